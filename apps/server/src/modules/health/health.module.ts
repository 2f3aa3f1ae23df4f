import type { Database } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { healthRoutes } from './health.routes.js';

/** The health check, at the root (outside the API base path), for load balancers. */
export function healthModule(deps: { database: Database }): ServerModule {
  return {
    install: async (app) => {
      await app.register(healthRoutes(deps.database));
    },
  };
}
