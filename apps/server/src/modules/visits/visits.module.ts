import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { visitsRepository } from './visits.repository.js';
import { downloadCounter, visitsRoutes } from './visits.routes.js';
import { visitsService } from './visits.service.js';

/**
 * Public visits and downloads per day; provides the counts to the dashboard. Its download counter is installed
 * on the root app BEFORE the API routes are registered: Fastify copies a context's hooks into the plugins
 * registered after them, so the counter then sees every API route.
 */
export function visitsModule(deps: { db: Db; base: string }) {
  const visits = visitsService(visitsRepository(deps.db));
  return {
    visits,
    install: (app) => {
      app.addHook('onResponse', downloadCounter(visits, deps.base));
    },
    routes: async (api) => {
      await api.register(visitsRoutes(visits));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
