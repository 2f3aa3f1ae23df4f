import type { Db } from '../../db/client.js';
import { visitsRepository } from '../visits/visits.repository.js';
import { visitsService } from '../visits/visits.service.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { dashboardService } from './dashboard.service.js';

/** The back-office dashboard, registered under the API base path. */
export const dashboardModule = (db: Db) =>
  dashboardRoutes(dashboardService(dashboardRepository(db), visitsService(visitsRepository(db))));
