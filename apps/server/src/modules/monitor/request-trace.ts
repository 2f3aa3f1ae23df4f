import type { RequestTrace } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import { isSecretKey, REDACTED } from '../oplog/summary.js';
import { RingBuffer } from './ring-buffer.js';

const MAX_URL = 300;

/** A URL with the values of secret-looking query parameters (token, password, captcha...) replaced, cut to 300. */
export function traceUrl(url: string): string {
  const safe = url.replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, sep: string, key: string) => {
    let name = key;
    try {
      name = decodeURIComponent(key);
    } catch {
      /* keep the raw name */
    }
    return isSecretKey(name) ? `${sep}${key}=${REDACTED}` : whole;
  });
  return safe.length > MAX_URL ? `${safe.slice(0, MAX_URL)}…` : safe;
}

/** Keeps the most recent requests of this instance (all of them, API or not) in memory. */
export function registerRequestTrace(app: FastifyInstance, capacity: number, apiBase: string) {
  const trace = new RingBuffer<RequestTrace>(capacity);
  app.addHook('onResponse', async (request, reply) => {
    trace.push({
      id: String(request.id),
      method: request.method,
      url: traceUrl(request.url),
      route: request.routeOptions.url ?? null,
      api: request.url === apiBase || request.url.startsWith(`${apiBase}/`),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      time: new Date().toISOString(),
      userId: request.principal ? String(request.principal.userId) : null,
      ip: request.ip ?? null,
    });
  });
  return trace;
}
export type RequestTraceBuffer = RingBuffer<RequestTrace>;
