import { envelopeSchema, opLogListQuerySchema, opLogSchema, pageResultSchema, permissions } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { OpLogService } from './oplog.service.js';

/** The operation log screen's calls (SPEC §2 "System admin": logs). */
export function opLogRoutes(service: OpLogService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: logs'];
    crudRoutes(app, {
      base: '/sys/opLog',
      tags,
      list: {
        access: permissions.opLogList,
        summary: 'Operation log, paged, filtered and sorted',
        query: opLogListQuerySchema,
        reply: pageResultSchema(opLogSchema),
        run: service.page,
      },
    });
    r.get(
      '/sys/opLog/modules',
      {
        config: { access: permissions.opLogList },
        schema: {
          tags,
          summary: 'Modules named in the operation log',
          response: { 200: envelopeSchema(z.array(z.string())) },
        },
      },
      async () => ok(await service.modules()),
    );
  };
}
