import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { searchRepository } from './search.repository.js';
import { searchRoutes } from './search.routes.js';
import { searchService } from './search.service.js';

/** The explorer's search across cities, economies and indicators (issue 19). */
export function searchModule(deps: { db: Db }) {
  const service = searchService(searchRepository(deps.db));
  return {
    routes: async (api) => {
      await api.register(searchRoutes(service));
    },
  } satisfies ServerModule;
}
