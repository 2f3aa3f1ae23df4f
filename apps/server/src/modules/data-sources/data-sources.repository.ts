import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CodeNamePageQuery, selectCodeNamePage } from '../../db/paged-select.js';
import { insertRow } from '../../db/row-writes.js';
import { dataSources, onlineReports } from '../../db/schema/index.js';
import { compact } from '../../lib/replies.js';

export type DataSourceRow = typeof dataSources.$inferSelect;

/** SQL of data sources. */
export function dataSourcesRepository(db: Db) {
  return {
    page: (query: CodeNamePageQuery) => selectCodeNamePage(db, dataSources, dataSources.name, query),
    all: () => db.select().from(dataSources).orderBy(asc(dataSources.name), asc(dataSources.id)),
    find: async (id: number) => (await db.select().from(dataSources).where(eq(dataSources.id, id)))[0],
    findByCode: async (code: string) => (await db.select().from(dataSources).where(eq(dataSources.code, code)))[0],
    async codeTaken(code: string, exceptId?: number) {
      const same = eq(dataSources.code, code);
      const where = exceptId ? and(same, ne(dataSources.id, exceptId)) : same;
      return (await db.select({ id: dataSources.id }).from(dataSources).where(where)).length > 0;
    },
    insert: (values: typeof dataSources.$inferInsert) => insertRow(db, dataSources, values),
    async update(id: number, values: Partial<typeof dataSources.$inferInsert>) {
      await db
        .update(dataSources)
        .set({ ...compact(values), updatedAt: new Date() })
        .where(eq(dataSources.id, id));
    },
    async usedByReports(id: number) {
      const rows = await db
        .select({ id: onlineReports.id })
        .from(onlineReports)
        .where(eq(onlineReports.dataSourceId, id))
        .limit(1);
      return rows.length > 0;
    },
    delete: (id: number) => db.delete(dataSources).where(eq(dataSources.id, id)).returning({ id: dataSources.id }),
  };
}
export type DataSourcesRepository = ReturnType<typeof dataSourcesRepository>;
