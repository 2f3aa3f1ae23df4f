import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/request-language.js';
import type { CachedChart } from './chart-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A chart POST whose repeated raw body is answered from the reply cache (`chart-raw-hit.ts`): its yoy flag. */
    chartRawBody?: { yoy: boolean };
  }
}

/** What the hook reads the reply cache through (`chart.service.ts`). */
export interface RawBodyCache {
  /** The publication version: a number when held (no wait), else a read to wait for. */
  version(): number | Promise<number>;
  cached(version: number, key: string): CachedChart | undefined;
}

const rawKey = Symbol('chartRawKey');
const rawHit = Symbol('chartRawHit');
type Marked = FastifyRequest & { [rawKey]?: string; [rawHit]?: CachedChart };

/** The body of a request answered from the cache: never validated or read (the hook answers first). */
const answered = Object.freeze({});

/**
 * The chart POSTs' raw-body cache hit. A body seen before (the same bytes, request language and yoy flag, at the
 * same publication version) is answered from the reply cache (`chart-cache.ts`) as soon as its bytes are read:
 * the same bytes always validate to the same query, so such a request is neither parsed as JSON, walked by the
 * text guard, validated nor computed. This is why a popular chart answers faster than the chart route's floor.
 *
 * `register` replaces the JSON parser of the plugin it is called in (Fastify's own parser, prototype-poisoning
 * checks included, runs for every body that is not a hit); a route takes part by `config.chartRawBody` and the
 * `preValidation` hook, which sends the hit. `keyOf` gives the handler the raw key, so a computed answer is also
 * kept under it.
 */
export function chartRawHits(cache: RawBodyCache, send: (reply: FastifyReply, entry: CachedChart) => FastifyReply) {
  return {
    register(app: FastifyInstance) {
      const json = app.getDefaultJsonParser('error', 'error');
      app.removeContentTypeParser('application/json');
      app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const chart = request.routeOptions.config.chartRawBody;
        if (chart !== undefined) {
          const key = `raw|${chart.yoy ? 1 : 0}|${requestLanguage(request)}|${body as string}`;
          (request as Marked)[rawKey] = key;
          const version = cache.version();
          const hit = typeof version === 'number' ? cache.cached(version, key) : undefined;
          if (hit !== undefined) {
            (request as Marked)[rawHit] = hit;
            return done(null, answered);
          }
        }
        json(request, body as string, done);
      });
    },
    /** The route's preValidation hook: a hit is sent here, before validation and the handler. */
    preValidation(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      const hit = (request as Marked)[rawHit];
      if (hit === undefined) return done();
      send(reply, hit);
    },
    /** The raw key of a chart POST (undefined for other requests). */
    keyOf: (request: FastifyRequest): string | undefined => (request as Marked)[rawKey],
  };
}
