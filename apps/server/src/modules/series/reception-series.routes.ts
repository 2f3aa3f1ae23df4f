import {
  envelopeSchema,
  idQuerySchema,
  seriesInformationResultSchema,
  seriesSchema,
  seriesTreeNodeSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { ReceptionSeriesService } from './reception-series.service.js';

/** Public series (SPEC §7 "Public (reception)"). */
export function receptionSeriesRoutes(service: ReceptionSeriesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reception'];
    const prefix = '/reception/series/citySerSeries';
    r.get(
      `${prefix}/list`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The public series tree',
          response: { 200: envelopeSchema(z.array(seriesTreeNodeSchema)) },
        },
      },
      async (request) => ok(await service.tree(requestLanguage(request))),
    );
    r.get(
      `${prefix}/queryById`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'One public series',
          querystring: idQuerySchema,
          response: { 200: envelopeSchema(seriesSchema) },
        },
      },
      async (request) => ok(await service.get(Number(request.query.id), requestLanguage(request))),
    );
    r.get(
      `${prefix}/queryCitySerInformationByMainId`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A public series with its statistical types',
          querystring: idQuerySchema,
          response: { 200: envelopeSchema(seriesInformationResultSchema) },
        },
      },
      async (request) => ok(await service.information(Number(request.query.id), requestLanguage(request))),
    );
  };
}
