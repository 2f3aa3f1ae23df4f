import { and, asc, count, desc, eq, ilike, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, users } from '../../db/schema/index.js';
import { containsPattern, pageWindow, type SortedPageQuery } from '../../lib/paging.js';

export type FileRow = typeof files.$inferSelect;

/** A page of the OSS file list: filters on the server, `inUse` as a SQL condition of the usage repository. */
export interface FilePageQuery extends SortedPageQuery<'createTime' | 'size' | 'name'> {
  name?: string;
  owner?: string;
  purpose?: string;
  mimeType?: string;
  inUse?: { used: boolean; condition: SQL };
}

export function filesRepository(db: Db) {
  return {
    find: async (id: number): Promise<FileRow | undefined> =>
      (await db.select().from(files).where(eq(files.id, id)))[0],
    insert: async (row: typeof files.$inferInsert): Promise<FileRow> => {
      const [created] = await db.insert(files).values(row).returning();
      if (!created) throw new Error('file insert returned nothing');
      return created;
    },
    /** Files with their owner's username, paged, filtered and sorted. */
    async page(query: FilePageQuery) {
      const where = and(
        query.name ? ilike(files.originalName, containsPattern(query.name)) : undefined,
        query.owner ? ilike(users.username, containsPattern(query.owner)) : undefined,
        query.purpose ? eq(files.purpose, query.purpose) : undefined,
        query.mimeType ? ilike(files.mimeType, containsPattern(query.mimeType)) : undefined,
        query.inUse ? (query.inUse.used ? query.inUse.condition : not(query.inUse.condition)) : undefined,
      );
      const column = { createTime: files.createdAt, size: files.size, name: files.originalName }[query.column];
      const dir = query.order === 'asc' ? asc : desc;
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select({ file: files, ownerName: users.username })
        .from(files)
        .leftJoin(users, eq(users.id, files.ownerId))
        .where(where)
        .orderBy(dir(column), dir(files.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(files)
        .leftJoin(users, eq(users.id, files.ownerId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** Deletes the row; the caller removes the bytes afterwards. */
    delete: async (id: number) => (await db.delete(files).where(eq(files.id, id)).returning())[0],
  };
}
export type FilesRepository = ReturnType<typeof filesRepository>;
