import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { uploadRepository } from './upload.repository.js';
import type { UploadSettings } from './upload-settings.js';

/**
 * Fails the uploads a stopped instance left 'processing' (their rows were never committed: an upload's rows and
 * its 'done' commit together, `upload-run.ts`): those whose lease ran out, or every one when `all` (PGlite at
 * start-up: no other process can be working on its database). Returns the uploads it failed.
 */
export function failInterruptedUploads(db: Db, options: { all?: boolean } = {}) {
  return uploadRepository(db).failInterrupted(options);
}

/**
 * Housekeeping of this instance: every half lease, uploads whose instance stopped renewing its lease are failed
 * as `uploadInterrupted`. A live instance renews its uploads' leases every third of a lease, so another
 * instance's upload in progress is never taken for dead.
 */
export function registerUploadHousekeeping(app: FastifyInstance, deps: { db: Db; settings: UploadSettings }) {
  const log = app.log.child({ module: 'uploads' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const failed = await failInterruptedUploads(deps.db);
      if (failed.length > 0)
        log.warn({ uploads: failed }, 'uploads left processing by a stopped instance marked failed');
    } catch (error) {
      log.warn({ err: error }, 'interrupted uploads not checked');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => {
        running ??= sweep().finally(() => {
          running = undefined;
        });
      },
      Math.max(1000, Math.floor(deps.settings.leaseMs / 2)),
    );
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
