import {
  type ChartQuery,
  chartDataSchema,
  chartQuerySchema,
  envelopeSchema,
  placeTableQuerySchema,
  placeTableSchema,
} from '@csp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/errors.js';
import { ok } from '../../reply.js';
import { type ChartService, cacheKey, chartEtag } from './chart.service.js';
import { type CachedChart, replyText } from './chart-cache.js';
import { chartCsv, chartFileName, chartXlsx } from './chart-files.js';

type Format = 'json' | 'csv' | 'xlsx';

/**
 * Sends the reply envelope around a result already serialized when it was
 * computed: a cached chart is answered without serializing it again.
 */
function sendJson(reply: FastifyReply, entry: CachedChart) {
  return reply.type('application/json; charset=utf-8').send(replyText(entry));
}

/** The raw text of a JSON body, kept by this plugin's JSON parser. */
const rawBody = Symbol('chartRawBody');
type WithRaw = FastifyRequest & { [rawBody]?: string };

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
export function chartRoutes(service: ChartService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reception'];
    const lang = (request: FastifyRequest, query: ChartQuery) => query.lang ?? requestLanguage(request);

    async function etag(request: FastifyRequest, query: ChartQuery, yoy: boolean, format: Format) {
      const version = await service.version();
      return { version, tag: chartEtag(version, cacheKey(query, { lang: lang(request, query), yoy }), format) };
    }

    // The chart POSTs keep their raw body: a body seen before (same bytes, same request language, same
    // publication version) is answered from the cache before validation – the same bytes always validate to
    // the same query. Parsing itself is Fastify's own JSON parser (prototype-poisoning checks included).
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as WithRaw)[rawBody] = body as string;
      json(request, body as string, done);
    });
    const rawKey = (request: FastifyRequest, yoy: boolean) => {
      const raw = (request as WithRaw)[rawBody];
      return raw === undefined ? undefined : `raw|${yoy ? 1 : 0}|${requestLanguage(request)}|${raw}`;
    };

    function cacheHeaders(reply: FastifyReply, tag: string) {
      reply.header('etag', tag).header('cache-control', 'public, no-cache').header('vary', 'Accept-Language');
    }

    for (const [url, yoy] of [
      ['/reception/city/stat/reception/examine/display', false],
      ['/reception/city/stat/reception/chart/display', false],
      ['/reception/city/stat/reception/chart/yearToYear', true],
    ] as const) {
      r.post(
        url,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: yoy ? 'Year-on-year change (%) of the chart query' : 'Chart query (SPEC §3): published values',
            body: chartQuerySchema,
            response: { 200: envelopeSchema(chartDataSchema) },
          },
          preValidation: async (request, reply) => {
            const key = rawKey(request, yoy);
            if (key === undefined) return;
            const hit = service.cached(await service.version(), key);
            if (!hit) return;
            cacheHeaders(reply, hit.etag);
            return sendJson(reply, hit);
          },
        },
        async (request, reply) => {
          const version = await service.version();
          const options = { lang: lang(request, request.body), yoy };
          const chart = await service.entry(request.body, options, version, rawKey(request, yoy));
          cacheHeaders(reply, chart.etag);
          return sendJson(reply, chart);
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
              querystring: chartQuerySchema,
              ...(format === 'json' ? { response: { 200: envelopeSchema(chartDataSchema) } } : {}),
            },
          },
          async (request, reply) => {
            const query = request.query;
            const { version, tag } = await etag(request, query, yoy, format);
            cacheHeaders(reply, tag);
            if (request.headers['if-none-match'] === tag) return reply.code(304).send();
            const language = lang(request, query);
            const options = { lang: language, yoy };
            if (format === 'json') return sendJson(reply, await service.entry(query, options, version));
            const chart = await service.chart(query, options, version);
            const meta = {
              lang: language,
              retrieved: new Date(),
              url: `${request.protocol}://${request.host}${request.url}`,
            };
            const name = chartFileName(chart, format);
            reply.header('content-disposition', `attachment; filename="${name}"`);
            if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(chartCsv(chart, meta));
            return reply
              .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
              .send(await chartXlsx(chart, meta));
          },
        );
      }
    }
  };
}
