import type { Language, Series } from '@csp/contract';
import { citySeriesSchema, envelopeSchema, idParamsSchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { CatalogueCache, SeriesRow } from './catalogue.js';
import type { ChartRepository } from './chart.repository.js';
import { ComputeError, needsOf } from './compute.js';

/**
 * The series a visitor can chart for a city (SPEC §2 "series of the city"): open, displayed series whose value
 * type has published figures for the city itself (`dataLevel: city`) or only for its economy (`economy`).
 */
export function availabilityService(
  repo: ChartRepository,
  catalogues: CatalogueCache,
  /** A series row as the API shows it (`series/series.presenter.ts`, handed in by app.ts). */
  presentSeries: (row: SeriesRow, lang: Language) => Series,
) {
  return {
    async seriesOfCity(cityId: number, lang: Language) {
      const version = await catalogues.version();
      let cat = await catalogues.get(version);
      if (!cat.cities.has(cityId)) cat = await catalogues.get(version, true);
      const city = cat.cities.get(cityId);
      if (!city) throw notFound('cityNotExist');
      const candidates = [...cat.series.values()].filter((s) => s.level === 2 && s.open && s.display);
      const leavesOf = new Map<number, number[]>();
      for (const s of candidates) {
        const primary = cat.graph.typesOf(s.id).find((t) => t.computeType !== 'yoy');
        if (!primary) continue;
        try {
          leavesOf.set(s.id, [...needsOf(primary, 1900, 2100, cat.graph).leaves.keys()]);
        } catch (error) {
          if (!(error instanceof ComputeError)) throw error;
        }
      }
      const leafIds = [...new Set([...leavesOf.values()].flat())];
      const rows = await repo.presence(
        leafIds.map((typeId) => ({ typeId, seriesId: cat.graph.type(typeId)?.seriesId ?? 0 })),
        city.id,
        city.countryId,
      );
      const has = new Map(rows.map((r) => [Number(r.typeId), r]));
      return candidates.flatMap((s) => {
        const leaves = leavesOf.get(s.id);
        if (!leaves || leaves.length === 0) return [];
        const level = leaves.every((l) => has.get(l)?.city)
          ? ('city' as const)
          : leaves.every((l) => has.get(l)?.economy)
            ? ('economy' as const)
            : undefined;
        return level ? [{ ...presentSeries(s, lang), dataLevel: level }] : [];
      });
    },
  };
}
export type AvailabilityService = ReturnType<typeof availabilityService>;

export function availabilityRoutes(service: AvailabilityService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/reception/series/citySerSeries/listByCity/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['reception'],
          summary: 'Series with published figures for a city (id), or only for its economy (dataLevel: economy)',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.array(citySeriesSchema)) },
        },
      },
      async (request) => ok(await service.seriesOfCity(Number(request.params.id), requestLanguage(request))),
    );
  };
}
