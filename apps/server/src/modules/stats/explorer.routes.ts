import {
  type ChartData,
  type ChartQuery,
  chartFileQuerySchema,
  chartQuerySchema,
  envelopeSchema,
  type Language,
  type PlaceGrid,
  type PlaceGridQuery,
  placeGridQuerySchema,
  placeGridSchema,
  viewSourcesSchema,
} from '@csp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { CatalogueCache } from './catalogue.js';
import { type ChartService, cacheKey, chartEtag } from './chart.service.js';
import { chartCsv, chartFileName, chartXlsx } from './chart-files.js';
import { toJsonStat } from './json-stat.js';
import type { PerPersonFiles } from './per-person-files.js';
import { fullDownloadStartYear, type GridOptions, placeGrid } from './place-grid.js';
import type { PublishedValues } from './published-values.js';
import { jsonStatCredits, type UploadCreditsService } from './upload-credits.js';
import type { ViewSourcesService } from './view-sources.js';

export interface ExplorerDeps {
  chart: ChartService;
  catalogues: CatalogueCache;
  published: PublishedValues;
  sources: ViewSourcesService;
  credits: UploadCreditsService;
  /** The per-person view of a chart query (`pp=1`, issue 19). */
  perPerson: PerPersonFiles;
}

const jsonStatType = 'application/json; charset=utf-8';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A place grid in the shape the chart downloads take (one file writer for both). */
function gridAsChart(grid: PlaceGrid): ChartData {
  return {
    requestParams: {
      startYear: grid.startYear,
      endYear: grid.endYear,
      seriesId: grid.series.id,
      typeId: grid.type.id,
      cityIds: [],
      countryIds: [],
      resFlag: 0,
    },
    data: grid.data,
    years: grid.years,
    unit: grid.unit,
    unitZh: grid.unitZh,
    unitEn: grid.unitEn,
    places: grid.places,
    series: grid.series,
    type: grid.type,
    yearOnYear: false,
    publicationVersion: grid.publicationVersion,
  };
}

/**
 * The explorer's data for reuse (issue 19), public and published values only: every place's figures year by
 * year (the Map tab), the full download of a series (CSV, XLSX, JSON-stat 2.0) and the chart query as JSON-stat.
 * Stable GET URLs, ETag of the publication version and the query, 304 when nothing changed.
 */
export function explorerRoutes(deps: ExplorerDeps) {
  const { chart, catalogues, published, sources, credits, perPerson } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reception'];

    /** Sets the cache headers; true when the client's copy is current (the caller answers 304). */
    function revalidate(request: FastifyRequest, reply: FastifyReply, tag: string) {
      reply.header('etag', tag).header('cache-control', 'public, no-cache').header('vary', 'Accept-Language');
      return request.headers['if-none-match'] === tag;
    }
    const gridKey = (query: PlaceGridQuery, lang: Language, kind: string) =>
      `${kind}|${query.seriesId}|${query.typeId ?? ''}|${query.startYear ?? ''}|${query.endYear ?? ''}|${lang}`;
    const grid = async (query: PlaceGridQuery, lang: Language, version: number, options?: GridOptions) =>
      placeGrid(catalogues, published, version, query, lang, options);
    const selfUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;
    /** The stable JSON-stat URL of a chart query: its own parameters in a fixed order (no cache-busting extras). */
    const canonicalChartUrl = (request: FastifyRequest, query: ChartQuery, lang: Language) => {
      const base = request.url.slice(0, request.url.indexOf('/reception/data/'));
      const params = new URLSearchParams({ seriesId: query.seriesId });
      if (query.cityIds?.length) params.set('cityIds', query.cityIds.join(','));
      if (query.countryIds?.length) params.set('countryIds', query.countryIds.join(','));
      if (query.typeId) params.set('typeId', query.typeId);
      if (query.startYear !== undefined) params.set('startYear', String(query.startYear));
      if (query.endYear !== undefined) params.set('endYear', String(query.endYear));
      params.set('lang', lang);
      return `${request.protocol}://${request.host}${base}/reception/data/chart.jsonstat?${params}`;
    };
    const attach = (reply: FastifyReply, name: string) =>
      reply.header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '')}"`);

    r.get(
      '/reception/data/map',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Every city with its own figures and every economy, year by year (the explorer map)',
          querystring: placeGridQuerySchema,
          response: { 200: envelopeSchema(placeGridSchema) },
        },
      },
      async (request, reply) => {
        const lang = request.query.lang ?? requestLanguage(request);
        const version = await chart.version();
        if (revalidate(request, reply, chartEtag(version, gridKey(request.query, lang, 'map'), 'json'))) {
          return (reply as FastifyReply).code(304).send();
        }
        return ok(await grid(request.query, lang, version));
      },
    );

    // The full download of a series: every place, every year with a figure (from 1950 unless years are given).
    for (const format of ['csv', 'xlsx', 'jsonstat'] as const) {
      r.get(
        `/reception/data/series.${format}`,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: `Full download of a series as ${format === 'jsonstat' ? 'JSON-stat 2.0' : format.toUpperCase()}: every city and economy, every year with figures`,
            querystring: placeGridQuerySchema,
          },
        },
        async (request, reply) => {
          const lang = request.query.lang ?? requestLanguage(request);
          const version = await chart.version();
          if (revalidate(request, reply, chartEtag(version, gridKey(request.query, lang, 'series'), format))) {
            return reply.code(304).send();
          }
          const g = await grid(request.query, lang, version, { trim: true, defaultFrom: fullDownloadStartYear });
          const uploaded = await credits.of(version, gridAsChart(g));
          const meta = { lang, retrieved: new Date(), url: selfUrl(request), credits: uploaded };
          const updated = (await sources.seriesUpdated(version, g.series.id)) ?? meta.retrieved;
          const base = `series-${g.series.number}-${g.type.code || g.type.id}-${g.startYear}-${g.endYear}-all-places`;
          if (format === 'jsonstat') {
            attach(reply, `${base}.json`);
            const uploadSources = jsonStatCredits(uploaded, g, lang);
            return reply.type(jsonStatType).send(toJsonStat(g, { lang, url: meta.url, updated, uploadSources }));
          }
          attach(reply, `${base}.${format}`);
          if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(chartCsv(gridAsChart(g), meta));
          return reply.type(xlsxType).send(await chartXlsx(gridAsChart(g), meta));
        },
      );
    }

    // The chart query (the places of a view) as JSON-stat 2.0, next to its CSV and XLSX (`chart.routes.ts`).
    for (const [path, yoy] of [
      ['/reception/data/chart.jsonstat', false],
      ['/reception/data/yearToYear.jsonstat', true],
    ] as const) {
      r.get(
        path,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: `The chart query as a JSON-stat 2.0 dataset${yoy ? ' — year-on-year change (%)' : ''}; pp=1 for the per-person view`,
            querystring: chartFileQuerySchema,
          },
        },
        async (request, reply) => {
          const { pp, ...query } = request.query;
          const lang = query.lang ?? requestLanguage(request);
          const version = await chart.version();
          const key = `${cacheKey(query, { lang, yoy })}${pp === '1' ? '|pp' : ''}`;
          if (revalidate(request, reply, chartEtag(version, key, 'jsonstat'))) {
            return reply.code(304).send();
          }
          const data = await chart.chart(query, { lang, yoy }, version);
          // The per-person view: the chart divided by population (`per-person-files.ts`), the same figures it shows.
          const view = pp === '1' ? await perPerson(data, lang, version) : undefined;
          attach(reply, chartFileName(data, 'json', Boolean(view)));
          const [updated, uploaded] = await Promise.all([
            sources.chartUpdated(version, data).then((d) => d ?? new Date()),
            credits.of(version, data),
          ]);
          const uploadSources = jsonStatCredits(uploaded, data, lang);
          return reply.type(jsonStatType).send(
            toJsonStat(view?.chart ?? data, {
              lang,
              url: selfUrl(request),
              updated,
              uploadSources,
              ...(view ? { perPerson: view } : {}),
            }),
          );
        },
      );
    }

    // The Sources tab of a view: definition, unit, source, licences, citation, footnotes, statuses, publication dates.
    r.get(
      '/reception/data/sources',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'The sources of a chart query: definition, unit, source, licences, citation, each place’s footnote and last publication date, the observation statuses it carries',
          querystring: chartQuerySchema,
          response: { 200: envelopeSchema(viewSourcesSchema) },
        },
      },
      async (request, reply) => {
        const query: ChartQuery = request.query;
        const lang = query.lang ?? requestLanguage(request);
        const version = await chart.version();
        if (revalidate(request, reply, chartEtag(version, cacheKey(query, { lang, yoy: false }), 'sources'))) {
          return (reply as FastifyReply).code(304).send();
        }
        const dataUrl = canonicalChartUrl(request, query, lang);
        return ok(await sources.sources(query, lang, version, dataUrl));
      },
    );
  };
}
