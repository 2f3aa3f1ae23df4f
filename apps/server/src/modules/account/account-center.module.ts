import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { FilesService } from '../files/files.service.js';
import type { OssFilesService } from '../files/oss-files.service.js';
import type { Mailer } from '../mail/mailer.js';
import { accountCenterRepository } from './account-center.repository.js';
import { accountCenterRoutes } from './account-center.routes.js';
import { accountCenterService } from './account-center.service.js';
import { registerSessionActivity } from './session-activity.js';

/**
 * The account center (one's own profile, avatar, sessions and messages); avatars go through the files module.
 * Installs the hook that notes when each session was last used, on the root app so every route counts.
 */
export function accountCenterModule(deps: {
  db: Db;
  files: FilesService;
  ossFiles: OssFilesService;
  mailer: Mailer;
  base: string;
  log: FastifyBaseLogger;
}): ServerModule {
  const service = accountCenterService({
    repo: accountCenterRepository(deps.db),
    files: deps.files,
    ossFiles: deps.ossFiles,
    mailer: deps.mailer,
    base: deps.base,
    log: (error: unknown, message: string) => deps.log.warn({ err: error }, message),
  });
  return {
    install: (app) => registerSessionActivity(app, deps.db),
    routes: async (api) => {
      await api.register(accountCenterRoutes(service));
    },
  };
}
