import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenHeader } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route other than a GET whose replies are kept for an outage (the chart POSTs): the key a request's
     * reply is kept under (it must say everything the reply depends on: body, language), or undefined to keep none.
     */
    staleReadKey?: (request: FastifyRequest) => string | undefined;
  }
}

/**
 * During a database outage, visitors keep reading what this instance already served (issue 23): the public site's
 * GET replies (routes under `<API_BASE>/reception/` with access `public`, asked without a session token) are kept
 * in memory by URL and Accept-Language, and when the same request later fails with 503 `databaseUnavailable`,
 * the last good reply is sent instead, 200, with
 *  - `X-Data-Stale: <ISO time of the last good read>` and
 *  - `Warning: 110 - "Response is Stale"` (RFC 7234),
 * and no caching by the browser or a proxy. Everything else keeps its 503 with Retry-After. Bounded: replies up
 * to 2 M characters (of text; bytes of a buffer) each, 32 M in all, the least recently used dropped first; streamed replies (file downloads) are not
 * kept. Per instance: another instance serves what it holds itself. A reply is kept again at most once a second.
 *
 * A public route of another method takes part by `config.staleReadKey` (the chart POSTs key their replies as the
 * reply cache does: `chart-raw-hit.ts` `keyOf`). A reply a route already marked stale itself (`markStale`: the
 * chart's reply cache answering while the publication version cannot be confirmed) is sent as it is, not kept.
 */
export interface StaleReadsOptions {
  base: string;
  maxBytes?: number;
  maxEntryBytes?: number;
}

interface Kept {
  body: string | Buffer;
  type: string | undefined;
  disposition: string | undefined;
  /** When it was kept (ms since the epoch). */
  at: number;
  size: number;
}

/**
 * A reply kept less than this long ago is not kept again: a popular reply answered thousands of times a second
 * (the chart POSTs' reply cache) would otherwise be measured, copied into the map and its headers read on every
 * request. An outage reply is then at most this much older than the last good one, and says when it was kept.
 */
const refreshMs = 1000;

export const staleHeader = 'x-data-stale';

export function registerStaleReads(app: FastifyInstance, options: StaleReadsOptions) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const prefix = `${options.base}/reception/`;
  const memory = new Map<string, Kept>();
  let total = 0;

  /** The key a request's reply is kept under, or undefined when it is not kept. */
  const keyOf = (request: FastifyRequest): string | undefined => {
    if (request.headers[tokenHeader]) return undefined;
    const route = request.routeOptions;
    const config = route.config as { access?: unknown; staleReadKey?: (request: FastifyRequest) => string | undefined };
    if (config?.access !== 'public' || typeof route.url !== 'string' || !route.url.startsWith(prefix)) return undefined;
    if (request.method !== 'GET') {
      const key = config.staleReadKey?.(request);
      return key === undefined ? undefined : `${request.method} ${route.url}|${key}`;
    }
    // Replies may be in the caller's language.
    return `${String(request.headers['accept-language'] ?? '').toLowerCase()}|${request.url}`;
  };

  const drop = (key: string) => {
    const kept = memory.get(key);
    if (!kept) return;
    memory.delete(key);
    total -= kept.size;
  };

  const keep = (key: string, reply: FastifyReply, body: string | Buffer, now: number) => {
    // Counted in UTF-16 code units for text (at most 3 UTF-8 bytes each; measuring the bytes walks the whole text).
    const size = body.length;
    drop(key);
    if (size > maxEntryBytes) return;
    const header = (name: string) => {
      const value = reply.getHeader(name);
      return value === undefined ? undefined : String(value);
    };
    memory.set(key, {
      body,
      type: header('content-type'),
      disposition: header('content-disposition'),
      at: now,
      size,
    });
    total += size;
    for (const oldest of memory.keys()) {
      if (total <= maxBytes) break;
      drop(oldest);
    }
  };

  const databaseUnavailable = (payload: string | Buffer) => {
    try {
      return (JSON.parse(payload.toString()) as { message?: unknown }).message === 'databaseUnavailable';
    } catch {
      return false;
    }
  };

  // A callback hook, not an async one: it runs on every public reply, and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const key = keyOf(request);
    if (key === undefined) return done(null, payload);
    if (reply.statusCode === 200) {
      if (!reply.hasHeader(staleHeader)) {
        const now = Date.now();
        const kept = memory.get(key);
        if (kept === undefined || now - kept.at >= refreshMs) keep(key, reply, payload, now);
      }
      return done(null, payload);
    }
    if (reply.statusCode !== 503 || !databaseUnavailable(payload)) return done(null, payload);
    const kept = memory.get(key);
    if (!kept) return done(null, payload);
    // Most recently used last, so the replies still asked for during the outage are the ones kept.
    memory.delete(key);
    memory.set(key, kept);
    reply.code(200);
    reply.removeHeader('retry-after');
    if (kept.type) reply.header('content-type', kept.type);
    if (kept.disposition) reply.header('content-disposition', kept.disposition);
    markStale(reply, new Date(kept.at));
    done(null, kept.body);
  });
}

/**
 * Marks a reply as possibly stale: what the instance held at `since`, the last time it knew the data current
 * (`X-Data-Stale`, `Warning: 110`, and no caching by the browser or a proxy).
 */
export function markStale(reply: FastifyReply, since: Date) {
  reply.header(staleHeader, since.toISOString());
  reply.header('warning', '110 - "Response is Stale"');
  reply.header('cache-control', 'no-store');
  return reply;
}
