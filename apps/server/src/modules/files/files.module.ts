import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { ServerModule } from '../../lib/server-module.js';
import { fileUsageRepository } from './file-usage.repository.js';
import { filesRepository } from './files.repository.js';
import { filesRoutes } from './files.routes.js';
import { filesService } from './files.service.js';
import { ossFilesRoutes } from './oss-files.routes.js';
import { ossFilesService } from './oss-files.service.js';

/**
 * Stored files: the upload and download routes and the OSS file list. Provides the files service and the OSS
 * list's service to the modules that keep files (home, account center, cities).
 */
export function filesModule(deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger }) {
  const repo = filesRepository(deps.db);
  const files = filesService(repo, deps.storage);
  const ossFiles = ossFilesService({
    repo,
    usage: fileUsageRepository(deps.db),
    files,
    storage: deps.storage,
    log: (error, message) => deps.log.warn({ err: error }, message),
  });
  return {
    files,
    ossFiles,
    routes: async (api) => {
      await api.register(filesRoutes(files));
      await api.register(ossFilesRoutes(ossFiles));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
