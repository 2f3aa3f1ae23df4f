import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { duplicateRepository } from './duplicate.repository.js';
import { duplicateRoutes } from './duplicate.routes.js';
import { duplicateService } from './duplicate.service.js';

/** The duplicate check of the back-office forms (is this value taken?). */
export function duplicateModule(deps: { db: Db }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(duplicateRoutes(duplicateService(duplicateRepository(deps.db))));
    },
  };
}
