import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { filesRepository } from '../files/files.repository.js';
import { filesService } from '../files/files.service.js';
import type { FileStorage } from '../files/storage.js';
import { homeRepository } from './home.repository.js';
import { homeAdminRoutes, homeRoutes } from './home.routes.js';
import { homeService } from './home.service.js';

/** The public home page content and its editor, registered under the API base path. */
export function homeModule(deps: { db: Db; storage: FileStorage; base: string }) {
  const service = homeService(homeRepository(deps.db), {
    base: deps.base,
    files: filesService(filesRepository(deps.db), deps.storage),
    storage: deps.storage,
  });
  return async (api: FastifyInstance) => {
    await api.register(homeRoutes(service));
    await api.register(homeAdminRoutes(service));
  };
}
