import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { geoRepository } from './geo.repository.js';
import { geoRoutes } from './geo.routes.js';
import { geoService } from './geo.service.js';

/** Economies and cities as places (the public lists); provides their repository to the accounts' rules. */
export function geoModule(deps: { db: Db }) {
  const geo = geoRepository(deps.db);
  return {
    geo,
    routes: async (api) => {
      await api.register(geoRoutes(geoService(geo)));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
