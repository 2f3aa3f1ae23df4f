import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { dictItemsRoutes } from './dict-items.routes.js';
import { dictsRepository } from './dicts.repository.js';
import { dictsRoutes } from './dicts.routes.js';
import { dictsService } from './dicts.service.js';

/** Dictionaries and their items (SPEC §4); provides every item, which sign-in hands to the client. */
export function dictsModule(deps: { db: Db }) {
  const dicts = dictsService(dictsRepository(deps.db));
  return {
    allItems: dicts.allItems,
    routes: async (api) => {
      await api.register(dictsRoutes(dicts));
      await api.register(dictItemsRoutes(dicts));
    },
  } satisfies ServerModule & { allItems: unknown };
}
