import {
  type HomeAdminContent,
  type HomeContent,
  type HomeContentEdit,
  type HomeFile,
  type HomeFileKind,
  homeFileRules,
} from '@csp/contract';
import { AppError, badRequest } from '../../errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { checkFileName } from '../cities/city-manager.service.js';
import type { FilesService } from '../files/files.service.js';
import { type HomeFileRow, type HomeRepository, homeDraftPurpose } from './home.repository.js';
import { checkHomeFile } from './home-files.js';

/** Drafts (uploaded, never saved) older than this are removed. */
const draftLifetimeMs = 24 * 60 * 60 * 1000;

interface Log {
  warn(obj: object, msg: string): void;
}

/** The homepage content (SPEC §2 "Home page", §5 carousel and media rules): public view, editor view and save. */
export function homeService(
  repo: HomeRepository,
  deps: { base: string; files?: FilesService; storage?: FileStorage; now?: () => Date },
) {
  const fileUrl = (id: number) => `${deps.base}/file/view/${id}`;
  const now = deps.now ?? (() => new Date());
  const toFile = (f: Pick<HomeFileRow, 'id' | 'originalName' | 'mimeType' | 'size'>): HomeFile => ({
    fileId: String(f.id),
    fileName: f.originalName,
    mimeType: f.mimeType,
    size: f.size,
    url: fileUrl(f.id),
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`home service built without ${what}`);
    return value;
  };

  /** Removes the rows and bytes of homepage files nothing uses; never fails the request that triggered it. */
  async function cleanUp(log: Log) {
    try {
      const keys = await repo.deleteUnused(new Date(now().getTime() - draftLifetimeMs));
      for (const key of keys) await need(deps.storage, 'storage').remove(key);
    } catch (error) {
      log.warn({ err: error }, 'homepage file clean-up failed');
    }
  }

  return {
    async content(): Promise<HomeContent> {
      const [content, rotations] = await Promise.all([repo.content(), repo.rotations()]);
      return {
        cityIndexRotations: rotations.map((r) => ({
          fileId: String(r.fileId),
          nameZh: r.nameZh,
          nameEn: r.nameEn,
          url: fileUrl(r.fileId),
        })),
        cityIndexContent: {
          contentZh: sanitizeRichText(content?.contentZh ?? ''),
          contentEn: sanitizeRichText(content?.contentEn ?? ''),
          videoId: content?.videoFileId ? String(content.videoFileId) : null,
          videoUrl: content?.videoFileId ? fileUrl(content.videoFileId) : null,
          mapFileId: content?.mapFileId ? String(content.mapFileId) : null,
          mapUrl: content?.mapFileId ? fileUrl(content.mapFileId) : null,
        },
      };
    },

    /** What the content editor loads. */
    async adminContent(): Promise<HomeAdminContent> {
      const [content, rotations] = await Promise.all([repo.content(), repo.rotationFiles()]);
      const media = await repo.filesByIds([content?.videoFileId, content?.mapFileId].filter((id) => id != null));
      const find = (id: number | null | undefined) => media.find((f) => f.id === id);
      const video = find(content?.videoFileId);
      const members = find(content?.mapFileId);
      return {
        rotations: rotations.map((r) => ({ ...toFile(r.file), nameZh: r.nameZh, nameEn: r.nameEn })),
        contentZh: sanitizeRichText(content?.contentZh ?? ''),
        contentEn: sanitizeRichText(content?.contentEn ?? ''),
        video: video ? toFile(video) : null,
        members: members ? toFile(members) : null,
        updatedAt: content?.updatedAt ? content.updatedAt.toISOString() : null,
      };
    },

    /** Stores an uploaded file as a draft after the SPEC §5 checks; it is public only once a save uses it. */
    async upload(
      kind: HomeFileKind,
      upload: { fileName: string; bytes: Buffer },
      userId: number,
      log: Log,
    ): Promise<HomeFile> {
      const name = checkFileName(upload.fileName);
      const mimeType = checkHomeFile(kind, name, upload.bytes);
      const saved = await need(deps.files, 'files').save({
        name,
        mimeType,
        bytes: upload.bytes,
        purpose: homeDraftPurpose,
        ownerId: userId,
      });
      await cleanUp(log);
      return toFile(saved);
    },

    /**
     * Replaces the homepage content: 1 to 5 carousel images (checked by the request schema), each file of the
     * right kind and either in use already or uploaded for it, no two files with the same name, rich text sanitized.
     */
    async save(input: HomeContentEdit, log: Log): Promise<HomeAdminContent> {
      const wanted: { field: string; kind: HomeFileKind; id: number }[] = [
        ...input.rotations.map((r, i) => ({
          field: `rotations.${i}.fileId`,
          kind: 'carousel' as const,
          id: Number(r.fileId),
        })),
        ...(input.videoFileId ? [{ field: 'videoFileId', kind: 'video' as const, id: Number(input.videoFileId) }] : []),
        ...(input.mapFileId ? [{ field: 'mapFileId', kind: 'members' as const, id: Number(input.mapFileId) }] : []),
      ];
      const rows = new Map((await repo.filesByIds([...new Set(wanted.map((w) => w.id))])).map((f) => [f.id, f]));
      const names = new Map<string, string>();
      const promote: { id: number; purpose: string }[] = [];
      for (const w of wanted) {
        const file = rows.get(w.id);
        const fits =
          file &&
          (file.purpose === w.kind || file.purpose === homeDraftPurpose) &&
          (homeFileRules[w.kind].mimeTypes as readonly string[]).includes(file.mimeType);
        if (!file) throw badRequest('FileDoesNotExist', [{ field: w.field, message: 'FileDoesNotExist' }]);
        if (!fits) throw badRequest('homeFileNotUsable', [{ field: w.field, message: 'homeFileNotUsable' }]);
        const key = file.originalName.toLowerCase();
        if (names.has(key)) {
          throw new AppError('fileNameRepeat', 409, [{ field: w.field, message: 'fileNameRepeat' }]);
        }
        names.set(key, w.field);
        if (file.purpose === homeDraftPurpose) promote.push({ id: file.id, purpose: w.kind });
      }
      await repo.save({
        contentZh: sanitizeRichText(input.contentZh),
        contentEn: sanitizeRichText(input.contentEn),
        videoFileId: input.videoFileId ? Number(input.videoFileId) : null,
        mapFileId: input.mapFileId ? Number(input.mapFileId) : null,
        rotations: input.rotations.map((r) => ({ fileId: Number(r.fileId), nameZh: r.nameZh, nameEn: r.nameEn })),
        promote,
      });
      await cleanUp(log);
      return this.adminContent();
    },
  };
}
export type HomeService = ReturnType<typeof homeService>;
