import { duplicateCheckQuerySchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { DuplicateService } from './duplicate.service.js';

/** `/sys/duplicate/check` (SPEC §5, §7): 200 `valueAvailable`, 409 `duplicate`, 400 for a pair not allowed. */
export function duplicateRoutes(service: DuplicateService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/sys/duplicate/check',
      {
        config: { access: 'session' },
        schema: {
          tags: ['system'],
          summary: 'Is a value free in an allow-listed table field (apart from the row dataId)?',
          querystring: duplicateCheckQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.check(request.query);
        return ok(null, 'valueAvailable');
      },
    );
  };
}
