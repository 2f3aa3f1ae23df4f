import type { ServerModule } from '../../lib/server-module.js';
import type { DepartmentsRepository } from './departments.repository.js';
import { departmentsRoutes } from './departments.routes.js';
import { departmentsService } from './departments.service.js';

/** Departments (SPEC §4); their repository is built in app.ts, the accounts' rules read it too. */
export function departmentsModule(deps: { departments: DepartmentsRepository }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(departmentsRoutes(departmentsService(deps.departments)));
    },
  };
}
