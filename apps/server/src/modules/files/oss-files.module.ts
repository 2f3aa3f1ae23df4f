import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { fileUsageRepository } from './file-usage.repository.js';
import { filesRepository } from './files.repository.js';
import { filesService } from './files.service.js';
import { ossFilesRoutes } from './oss-files.routes.js';
import { ossFilesService } from './oss-files.service.js';
import type { FileStorage } from './storage.js';

/** The OSS file list's routes (register inside API_BASE). */
export function ossFilesModule(deps: { db: Db; storage: FileStorage }) {
  return async (app: FastifyInstance) => {
    const repo = filesRepository(deps.db);
    const service = ossFilesService({
      repo,
      usage: fileUsageRepository(deps.db),
      files: filesService(repo, deps.storage),
      storage: deps.storage,
      log: (error, message) => app.log.warn({ err: error }, message),
    });
    await app.register(ossFilesRoutes(service));
  };
}
