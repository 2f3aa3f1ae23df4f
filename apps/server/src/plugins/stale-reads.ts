import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
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
 * to 2 MB each, 16 MB in all, held as their UTF-8 bytes in one buffer, the oldest kept written over first (`ring`);
 * streamed replies (file downloads) are not kept. Per instance: another instance serves what it holds itself. A reply is kept again at most once a second.
 *
 * A public route of another method takes part by `config.staleReadKey` (the chart POSTs key their replies as the
 * reply cache does: `chart-raw-hit.ts` `keyOf`). A reply a route already marked stale itself (`markStale`: the
 * chart's reply cache answering while the publication version cannot be confirmed) is sent as it is, not kept.
 */
export interface StaleReadsOptions {
  base: string;
  /** Bytes of reply bodies held in all (one buffer of this size, allocated on the first reply kept). */
  maxBytes?: number;
  maxEntryBytes?: number;
}

interface Kept {
  key: string;
  /** Where the body's bytes are in the store's buffer. */
  start: number;
  end: number;
  type: string | undefined;
  disposition: string | undefined;
  /** When it was kept (ms since the epoch). */
  at: number;
}

/**
 * A reply kept less than this long ago is not kept again: a popular reply answered thousands of times a second
 * (the chart POSTs' reply cache) would otherwise be measured, copied into the map and its headers read on every
 * request. An outage reply is then at most this much older than the last good one, and says when it was kept.
 */
const refreshMs = 1000;

export const staleHeader = 'x-data-stale';

/**
 * The kept bodies, as bytes in one buffer written in turn (a ring; issues 18 and 22): the oldest replies are
 * overwritten first. Held outside the JavaScript heap and bounded in bytes, so keeping a reply for each distinct
 * chart neither keeps its text (two bytes a character: places carry Chinese names) nor gives the garbage collector
 * one more object to promote and sweep per request; it was up to 32 M characters of strings (~70 MB) before.
 */
function ring(size: number) {
  let bytes: Buffer | undefined;
  let at = 0;
  /** The kept replies in the order of their bytes in the buffer, oldest first. */
  const order: Kept[] = [];
  let head = 0;
  const memory = new Map<string, Kept>();

  /** Forgets the oldest replies while the next one's bytes begin in [from, to) (written over). */
  const overwrite = (from: number, to: number) => {
    while (head < order.length && (order[head] as Kept).start >= from && (order[head] as Kept).start < to) {
      const kept = order[head] as Kept;
      order[head++] = undefined as unknown as Kept;
      if (memory.get(kept.key) === kept) memory.delete(kept.key);
    }
    if (head > 1024 && head * 2 > order.length) {
      order.splice(0, head);
      head = 0;
    }
  };

  return {
    get: (key: string) => memory.get(key),
    body: (kept: Kept) => Buffer.from((bytes as Buffer).subarray(kept.start, kept.end)),
    keep(key: string, body: string | Buffer, meta: Omit<Kept, 'key' | 'start' | 'end'>, maxEntry: number) {
      const known = memory.get(key);
      if (known) memory.delete(key);
      const text = typeof body === 'string';
      if (body.length > maxEntry) return;
      bytes ??= Buffer.allocUnsafeSlow(size);
      // Text is written without measuring it first where even 3 bytes a character fit (one walk of the text).
      let length = text ? (at + body.length * 3 <= size ? -1 : Buffer.byteLength(body)) : body.length;
      if (length > maxEntry || length > size) return;
      if (at + length > size) {
        // The rest of the buffer is skipped: the replies there are the oldest.
        overwrite(at, Number.POSITIVE_INFINITY);
        at = 0;
      }
      const start = at;
      if (text) length = bytes.write(body, start, 'utf8');
      else body.copy(bytes, start);
      const end = start + length;
      // The replies whose bytes were just written over (synchronously: nothing read them in between).
      overwrite(start, end);
      if (length > maxEntry) return;
      at = end;
      const kept: Kept = { key, start, end, ...meta };
      order.push(kept);
      memory.set(key, kept);
    },
  };
}

export function registerStaleReads(app: FastifyInstance, options: StaleReadsOptions) {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const prefix = `${options.base}/reception/`;
  const store = ring(maxBytes);

  /**
   * The key a request's reply is kept under, or undefined when it is not kept: decided once per route when it is
   * added (`onRoute`), so a reply does not build the request's route options (a new object each time) to find out.
   */
  const keyMaker = (route: RouteOptions): ((request: FastifyRequest) => string | undefined) | undefined => {
    const config = route.config as { access?: unknown; staleReadKey?: (request: FastifyRequest) => string | undefined };
    if (config?.access !== 'public' || typeof route.url !== 'string' || !route.url.startsWith(prefix)) return undefined;
    const methods = [route.method].flat();
    const staleReadKey = config.staleReadKey;
    if (!methods.includes('GET')) {
      if (staleReadKey === undefined) return undefined;
      const heads = new Map(methods.map((method) => [method, `${method} ${route.url}|`]));
      return (request) => {
        if (request.headers[tokenHeader]) return undefined;
        const key = staleReadKey(request);
        const head = heads.get(request.method);
        return key === undefined || head === undefined ? undefined : `${head}${key}`;
      };
    }
    return (request) => {
      if (request.headers[tokenHeader]) return undefined;
      // Replies may be in the caller's language.
      if (request.method === 'GET')
        return `${String(request.headers['accept-language'] ?? '').toLowerCase()}|${request.url}`;
      const key = staleReadKey?.(request);
      return key === undefined ? undefined : `${request.method} ${route.url}|${key}`;
    };
  };

  const keep = (key: string, reply: FastifyReply, body: string | Buffer, now: number) => {
    const header = (name: string) => {
      const value = reply.getHeader(name);
      return value === undefined ? undefined : String(value);
    };
    store.keep(
      key,
      body,
      { type: header('content-type'), disposition: header('content-disposition'), at: now },
      maxEntryBytes,
    );
  };

  const databaseUnavailable = (payload: string | Buffer) => {
    try {
      return (JSON.parse(payload.toString()) as { message?: unknown }).message === 'databaseUnavailable';
    } catch {
      return false;
    }
  };

  // A callback hook, not an async one: it runs on every public reply, and has nothing to wait for.
  const onSend = (
    keyOf: (request: FastifyRequest) => string | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const key = keyOf(request);
    if (key === undefined) return done(null, payload);
    if (reply.statusCode === 200) {
      if (!reply.hasHeader(staleHeader)) {
        const now = Date.now();
        const kept = store.get(key);
        if (kept === undefined || now - kept.at >= refreshMs) keep(key, reply, payload, now);
      }
      return done(null, payload);
    }
    if (reply.statusCode !== 503 || !databaseUnavailable(payload)) return done(null, payload);
    const kept = store.get(key);
    if (!kept) return done(null, payload);
    reply.code(200);
    reply.removeHeader('retry-after');
    if (kept.type) reply.header('content-type', kept.type);
    if (kept.disposition) reply.header('content-disposition', kept.disposition);
    markStale(reply, new Date(kept.at));
    // A copy: the store's bytes may be written over before the socket has sent them.
    done(null, store.body(kept));
  };

  // The hook goes on the routes whose replies are kept only, ahead of the route's own onSend hooks and of the
  // compression's (added by its own onRoute hook, which `app.ts` registers later): what is kept is the body as the
  // route gave it, as when this was an app-wide hook.
  app.addHook('onRoute', (route) => {
    const keyOf = keyMaker(route);
    if (keyOf === undefined) return;
    const hook: onSendHookHandler = (request, reply, payload, done) => onSend(keyOf, request, reply, payload, done);
    route.onSend = route.onSend === undefined ? [hook] : [hook, ...[route.onSend].flat()];
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
