import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { AppError, notFound } from '../../errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { FileRow, FilesRepository } from './files.repository.js';

/** A full disk or quota (ENOSPC, EDQUOT) is a 507 `storageFull` the client can read; other failures stay 500s. */
export function storageWriteError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? new AppError('storageFull', 507) : error;
}

/** Purposes whose files anyone may view (home page media; avatars, which an <img> loads without a token). */
export const publicPurposes = new Set(['carousel', 'video', 'members', 'city-document', 'avatar']);

export function filesService(repo: FilesRepository, storage: FileStorage) {
  return {
    async save(input: { name: string; mimeType: string; bytes: Buffer; purpose: string; ownerId?: number }) {
      const ext = path
        .extname(input.name)
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, '');
      const storageKey = `${input.purpose}/${randomUUID()}${ext}`;
      await storage.put(storageKey, input.bytes).catch(async (error: unknown) => {
        // A write that failed part-way leaves no partial bytes behind; no row was written yet.
        await storage.remove(storageKey).catch(() => undefined);
        throw storageWriteError(error);
      });
      return repo.insert({
        storageKey,
        originalName: input.name,
        mimeType: input.mimeType,
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        purpose: input.purpose,
        ownerId: input.ownerId ?? null,
      });
    },
    /**
     * A file kept for one purpose (e.g. an upload's original), with a stream of its bytes; its callers decide who
     * may read it. A file of another purpose, or whose bytes are gone, is 404.
     */
    async openOf(id: number, purpose: string): Promise<{ file: FileRow; stream: NodeJS.ReadableStream }> {
      const file = await repo.find(id);
      if (!file || file.purpose !== purpose) throw notFound('FileDoesNotExist');
      try {
        return { file, stream: await storage.open(file.storageKey) };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw notFound('FileDoesNotExist');
        throw new AppError('storageUnavailable', 503);
      }
    },
    /** A file anyone may read, with a stream of its bytes. */
    async openPublic(id: number): Promise<{ file: FileRow; stream: NodeJS.ReadableStream }> {
      const file = await repo.find(id);
      if (!file || !publicPurposes.has(file.purpose)) throw notFound('FileDoesNotExist');
      return { file, stream: await storage.open(file.storageKey) };
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
