import type { ServerModule } from '../../lib/server-module.js';
import type { TenantsRepository } from './tenants.repository.js';
import { tenantsRoutes } from './tenants.routes.js';
import { tenantsService } from './tenants.service.js';

/** Tenants (SPEC §7); their repository is built in app.ts, sign-in and the accounts' rules read it too. */
export function tenantsModule(deps: { tenants: TenantsRepository }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(tenantsRoutes(tenantsService(deps.tenants)));
    },
  };
}
