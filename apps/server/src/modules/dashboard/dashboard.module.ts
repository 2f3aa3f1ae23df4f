import type { Db } from '../../db/client.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { dashboardService } from './dashboard.service.js';

/** The back-office dashboard, registered under the API base path. */
export const dashboardModule = (db: Db) => dashboardRoutes(dashboardService(dashboardRepository(db)));
