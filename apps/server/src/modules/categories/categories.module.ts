import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { categoriesRepository } from './categories.repository.js';
import { categoriesRoutes } from './categories.routes.js';
import { categoriesService } from './categories.service.js';

/** The category tree (SPEC §4 category dictionary). */
export function categoriesModule(deps: { db: Db }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(categoriesRoutes(categoriesService(categoriesRepository(deps.db))));
    },
  };
}
