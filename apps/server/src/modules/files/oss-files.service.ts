import type { OssFile, OssFileListQuery } from '@csp/contract';
import { AppError, conflict, notFound } from '../../errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { toPage } from '../../lib/paging.js';
import { idText, isoTime } from '../../lib/replies.js';
import type { FileUsageRepository } from './file-usage.repository.js';
import type { FileRow, FilesRepository } from './files.repository.js';
import type { FilesService } from './files.service.js';

const present = (file: FileRow, ownerName: string | null, usage: Map<string, number> | undefined): OssFile => {
  const uses = [...(usage ?? new Map<string, number>())].map(([kind, count]) => ({ kind, count }));
  return {
    id: String(file.id),
    name: file.originalName,
    mimeType: file.mimeType,
    size: file.size,
    purpose: file.purpose,
    sha256: file.sha256,
    ownerId: idText(file.ownerId),
    ownerName,
    createTime: isoTime(file.createdAt),
    usage: uses,
    inUse: uses.length > 0,
  };
};

/** A foreign key to `files` refused the delete: someone started using the file meanwhile. */
function isForeignKeyViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: string }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The OSS file list (SPEC §2 "Other"): every stored file with its owner and uses; uploads by administrators;
 * downloads; deletes only of files used nowhere (409 `fileInUse`), the row first, then the bytes.
 */
export function ossFilesService(deps: {
  repo: FilesRepository;
  usage: FileUsageRepository;
  files: FilesService;
  storage: FileStorage;
  log?: (error: unknown, message: string) => void;
}) {
  const { repo, usage, storage } = deps;
  const usesOf = async (id: number) => (await usage.usageOf([id])).get(id);
  return {
    async page(query: OssFileListQuery) {
      const inUse = query.inUse ? { used: query.inUse === '1', condition: await usage.inUseCondition() } : undefined;
      const { rows, total } = await repo.page({ ...query, inUse });
      const uses = await usage.usageOf(rows.map((r) => r.file.id));
      return toPage(
        rows.map((r) => present(r.file, r.ownerName, uses.get(r.file.id))),
        total,
        query,
      );
    },
    async upload(input: { name: string; mimeType: string; bytes: Buffer; ownerId: number }) {
      const saved = await deps.files.save({ ...input, purpose: 'oss' });
      return present(saved, null, undefined);
    },
    /** A file's row and bytes for download (any purpose: the OSS list is for administrators). */
    async open(id: number) {
      const file = await repo.find(id);
      if (!file) throw notFound('FileDoesNotExist');
      try {
        return { file, stream: await storage.open(file.storageKey) };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw notFound('FileDoesNotExist');
        throw new AppError('storageUnavailable', 503);
      }
    },
    async remove(id: number) {
      const file = await repo.find(id);
      if (!file) throw notFound('FileDoesNotExist');
      if (await usesOf(id)) throw conflict('fileInUse');
      const deleted = await repo.delete(id).catch((error) => {
        if (isForeignKeyViolation(error)) throw conflict('fileInUse');
        throw error;
      });
      if (!deleted) throw notFound('FileDoesNotExist');
      await storage
        .remove(file.storageKey)
        .catch((error) => deps.log?.(error, 'stored bytes of a deleted file remain'));
    },
    /** Removes a file of a purpose when nothing uses it any more (a replaced avatar); false when kept. */
    async removeIfUnused(id: number, purpose: string): Promise<boolean> {
      const file = await repo.find(id);
      if (!file || file.purpose !== purpose || (await usesOf(id))) return false;
      try {
        if (!(await repo.delete(id))) return false;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
      await storage
        .remove(file.storageKey)
        .catch((error) => deps.log?.(error, 'stored bytes of a deleted file remain'));
      return true;
    },
  };
}
export type OssFilesService = ReturnType<typeof ossFilesService>;
