import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import { dataRulesRepository } from './data-rules.repository.js';
import { dataRulesRoutes } from './data-rules.routes.js';
import { dataRulesService } from './data-rules.service.js';
import { permissionsRepository } from './permissions.repository.js';
import { permissionsRoutes } from './permissions.routes.js';
import { permissionsService } from './permissions.service.js';

/** Permissions (menus and buttons) of roles and the data rules of permissions (SPEC §4). */
export function permissionsModule(deps: { db: Db; roles: RolesRepository }): ServerModule {
  const permissionRows = permissionsRepository(deps.db);
  return {
    routes: async (api) => {
      await api.register(permissionsRoutes(permissionsService(permissionRows, deps.roles)));
      await api.register(
        dataRulesRoutes(
          dataRulesService({ repo: dataRulesRepository(deps.db), permissions: permissionRows, roles: deps.roles }),
        ),
      );
    },
  };
}
