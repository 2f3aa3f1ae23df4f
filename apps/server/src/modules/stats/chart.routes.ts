import {
  type ChartQuery,
  chartDataSchema,
  chartFileQuerySchema,
  chartQuerySchema,
  envelopeSchema,
  placeTableQuerySchema,
  placeTableSchema,
} from '@csp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { markStale } from '../../plugins/stale-reads.js';
import { type ChartService, cacheKey, chartEtag } from './chart.service.js';
import { type CachedChart, replyBytes, replyText } from './chart-cache.js';
import { chartCsv, chartFileName, chartXlsx } from './chart-files.js';
import { chartRawHits } from './chart-raw-hit.js';
import type { PerPersonFiles } from './per-person-files.js';
import type { UploadCreditsService } from './upload-credits.js';

type Format = 'json' | 'csv' | 'xlsx';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The headers of a chart reply: its ETag, revalidated every time, varying with the request language. */
const jsonHeaders = (tag: string) => ({
  'content-type': 'application/json; charset=utf-8',
  etag: tag,
  'cache-control': 'public, no-cache',
  vary: 'Accept-Language',
});

const summaries: Record<Format, string> = {
  json: 'Chart data of published values (stable URL; same query as the POST chart calls)',
  csv: 'The same query as CSV: one row per place and year, with source, unit, licence and retrieval date',
  xlsx: 'The same query as XLSX: a Data sheet and an About sheet with source, unit, licence and retrieval date',
};

/**
 * Public chart data (SPEC §3 "Chart query" → "Chart data"): published values only. The GET URLs are stable
 * and documented; they answer with an ETag made of the publication version and the query, `Cache-Control:
 * public, no-cache` (caches revalidate every time) and 304 when nothing changed.
 */
export function chartRoutes(service: ChartService, credits: UploadCreditsService, perPerson: PerPersonFiles) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reception'];
    const lang = (request: FastifyRequest, query: ChartQuery) => query.lang ?? requestLanguage(request);

    async function etag(request: FastifyRequest, query: ChartQuery, yoy: boolean, format: Format, pp = false) {
      const version = await service.version();
      const key = `${cacheKey(query, { lang: lang(request, query), yoy })}${pp ? '|pp' : ''}`;
      return { version, tag: chartEtag(version, key, format) };
    }

    /**
     * During a database outage (the publication version cannot be confirmed) what is answered from memory may be
     * stale: marked so (`X-Data-Stale`, Warning 110, not cached; issue 23). Called after the cache headers.
     */
    function markIfUnconfirmed(reply: FastifyReply) {
      const since = service.unconfirmedSince();
      if (since !== undefined) markStale(reply, since);
    }

    /**
     * Sends the reply envelope around a result already serialized when it was computed: a cached chart is answered
     * without serializing it again.
     */
    function sendJson(reply: FastifyReply, entry: CachedChart) {
      reply.headers(jsonHeaders(entry.etag));
      markIfUnconfirmed(reply);
      return reply.send(replyText(entry));
    }

    /**
     * A chart the handler answers (computed, for most: a body asked again is a raw-body hit) sent as the UTF-8
     * bytes it was made as (`utf8-pieces.ts`). As text it would be a two-byte string (places carry Chinese names),
     * transcoded three times: into the outage store (`stale-reads.ts`), to count its bytes and onto the socket.
     * (The raw-body hits stay text: their store copy is made at most once a second.)
     */
    function sendComputed(reply: FastifyReply, entry: CachedChart) {
      reply.headers(jsonHeaders(entry.etag));
      markIfUnconfirmed(reply);
      return reply.send(replyBytes(entry));
    }

    // A chart body seen before is answered from the reply cache as soon as its bytes are read (`chart-raw-hit.ts`).
    const rawHits = chartRawHits(service, sendJson);
    rawHits.register(app);

    function cacheHeaders(reply: FastifyReply, tag: string) {
      reply.header('etag', tag).header('cache-control', 'public, no-cache').header('vary', 'Accept-Language');
      markIfUnconfirmed(reply);
    }

    for (const [url, yoy] of [
      ['/reception/city/stat/reception/examine/display', false],
      ['/reception/city/stat/reception/chart/display', false],
      ['/reception/city/stat/reception/chart/yearToYear', true],
    ] as const) {
      r.post(
        url,
        {
          // During an outage, a body answered before is answered again from the last good reply (`stale-reads.ts`).
          config: { access: 'public', chartRawBody: { yoy }, staleReadKey: rawHits.keyOf },
          schema: {
            tags,
            summary: yoy ? 'Year-on-year change (%) of the chart query' : 'Chart query (SPEC §3): published values',
            body: chartQuerySchema,
            response: { 200: envelopeSchema(chartDataSchema) },
          },
          preValidation: rawHits.preValidation,
        },
        async (request, reply) => {
          const version = await service.version();
          const options = { lang: lang(request, request.body), yoy };
          return sendComputed(reply, await service.entry(request.body, options, version, rawHits.keyOf(request)));
        },
      );
    }

    // The explorer's Table tab: every place of a series, first and last figure in the years (published only).
    r.get(
      '/reception/data/table',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Every city and economy with figures of a series: first and last figure within the years',
          querystring: placeTableQuerySchema,
          response: { 200: envelopeSchema(placeTableSchema) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const language = query.lang ?? requestLanguage(request);
        const version = await service.version();
        const key = `table|${query.seriesId}|${query.typeId ?? ''}|${query.startYear ?? ''}|${query.endYear ?? ''}|${language}`;
        const tag = chartEtag(version, key, 'json');
        cacheHeaders(reply, tag);
        if (request.headers['if-none-match'] === tag) return (reply as FastifyReply).code(304).send();
        return ok(await service.table(query, language, version));
      },
    );

    for (const format of ['json', 'csv', 'xlsx'] as const) {
      for (const [path, yoy] of [
        ['/reception/data/chart', false],
        ['/reception/data/yearToYear', true],
      ] as const) {
        r.get(
          format === 'json' ? path : `${path}.${format}`,
          {
            config: { access: 'public' },
            schema: {
              tags,
              summary: yoy ? `${summaries[format]} — year-on-year change (%)` : summaries[format],
              // The files also take `pp=1`: the per-person view (issue 19).
              querystring: format === 'json' ? chartQuerySchema : chartFileQuerySchema,
              ...(format === 'json' ? { response: { 200: envelopeSchema(chartDataSchema) } } : {}),
            },
          },
          async (request, reply) => {
            const query = request.query;
            const pp = 'pp' in query && query.pp === '1';
            const { version, tag } = await etag(request, query, yoy, format, pp);
            cacheHeaders(reply, tag);
            if (request.headers['if-none-match'] === tag) return reply.code(304).send();
            const language = lang(request, query);
            const options = { lang: language, yoy };
            if (format === 'json') return sendJson(reply, await service.entry(query, options, version));
            const meta = {
              lang: language,
              retrieved: new Date(),
              url: `${request.protocol}://${request.host}${request.url}`,
            };
            if (pp) {
              // The per-person view: the chart's reply divided by population (`per-person-files.ts`).
              const shown = await service.chart(query, options, version);
              const view = await perPerson(shown, language, version);
              const fileMeta = { ...meta, credits: await credits.of(version, shown), perPerson: view };
              reply.header('content-disposition', `attachment; filename="${chartFileName(shown, format, true)}"`);
              if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(chartCsv(view.chart, fileMeta));
              return reply.type(xlsxType).send(await chartXlsx(view.chart, fileMeta));
            }
            const chart = await service.computed(query, options, version);
            const fileMeta = { ...meta, credits: await credits.of(version, chart) };
            const name = chartFileName(chart, format);
            reply.header('content-disposition', `attachment; filename="${name}"`);
            if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(chartCsv(chart, fileMeta));
            return reply.type(xlsxType).send(await chartXlsx(chart, fileMeta));
          },
        );
      }
    }
  };
}
