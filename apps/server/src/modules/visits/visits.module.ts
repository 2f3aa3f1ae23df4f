import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { visitsRepository } from './visits.repository.js';
import { downloadCounter, visitsRoutes } from './visits.routes.js';
import { visitsService } from './visits.service.js';

/**
 * Public visits and downloads per day. Call on the root app BEFORE the API routes are registered: Fastify copies
 * a context's hooks into the plugins registered after them, so the download counter then sees every API route.
 */
export async function registerVisits(app: FastifyInstance, deps: { db: Db; base: string }) {
  const service = visitsService(visitsRepository(deps.db));
  app.addHook('onResponse', downloadCounter(service, deps.base));
  await app.register(visitsRoutes(service), { prefix: deps.base });
}
