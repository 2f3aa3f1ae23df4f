import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { AnnouncementsService } from '../announcements/announcements.service.js';
import { receptionSeriesRoutes } from './reception-series.routes.js';
import { receptionSeriesService } from './reception-series.service.js';
import { presentSeries } from './series.presenter.js';
import { seriesRepository } from './series.repository.js';
import { seriesRoutes } from './series.routes.js';
import { seriesService } from './series.service.js';
import { seriesImportRoutes, seriesImportService } from './series-import.js';
import { seriesPushRepository } from './series-push.repository.js';
import { seriesPushRoutes } from './series-push.routes.js';
import { seriesPushService } from './series-push.service.js';

/**
 * Series (issue 4): the tree, its import, the reception's view and the information push (released, delivered
 * and mailed like any announcement, through the announcements service handed in). Provides how a series row is
 * shown, to the statistics core.
 */
export function seriesModule(deps: {
  db: Db;
  announcements: Pick<AnnouncementsService, 'create' | 'release' | 'remove'>;
}) {
  const series = seriesRepository(deps.db);
  return {
    presentSeries,
    routes: async (api) => {
      await api.register(seriesRoutes(seriesService(series)));
      await api.register(seriesImportRoutes(seriesImportService(series)));
      await api.register(receptionSeriesRoutes(receptionSeriesService(series)));
      await api.register(
        seriesPushRoutes(
          seriesPushService({ series, pushes: seriesPushRepository(deps.db), announcements: deps.announcements }),
        ),
      );
    },
  } satisfies ServerModule & Record<string, unknown>;
}
