import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpLogRecorder } from './oplog.recorder.js';
import { routeParts } from './route-parts.js';
import { summarizeRequest } from './summary.js';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const isWrite = (request: FastifyRequest) => WRITES.has(request.method);

/** The message key of a reply whose envelope left through serialization (success and error replies alike). */
const replyMessages = new WeakMap<FastifyRequest, string>();

/** The key when the reply was not an envelope (a file, a stream): success, or the status's generic key. */
function fallbackKey(status: number) {
  if (status < 400) return 'success';
  return status >= 500 ? 'internalError' : status === 404 ? 'notFound' : 'parameterError';
}

/**
 * Records every back-office write: a non-GET API call with a session (signed in, whatever the outcome,
 * 403 included). One response hook for all routes, no per-route code; the row goes to the recorder's
 * buffer after the reply has been sent, so the write itself never waits for it.
 */
export function registerOpLogHook(app: FastifyInstance, recorder: OpLogRecorder, apiBase: string) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (isWrite(request) && payload && typeof payload === 'object') {
      const message = (payload as { message?: unknown }).message;
      if (typeof message === 'string') replyMessages.set(request, message);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const principal = request.principal;
    const route = request.routeOptions.url;
    if (!isWrite(request) || !principal || !route?.startsWith(apiBase)) return;
    const access = request.routeOptions.config?.access;
    const { module, action } = routeParts(route, apiBase, request.method);
    recorder.add({
      userId: principal.userId,
      username: principal.username,
      method: request.method,
      route,
      permission: access && access !== 'public' && access !== 'session' ? [access].flat().join(' | ') : null,
      module,
      action,
      requestId: String(request.id),
      ip: request.ip ?? null,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      status: reply.statusCode,
      result: replyMessages.get(request) ?? fallbackKey(reply.statusCode),
      summary: summarizeRequest({ params: request.params, query: request.query, body: request.body }),
      createdAt: new Date(),
    });
  });
}
