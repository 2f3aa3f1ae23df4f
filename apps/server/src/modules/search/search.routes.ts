import { envelopeSchema, searchQuerySchema, searchResultSchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import type { SearchService } from './search.service.js';

/** The explorer's search box (issue 19): public, rate limited with every API call. */
export function searchRoutes(service: SearchService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/reception/search',
      {
        config: { access: 'public' },
        schema: {
          tags: ['reception'],
          summary:
            'Cities, economies and indicators by a name in English or Chinese, pinyin without tones (joined, spaced or initials) or a code; at most `limit` of each (default 8)',
          querystring: searchQuerySchema,
          response: { 200: envelopeSchema(searchResultSchema) },
        },
      },
      async (request) => ok(await service.search(request.query.q, request.query.limit)),
    );
  };
}
