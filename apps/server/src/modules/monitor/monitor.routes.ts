import {
  type ChartDataFigures,
  envelopeSchema,
  permissions,
  requestTraceSchema,
  serverInfoSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import type { ProcessFigures } from './process-figures.js';
import type { RequestTraceBuffer } from './request-trace.js';

/** The monitoring screens' calls: figures of this server and its database, and its recent requests. */
export function monitorRoutes(deps: {
  figures: ProcessFigures;
  trace: RequestTraceBuffer;
  /** The database's figures (`database-figures.repository.ts`). */
  databaseFigures: () => Promise<z.infer<typeof serverInfoSchema>['database']>;
  /** The published chart data held in memory (`stats/stats.module.ts`), or null without a statistics core. */
  chartData: () => ChartDataFigures | null;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['monitor'];
    const config = { access: permissions.systemMonitor };
    r.get(
      '/sys/monitor/server',
      {
        config,
        schema: {
          tags,
          summary: 'Server, process and database figures',
          response: { 200: envelopeSchema(serverInfoSchema) },
        },
      },
      async () =>
        ok({
          ...deps.figures.read(),
          database: await deps.databaseFigures(),
          requests: { traced: deps.trace.length, capacity: deps.trace.capacity },
          chartData: deps.chartData(),
        }),
    );
    r.get(
      '/sys/monitor/requests',
      {
        config,
        schema: {
          tags,
          summary: "This instance's most recent requests, newest first",
          response: { 200: envelopeSchema(z.array(requestTraceSchema)) },
        },
      },
      async () => ok(deps.trace.newestFirst()),
    );
  };
}
