import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { PlacesService } from '../data/places.service.js';
import type { FilesService } from '../files/files.service.js';
import { citiesRepository } from './cities.repository.js';
import { cityAdminRepository } from './city-admin.repository.js';
import { cityAdminRoutes } from './city-admin.routes.js';
import { cityAdminService } from './city-admin.service.js';
import { cityFileService } from './city-file.service.js';
import { cityManagerRoutes, receptionCityRoutes } from './city-manager.routes.js';
import { cityManagerService } from './city-manager.service.js';
import { loadPlaces, resolvePlace } from './place-index.repository.js';

/** City information (issue 4): the cities' pages and files, their administration and import, the reception's view. */
export function citiesModule(deps: {
  db: Db;
  storage: FileStorage;
  base: string;
  files: FilesService;
  placePicker: PlacesService;
}): ServerModule {
  const { db } = deps;
  const cities = cityManagerService(citiesRepository(db), deps.files, deps.storage, deps.base);
  return {
    routes: async (api) => {
      await api.register(cityManagerRoutes(cities, deps.placePicker));
      await api.register(
        cityAdminRoutes(
          cityAdminService(cityAdminRepository(db)),
          cityFileService(cityAdminRepository(db), () => loadPlaces(db, { withRetired: true })),
          (text, countryId, scope) => resolvePlace(db, text, countryId, scope),
        ),
      );
      await api.register(receptionCityRoutes(cities));
    },
  };
}
