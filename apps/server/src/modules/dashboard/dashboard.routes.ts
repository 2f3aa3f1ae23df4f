import { dashboardAnalysisSchema, envelopeSchema, permissions } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { DashboardService } from './dashboard.service.js';

/** The back-office dashboard (SPEC §2 "Dashboard analysis"). */
export function dashboardRoutes(service: DashboardService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/dashboard/analysis',
      {
        config: { access: permissions.dashboardAnalysis },
        schema: {
          tags: ['dashboard'],
          summary:
            'Counts, review queues, recent uploads and decisions, publications per month (last 12), public visits and downloads per day (last 30); a regional administrator sees their own area',
          response: { 200: envelopeSchema(dashboardAnalysisSchema) },
        },
      },
      async (request) => ok(await service.analysis(principalOf(request))),
    );
  };
}
