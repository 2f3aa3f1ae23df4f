import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { VisitsService } from '../visits/visits.service.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { dashboardService } from './dashboard.service.js';

/** The back-office dashboard; the visit counts come from the visits module. */
export function dashboardModule(deps: { db: Db; visits: VisitsService }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(dashboardRoutes(dashboardService(dashboardRepository(deps.db), deps.visits)));
    },
  };
}
