import { and, asc, desc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectPage } from '../../db/paged-select.js';
import { insertRow, updateRow } from '../../db/row-writes.js';
import { positions } from '../../db/schema/index.js';
import { containsPattern, type SortedPageQuery } from '../../lib/paging.js';

export type PositionRow = typeof positions.$inferSelect;

/** SQL of positions, each of one tenant (codes stay unique across tenants). */
export function positionsRepository(db: Db) {
  return {
    async page(
      query: SortedPageQuery<'createTime' | 'code' | 'name'> & {
        name?: string;
      },
      tenantId: number,
    ) {
      const where = and(
        eq(positions.tenantId, tenantId),
        query.name ? ilike(positions.nameZh, containsPattern(query.name)) : undefined,
      );
      const column = { createTime: positions.createdAt, code: positions.code, name: positions.nameZh }[query.column];
      const dir = query.order === 'asc' ? asc : desc;
      return selectPage(db, positions, { where, orderBy: [dir(column), dir(positions.id)], query });
    },
    find: async (id: number, tenantId: number) =>
      (
        await db
          .select()
          .from(positions)
          .where(and(eq(positions.id, id), eq(positions.tenantId, tenantId)))
      )[0],
    async codeTaken(code: string, exceptId?: number) {
      const where = exceptId ? and(eq(positions.code, code), ne(positions.id, exceptId)) : eq(positions.code, code);
      return (await db.select({ id: positions.id }).from(positions).where(where)).length > 0;
    },
    insert: (values: typeof positions.$inferInsert) => insertRow(db, positions, values),
    update: (id: number, values: Partial<typeof positions.$inferInsert>) => updateRow(db, positions, id, values),
    delete: (id: number, tenantId: number) =>
      db
        .delete(positions)
        .where(and(eq(positions.id, id), eq(positions.tenantId, tenantId)))
        .returning({ id: positions.id }),
  };
}
export type PositionsRepository = ReturnType<typeof positionsRepository>;
