import {
  envelopeSchema,
  idQuerySchema,
  type Language,
  seriesInformationResultSchema,
  seriesSchema,
  seriesTreeNodeSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { requestLanguage } from '../../plugins/errors.js';
import { ok } from '../../reply.js';
import { presentSeries, presentTree, presentTypeOption } from './series.presenter.js';
import type { SeriesRepository } from './series.repository.js';

/** The public side of the series: only open series (the tree lists those also marked for display). */
export function receptionSeriesService(repo: SeriesRepository) {
  async function openSeries(id: number) {
    const row = await repo.find(id);
    if (!row?.open) throw notFound('seriesNotExist');
    return row;
  }
  return {
    tree: async (lang: Language) =>
      presentTree(
        (await repo.list()).filter((s) => s.open && s.display),
        lang,
      ),
    get: async (id: number, lang: Language) => presentSeries(await openSeries(id), lang),
    async information(id: number, lang: Language) {
      const row = await openSeries(id);
      const types = await repo.typesOf(id);
      return { ...presentSeries(row, lang), types: types.map((t) => presentTypeOption(t, lang)) };
    },
  };
}
export type ReceptionSeriesService = ReturnType<typeof receptionSeriesService>;

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
