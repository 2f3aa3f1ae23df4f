import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { dimensionsRepository } from './dimensions.repository.js';
import { dimensionsRoutes } from './dimensions.routes.js';
import { dimensionsService } from './dimensions.service.js';

/** Statistical types of the series (issue 4); provides their repository to the initial-data module. */
export function dimensionsModule(deps: { db: Db }) {
  const dimensions = dimensionsRepository(deps.db);
  return {
    dimensions,
    routes: async (api) => {
      await api.register(dimensionsRoutes(dimensionsService(dimensions)));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
