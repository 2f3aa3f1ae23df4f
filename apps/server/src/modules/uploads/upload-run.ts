import type { UploadSource } from '@csp/contract';
import type { WritePipeline } from '../../db/write-pipeline.js';
import { AppError } from '../../errors.js';
import type { UploadRepository } from './upload.repository.js';
import type { UploadSettings } from './upload-settings.js';

/** What the work of an upload gets: the upload's id, the repository bound to its transaction, its write pipeline. */
export interface UploadWork {
  uploadId: number;
  tx: UploadRepository;
  pipe: WritePipeline;
}

/**
 * Runs the work of one recorded upload (values, GDP deflators, initial data): the upload is recorded as
 * 'processing' under this instance's lease, renewed while the work goes on; the work runs in ONE transaction
 * with its write pipeline (every batch write settles before COMMIT or ROLLBACK, `db/write-pipeline.ts`), and
 * the upload is marked done in that same transaction, so its rows and its 'done' commit together or not at
 * all. On failure the upload is marked failed with the error's key and field errors, and the error goes on.
 * An instance that dies midway leaves its upload 'processing' with a lease that runs out; housekeeping
 * (`upload-housekeeping.ts`) then marks it failed as `uploadInterrupted`.
 */
export async function runUpload<T>(
  repo: UploadRepository,
  settings: UploadSettings,
  row: { userId: number; seriesId: number | null; fileName: string; source?: UploadSource | null },
  work: (w: UploadWork) => Promise<{ rowCount: number; result: T }>,
): Promise<{ uploadId: number; rowCount: number; result: T }> {
  const uploadId = await repo.createUpload(
    { ...row, fileName: row.fileName.slice(0, 255) },
    { instance: settings.instance, ms: settings.leaseMs },
  );
  const renew = setInterval(
    () => void repo.renewLease(uploadId, settings.leaseMs).catch(() => undefined),
    Math.max(500, Math.floor(settings.leaseMs / 3)),
  );
  renew.unref();
  try {
    const done = await repo.transaction(async (tx, pipe) => {
      const out = await work({ uploadId, tx, pipe });
      await pipe.drain();
      await tx.markDone(uploadId, settings.instance, out.rowCount);
      return out;
    });
    return { uploadId, ...done };
  } catch (error) {
    const errors = error instanceof AppError ? [{ key: error.key }, ...error.fieldErrors] : [{ key: 'internalError' }];
    await repo.finishUpload(uploadId, { status: 'failed', rowCount: 0, errors }).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(renew);
  }
}
