import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const storage = new AsyncLocalStorage<FastifyRequest>();

/**
 * The request being handled, for code that does not have it in hand (the data log asks who changed a
 * series). Its `principal` is there once the auth hook has run; undefined outside a request.
 */
export const currentRequest = (): FastifyRequest | undefined => storage.getStore();

/** Runs each route handler (and the preHandler hooks after this one) inside its request's context. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => storage.run(request, done));
}

/** Where a request comes from, as the login log records it: address and browser. */
export const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
