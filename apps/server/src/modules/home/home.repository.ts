import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, homeContent, homeRotations } from '../../db/schema/index.js';

/** Purpose of a homepage file uploaded but not saved yet (not public; promoted on save, purged after a day). */
export const homeDraftPurpose = 'home-draft';
/** Purposes of the files the saved homepage uses (public through /file/view). */
export const homePurposes = ['carousel', 'video', 'members'] as const;

const fileColumns = {
  id: files.id,
  originalName: files.originalName,
  mimeType: files.mimeType,
  size: files.size,
  purpose: files.purpose,
  storageKey: files.storageKey,
};

export interface HomeSave {
  contentZh: string;
  contentEn: string;
  videoFileId: number | null;
  mapFileId: number | null;
  rotations: { fileId: number; nameZh: string; nameEn: string }[];
  /** Draft files this save starts using, with the purpose they take. */
  promote: { id: number; purpose: string }[];
}

/** SQL of the homepage content and of its files. */
export function homeRepository(db: Db) {
  return {
    content: async () => (await db.select().from(homeContent).where(eq(homeContent.id, 1)))[0],
    rotations: () => db.select().from(homeRotations).orderBy(asc(homeRotations.sort), asc(homeRotations.id)),
    /** The carousel with each image's file. */
    rotationFiles: () =>
      db
        .select({ nameZh: homeRotations.nameZh, nameEn: homeRotations.nameEn, file: fileColumns })
        .from(homeRotations)
        .innerJoin(files, eq(files.id, homeRotations.fileId))
        .orderBy(asc(homeRotations.sort), asc(homeRotations.id)),
    filesByIds: (ids: number[]) =>
      ids.length ? db.select(fileColumns).from(files).where(inArray(files.id, ids)) : Promise.resolve([]),

    /** Replaces the whole homepage content in one transaction. */
    save: (input: HomeSave) =>
      db.transaction(async (tx) => {
        const row = {
          contentZh: input.contentZh,
          contentEn: input.contentEn,
          videoFileId: input.videoFileId,
          mapFileId: input.mapFileId,
          updatedAt: new Date(),
        };
        await tx
          .insert(homeContent)
          .values({ id: 1, ...row })
          .onConflictDoUpdate({ target: homeContent.id, set: row });
        await tx.delete(homeRotations);
        if (input.rotations.length) {
          await tx.insert(homeRotations).values(input.rotations.map((r, sort) => ({ ...r, sort })));
        }
        for (const file of input.promote) {
          await tx
            .update(files)
            .set({ purpose: file.purpose })
            .where(and(eq(files.id, file.id), eq(files.purpose, homeDraftPurpose)));
        }
      }),

    /**
     * Deletes the rows of homepage files nothing uses any more (replaced media, drafts older than `draftsBefore`)
     * and returns their storage keys, for the bytes to be removed after.
     */
    async deleteUnused(draftsBefore: Date): Promise<string[]> {
      const unusedHome = and(
        inArray(files.purpose, [...homePurposes]),
        sql`not exists (select 1 from ${homeRotations} where ${homeRotations.fileId} = ${files.id})`,
        sql`not exists (select 1 from ${homeContent} where ${homeContent.videoFileId} = ${files.id} or ${homeContent.mapFileId} = ${files.id})`,
      );
      const staleDraft = and(eq(files.purpose, homeDraftPurpose), lt(files.createdAt, draftsBefore));
      const gone = await db.delete(files).where(or(unusedHome, staleDraft)).returning({ storageKey: files.storageKey });
      return gone.map((f) => f.storageKey);
    },
  };
}
export type HomeRepository = ReturnType<typeof homeRepository>;
export type HomeFileRow = Awaited<ReturnType<HomeRepository['filesByIds']>>[number];
