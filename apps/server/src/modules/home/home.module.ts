import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { FilesService } from '../files/files.service.js';
import { homeRepository } from './home.repository.js';
import { homeAdminRoutes, homeRoutes } from './home.routes.js';
import { homeService } from './home.service.js';

/** The public home page content and its editor; its images are stored through the files module. */
export function homeModule(deps: { db: Db; storage: FileStorage; base: string; files: FilesService }): ServerModule {
  const service = homeService(homeRepository(deps.db), { base: deps.base, files: deps.files, storage: deps.storage });
  return {
    routes: async (api) => {
      await api.register(homeRoutes(service));
      await api.register(homeAdminRoutes(service));
    },
  };
}
