import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenHeader } from './auth.js';

/**
 * During a database outage, visitors keep reading what this instance already served (issue 23): the public site's
 * GET replies (routes under `<API_BASE>/reception/` with access `public`, asked without a session token) are kept
 * in memory by URL and Accept-Language, and when the same request later fails with 503 `databaseUnavailable`,
 * the last good reply is sent instead, 200, with
 *  - `X-Data-Stale: <ISO time of the last good read>` and
 *  - `Warning: 110 - "Response is Stale"` (RFC 7234),
 * and no caching by the browser or a proxy. Everything else keeps its 503 with Retry-After. Bounded: replies up
 * to 2 MB each, 32 MB in all, the least recently used dropped first; streamed replies (file downloads) are not
 * kept. Per instance: another instance serves what it holds itself.
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
  at: Date;
  size: number;
}

export const staleHeader = 'x-data-stale';

export function registerStaleReads(app: FastifyInstance, options: StaleReadsOptions) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const prefix = `${options.base}/reception/`;
  const memory = new Map<string, Kept>();
  let total = 0;

  const eligible = (request: FastifyRequest) => {
    if (request.method !== 'GET' || request.headers[tokenHeader]) return false;
    const route = request.routeOptions;
    const access = (route.config as { access?: unknown } | undefined)?.access;
    return access === 'public' && typeof route.url === 'string' && route.url.startsWith(prefix);
  };

  const drop = (key: string) => {
    const kept = memory.get(key);
    if (!kept) return;
    memory.delete(key);
    total -= kept.size;
  };

  const keep = (key: string, reply: FastifyReply, body: string | Buffer) => {
    const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
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
      at: new Date(),
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

  app.addHook('onSend', async (request, reply, payload) => {
    if (!eligible(request)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Replies may be in the caller's language.
    const key = `${String(request.headers['accept-language'] ?? '').toLowerCase()}|${request.url}`;
    if (reply.statusCode === 200) {
      keep(key, reply, payload);
      return payload;
    }
    if (reply.statusCode !== 503 || !databaseUnavailable(payload)) return payload;
    const kept = memory.get(key);
    if (!kept) return payload;
    // Most recently used last, so the replies still asked for during the outage are the ones kept.
    memory.delete(key);
    memory.set(key, kept);
    reply.code(200);
    reply.removeHeader('retry-after');
    if (kept.type) reply.header('content-type', kept.type);
    if (kept.disposition) reply.header('content-disposition', kept.disposition);
    reply.header(staleHeader, kept.at.toISOString());
    reply.header('warning', '110 - "Response is Stale"');
    reply.header('cache-control', 'no-store');
    return kept.body;
  });
}
