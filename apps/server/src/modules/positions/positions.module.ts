import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { positionsRepository } from './positions.repository.js';
import { positionsRoutes } from './positions.routes.js';
import { positionsService } from './positions.service.js';

/** Job positions (SPEC §4). */
export function positionsModule(deps: { db: Db }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(positionsRoutes(positionsService(positionsRepository(deps.db))));
    },
  };
}
