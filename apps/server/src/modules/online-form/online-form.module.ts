import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { formDataService } from './form-data.service.js';
import { onlineFormRepository } from './online-form.repository.js';
import { onlineFormApiRoutes, onlineFormRoutes } from './online-form.routes.js';
import { onlineFormService } from './online-form.service.js';

/** Online forms: definitions over allow-listed tables, and their list/detail/edit views (README.md). */
export function onlineFormModule(deps: { db: Db }): ServerModule {
  const repo = onlineFormRepository(deps.db);
  return {
    routes: async (api) => {
      await api.register(onlineFormRoutes(onlineFormService(repo)));
      await api.register(onlineFormApiRoutes(formDataService(repo)));
    },
  };
}
