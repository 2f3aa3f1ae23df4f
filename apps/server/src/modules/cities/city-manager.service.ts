import path from 'node:path';
import type { CityDescribe, CityInfoListQuery, CityInfoRow, Language, PageResult } from '@csp/contract';
import { type Actor, scopeCovers } from '../../db/area-scope.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { toPage } from '../../lib/paging.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { FilesService } from '../files/files.service.js';
import type { CitiesRepository } from './cities.repository.js';

/** City documents: Word or PDF (SPEC §5), told apart by their first bytes, not only by the name. */
const documentTypes: Record<string, { mime: string; magic: number[] }> = {
  pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
  doc: { mime: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0] },
};

/** A file name we keep: no path, no control characters, at most 200 characters, with an extension. */
export function checkFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/')).trim();
  if (
    base === '' ||
    base.length > 200 ||
    base !== name.trim() ||
    [...base].some((ch) => ch.charCodeAt(0) < 32 || '<>:"|?*'.includes(ch)) ||
    base.startsWith('.')
  ) {
    throw badRequest('FileNameIsIllegal', [{ field: 'file', message: 'FileNameIsIllegal' }]);
  }
  return base;
}

/** City introductions (sanitized rich text) and documents, changed only inside the editor's area. */
export function cityManagerService(repo: CitiesRepository, files: FilesService, storage: FileStorage, base: string) {
  async function mustFind(id: number) {
    const city = await repo.find(id);
    if (!city) throw notFound('cityNotExist');
    return city;
  }
  function guard(actor: Actor, city: { id: number; countryId: number }) {
    if (!scopeCovers(actor.scope, { countryId: city.countryId, cityId: city.id })) {
      throw forbidden(actor.scope.kind === 'city' ? 'notHereAdmin' : 'notJurisdiction');
    }
  }
  return {
    /** The back-office city list of the caller's area. */
    async list(query: CityInfoListQuery, actor: Actor): Promise<PageResult<CityInfoRow>> {
      const { rows, total } = await repo.page(actor.scope, query);
      const records = rows.map(({ updatedAt, ...r }) => ({
        ...r,
        id: String(r.id),
        countryId: String(r.countryId),
        hasDescribe: Boolean(r.hasDescribe),
        retired: Boolean(r.retired),
        documents: Number(r.documents),
        updateTime: updatedAt.toISOString(),
      }));
      return toPage(records, total, query);
    },
    /** A city's introduction and documents; `visitor`: a retired city is not found. */
    async describe(id: number, lang: Language, visitor = false): Promise<CityDescribe> {
      const city = await mustFind(id);
      if (visitor && city.retiredAt) throw notFound('cityNotExist');
      const docs = await repo.files(id);
      const describeZh = sanitizeRichText(city.describeZh);
      const describeEn = sanitizeRichText(city.describeEn);
      return {
        cityId: String(city.id),
        describe: lang === 'zh' ? describeZh || describeEn : describeEn || describeZh,
        describeZh,
        describeEn,
        files: docs.map((d) => ({
          id: String(d.id),
          fileName: d.fileName,
          url: `${base}/reception/city/data/manager/downloadFile?id=${d.id}`,
        })),
      };
    },
    async editDescribe(
      input: { id: string; describeZh: string; describeEn: string; startYear?: number | null; endYear?: number | null },
      actor: Actor,
      lang: Language,
    ) {
      const city = await mustFind(Number(input.id));
      guard(actor, city);
      if (input.startYear != null && input.endYear != null && input.startYear > input.endYear) {
        throw badRequest('TheStartTimeCannot', [{ field: 'startYear', message: 'TheStartTimeCannot' }]);
      }
      await repo.updateDescribe(city.id, {
        describeZh: sanitizeRichText(input.describeZh),
        describeEn: sanitizeRichText(input.describeEn),
        startYear: input.startYear,
        endYear: input.endYear,
      });
      return this.describe(city.id, lang);
    },
    /** Stores a Word or PDF document of a city; names are unique per city. */
    async addDocument(cityId: number, upload: { fileName: string; bytes: Buffer }, actor: Actor) {
      const city = await mustFind(cityId);
      guard(actor, city);
      const name = checkFileName(upload.fileName);
      const ext = path.extname(name).slice(1).toLowerCase();
      const type = documentTypes[ext];
      if (!type?.magic.every((b, i) => upload.bytes[i] === b)) {
        throw new AppError('IllegalFileType', 415, [{ field: 'file', message: 'IllegalFileType' }]);
      }
      if (await repo.nameTaken(cityId, name))
        throw conflict('fileNameRepeat', [{ field: 'file', message: 'fileNameRepeat' }]);
      const stored = await files.save({
        name,
        mimeType: type.mime,
        bytes: upload.bytes,
        purpose: 'city-document',
        ownerId: actor.userId,
      });
      const id = await repo.insertFile({ cityId, fileId: stored.id, fileName: name });
      return { id: String(id), fileName: name, url: `${base}/reception/city/data/manager/downloadFile?id=${id}` };
    },
    async removeDocument(id: number, actor: Actor) {
      const doc = await repo.findFile(id);
      if (!doc) throw notFound('FileDoesNotExist');
      guard(actor, await mustFind(doc.cityId));
      await repo.deleteFile(id);
    },
    /** A city document's bytes, for anyone (city documents are public). */
    async openDocument(id: number) {
      const doc = await repo.findFile(id);
      if (!doc) throw notFound('FileDoesNotExist');
      return {
        fileName: doc.fileName,
        mimeType: doc.file.mimeType,
        stream: await storage.open(doc.file.storageKey).catch(() => {
          throw notFound('FileDoesNotExist');
        }),
      };
    },
  };
}
export type CityManagerService = ReturnType<typeof cityManagerService>;
