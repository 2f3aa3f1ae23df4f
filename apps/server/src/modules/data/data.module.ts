import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { dataRepository } from './data.repository.js';
import { dataRoutes } from './data.routes.js';
import { dataService } from './data.service.js';
import { dataLogsRepository } from './data-logs.repository.js';
import { placesRepository } from './places.repository.js';
import { placesService } from './places.service.js';
import { reviewRoutes } from './review.routes.js';
import { reviewService } from './review.service.js';

/**
 * Data values and their review (issue 4). Provides the values' repository and the places (series, economies,
 * cities within the area rule) to the uploads, city and initial-data modules.
 */
export function dataModule(deps: { db: Db }) {
  const data = dataRepository(deps.db);
  const places = placesRepository(deps.db);
  return {
    data,
    places,
    placePicker: placesService(places),
    routes: async (api) => {
      await api.register(dataRoutes(dataService(data, dataLogsRepository(deps.db), places)));
      await api.register(reviewRoutes(reviewService(data, places)));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
