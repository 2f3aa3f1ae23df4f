import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CodeNamePageQuery, selectCodeNamePage } from '../../db/paged-select.js';
import { insertRow } from '../../db/row-writes.js';
import { dataSources, dictItems, dicts, onlineReports } from '../../db/schema/index.js';
import { compact } from '../../lib/replies.js';

export type ReportRow = typeof onlineReports.$inferSelect;

/** SQL of online report definitions (the reports' own SQL runs through data-sources/read-only-source.ts). */
export function onlineReportRepository(db: Db) {
  return {
    page: (query: CodeNamePageQuery) => selectCodeNamePage(db, onlineReports, onlineReports.nameZh, query),
    find: async (id: number) => (await db.select().from(onlineReports).where(eq(onlineReports.id, id)))[0],
    findByCode: async (code: string) => (await db.select().from(onlineReports).where(eq(onlineReports.code, code)))[0],
    async codeTaken(code: string, exceptId?: number) {
      const same = eq(onlineReports.code, code);
      const where = exceptId ? and(same, ne(onlineReports.id, exceptId)) : same;
      return (await db.select({ id: onlineReports.id }).from(onlineReports).where(where)).length > 0;
    },
    insert: (values: typeof onlineReports.$inferInsert) => insertRow(db, onlineReports, values),
    async update(id: number, values: Partial<typeof onlineReports.$inferInsert>) {
      await db
        .update(onlineReports)
        .set({ ...compact(values), updatedAt: new Date() })
        .where(eq(onlineReports.id, id));
    },
    delete: (id: number) =>
      db.delete(onlineReports).where(eq(onlineReports.id, id)).returning({ id: onlineReports.id }),
    /** Codes of the stored data sources by id. */
    async sourceCodes(): Promise<Map<number, string>> {
      const rows = await db.select({ id: dataSources.id, code: dataSources.code }).from(dataSources);
      return new Map(rows.map((r) => [r.id, r.code]));
    },
    /** Enabled items of the given dictionaries, in their order. */
    dictItems(codes: string[]) {
      if (!codes.length) return Promise.resolve([]);
      return db
        .select({ code: dicts.code, value: dictItems.value, textZh: dictItems.textZh, textEn: dictItems.textEn })
        .from(dictItems)
        .innerJoin(dicts, eq(dicts.id, dictItems.dictId))
        .where(and(inArray(dicts.code, codes), eq(dictItems.status, 1)))
        .orderBy(asc(dictItems.sort), asc(dictItems.id));
    },
  };
}
export type OnlineReportRepository = ReturnType<typeof onlineReportRepository>;
