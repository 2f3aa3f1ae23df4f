import {
  announcementSchema,
  envelopeSchema,
  permissions,
  seriesIdQuerySchema,
  seriesPushInputSchema,
  seriesPushSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { SeriesPushService } from './series-push.service.js';

/** Information push of a series (SPEC §2 "information push") and the pushes made so far. */
export function seriesPushRoutes(service: SeriesPushService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['series'];
    r.post(
      '/series/citySerSeries/push',
      {
        config: { access: permissions.seriesPush },
        schema: {
          tags,
          summary:
            'Announce a new or revised series to every user: an announcement (both languages, the note) released at once',
          body: seriesPushInputSchema,
          response: { 200: envelopeSchema(announcementSchema) },
        },
      },
      async (request) => ok(await service.push(request.body, principalOf(request).userId), 'pushSuccess'),
    );
    r.get(
      '/series/citySerSeries/push/list',
      {
        config: { access: permissions.seriesPush },
        schema: {
          tags,
          summary: 'The information pushes of a series, newest first',
          querystring: seriesIdQuerySchema,
          response: { 200: envelopeSchema(z.array(seriesPushSchema)) },
        },
      },
      async (request) => ok(await service.list(Number(request.query.seriesId))),
    );
  };
}
