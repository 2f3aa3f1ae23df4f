import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError, notFound } from '../../errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Does the request carry `Authorization: Bearer <token>` with this token (compared in constant time)? */
export function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? timingSafeEqual(digest(match[1] as string), digest(token)) : false;
}

/**
 * Prometheus metrics at `/metrics` (outside the API base, as scrapers expect): the default process metrics and
 * `http_request_duration_seconds` by method, route pattern and status. Only with METRICS_TOKEN set, and then
 * only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); unset, `/metrics` is 404 and nothing is
 * collected.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  if (!token) {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('tokenMissing', 401);
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
  app.addHook('onClose', async () => registry.clear());
}
