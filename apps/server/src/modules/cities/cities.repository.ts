import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, cityFiles, files } from '../../db/schema/index.js';

/** SQL of city introductions and documents. */
export function citiesRepository(db: Db) {
  return {
    find: async (id: number) => (await db.select().from(cities).where(eq(cities.id, id)))[0],
    updateDescribe: (
      id: number,
      row: { describeZh: string; describeEn: string; startYear?: number | null; endYear?: number | null },
    ) =>
      db
        .update(cities)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(cities.id, id)),
    files: (cityId: number) =>
      db
        .select({ id: cityFiles.id, fileName: cityFiles.fileName, fileId: cityFiles.fileId })
        .from(cityFiles)
        .where(eq(cityFiles.cityId, cityId))
        .orderBy(asc(cityFiles.fileName)),
    /** A city document with its stored file. */
    findFile: async (id: number) =>
      (
        await db
          .select({ id: cityFiles.id, cityId: cityFiles.cityId, fileName: cityFiles.fileName, file: files })
          .from(cityFiles)
          .innerJoin(files, eq(files.id, cityFiles.fileId))
          .where(eq(cityFiles.id, id))
      )[0],
    nameTaken: async (cityId: number, fileName: string) =>
      (
        await db
          .select({ id: cityFiles.id })
          .from(cityFiles)
          .where(and(eq(cityFiles.cityId, cityId), eq(cityFiles.fileName, fileName)))
      ).length > 0,
    async insertFile(row: { cityId: number; fileId: number; fileName: string }) {
      const [created] = await db.insert(cityFiles).values(row).returning({ id: cityFiles.id });
      if (!created) throw new Error('city file insert returned nothing');
      return created.id;
    },
    deleteFile: (id: number) => db.delete(cityFiles).where(eq(cityFiles.id, id)),
  };
}
export type CitiesRepository = ReturnType<typeof citiesRepository>;
