import type { ServerModule } from '../../lib/server-module.js';
import type { RolesRepository } from './roles.repository.js';
import { rolesRoutes } from './roles.routes.js';
import { rolesService } from './roles.service.js';

/** Roles (SPEC §4); their repository is built in app.ts, permissions and the accounts' rules read it too. */
export function rolesModule(deps: { roles: RolesRepository }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(rolesRoutes(rolesService(deps.roles)));
    },
  };
}
