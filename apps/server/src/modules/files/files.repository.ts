import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export function filesRepository(db: Db) {
  return {
    find: async (id: number): Promise<FileRow | undefined> =>
      (await db.select().from(files).where(eq(files.id, id)))[0],
    insert: async (row: typeof files.$inferInsert): Promise<FileRow> => {
      const [created] = await db.insert(files).values(row).returning();
      if (!created) throw new Error('file insert returned nothing');
      return created;
    },
  };
}
export type FilesRepository = ReturnType<typeof filesRepository>;
