import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { fileUsageRepository } from '../files/file-usage.repository.js';
import { filesRepository } from '../files/files.repository.js';
import { filesService } from '../files/files.service.js';
import { ossFilesService } from '../files/oss-files.service.js';
import type { FileStorage } from '../files/storage.js';
import type { Mailer } from '../mail/mailer.js';
import { accountCenterRepository } from './account-center.repository.js';
import { accountCenterRoutes } from './account-center.routes.js';
import { accountCenterService } from './account-center.service.js';

/** The account center's routes (register inside API_BASE); avatars go through the files module. */
export function accountCenterModule(deps: { db: Db; storage: FileStorage; mailer: Mailer; base: string }) {
  return async (app: FastifyInstance) => {
    const repo = filesRepository(deps.db);
    const files = filesService(repo, deps.storage);
    const log = (error: unknown, message: string) => app.log.warn({ err: error }, message);
    const ossFiles = ossFilesService({ repo, usage: fileUsageRepository(deps.db), files, storage: deps.storage, log });
    const service = accountCenterService({
      repo: accountCenterRepository(deps.db),
      files,
      ossFiles,
      mailer: deps.mailer,
      base: deps.base,
      log,
    });
    await app.register(accountCenterRoutes(service));
  };
}
