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
import type { Database } from '../../db/client.js';
import { ok } from '../../reply.js';
import { databaseFigures } from './database-figures.js';
import type { ProcessFigures } from './process-figures.js';
import type { RequestTraceBuffer } from './request-trace.js';

/** The monitoring screens' calls: figures of this server and its database, and its recent requests. */
export function monitorRoutes(deps: {
  figures: ProcessFigures;
  trace: RequestTraceBuffer;
  database: Database;
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
          database: await databaseFigures(deps.database),
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
