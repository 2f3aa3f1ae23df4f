import type { RequestTrace } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../../logger.js';
import { RingBuffer } from './ring-buffer.js';

const MAX_URL = 300;

/** A URL with its secrets replaced (`redactUrl`: token, password, captcha, sign-in tickets...), cut to 300. */
export function traceUrl(url: string): string {
  const safe = redactUrl(url);
  return safe.length > MAX_URL ? `${safe.slice(0, MAX_URL)}…` : safe;
}

/** A traced request as held: its time as a number (formatted only when the trace is read). */
type HeldTrace = Omit<RequestTrace, 'time'> & { at: number };

/** The request trace of this instance, newest first. */
export interface RequestTraceBuffer {
  readonly length: number;
  readonly capacity: number;
  newestFirst(): RequestTrace[];
}

/** Keeps the most recent requests of this instance (all of them, API or not) in memory. */
export function registerRequestTrace(app: FastifyInstance, capacity: number, apiBase: string): RequestTraceBuffer {
  const trace = new RingBuffer<HeldTrace>(capacity);
  app.addHook('onResponse', async (request, reply) => {
    trace.push({
      id: String(request.id),
      method: request.method,
      url: traceUrl(request.url),
      route: request.routeOptions.url ?? null,
      api: request.url === apiBase || request.url.startsWith(`${apiBase}/`),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      at: Date.now(),
      userId: request.principal ? String(request.principal.userId) : null,
      ip: request.ip ?? null,
    });
  });
  return {
    get length() {
      return trace.length;
    },
    capacity,
    newestFirst: () => trace.newestFirst().map(({ at, ...rest }) => ({ ...rest, time: new Date(at).toISOString() })),
  };
}
