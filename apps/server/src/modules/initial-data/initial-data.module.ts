import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { DataRepository } from '../data/data.repository.js';
import type { DimensionsRepository } from '../dimensions/dimensions.repository.js';
import type { UploadRepository } from '../uploads/upload.repository.js';
import type { UploadSettings } from '../uploads/upload-settings.js';
import { initialDataRepository } from './initial-data.repository.js';
import { initialDataRoutes } from './initial-data.routes.js';
import { initialDataService } from './initial-data.service.js';

/** The initial data of statistical types (issue 4): entered by hand or from a spreadsheet. */
export function initialDataModule(deps: {
  db: Db;
  dimensions: DimensionsRepository;
  data: DataRepository;
  uploads: UploadRepository;
  uploadSettings: UploadSettings;
}): ServerModule {
  return {
    routes: async (api) => {
      await api.register(
        initialDataRoutes(
          initialDataService({
            dimensions: deps.dimensions,
            data: deps.data,
            uploads: deps.uploads,
            uploadSettings: deps.uploadSettings,
            counts: initialDataRepository(deps.db),
          }),
        ),
      );
    },
  };
}
