import { and, asc, count, desc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRow, updateRow } from '../../db/row-writes.js';
import { dictItems, dicts } from '../../db/schema/index.js';
import { containsPattern, pageWindow, type SortedPageQuery } from '../../lib/paging.js';

export type DictRow = typeof dicts.$inferSelect;
export type DictItemRow = typeof dictItems.$inferSelect;

export interface DictPageQuery extends SortedPageQuery<'createTime' | 'dictCode' | 'dictName'> {
  dictName?: string;
  dictCode?: string;
}
export interface DictItemPageQuery extends SortedPageQuery<'sortOrder' | 'itemValue'> {
  dictId: string;
  itemText?: string;
}

const dictSort = { createTime: dicts.createdAt, dictCode: dicts.code, dictName: dicts.nameZh };

/** SQL of dictionaries and their items. */
export function dictsRepository(db: Db) {
  return {
    async page(query: DictPageQuery) {
      const where = and(
        query.dictName ? ilike(dicts.nameZh, containsPattern(query.dictName)) : undefined,
        query.dictCode ? ilike(dicts.code, containsPattern(query.dictCode)) : undefined,
      );
      const dir = query.order === 'asc' ? asc : desc;
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select()
        .from(dicts)
        .where(where)
        .orderBy(dir(dictSort[query.column]), dir(dicts.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(dicts).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    find: async (id: number) => (await db.select().from(dicts).where(eq(dicts.id, id)))[0],
    async codeTaken(code: string, exceptId?: number) {
      const where = exceptId ? and(eq(dicts.code, code), ne(dicts.id, exceptId)) : eq(dicts.code, code);
      return (await db.select({ id: dicts.id }).from(dicts).where(where)).length > 0;
    },
    insert: (values: typeof dicts.$inferInsert) => insertRow(db, dicts, values),
    update: (id: number, values: Partial<typeof dicts.$inferInsert>) => updateRow(db, dicts, id, values),
    delete: (id: number) => db.delete(dicts).where(eq(dicts.id, id)).returning({ id: dicts.id }),
    async itemPage(query: DictItemPageQuery) {
      const where = and(
        eq(dictItems.dictId, Number(query.dictId)),
        query.itemText ? ilike(dictItems.textZh, containsPattern(query.itemText)) : undefined,
      );
      const dir = query.order === 'asc' ? asc : desc;
      const column = query.column === 'itemValue' ? dictItems.value : dictItems.sort;
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select()
        .from(dictItems)
        .where(where)
        .orderBy(dir(column), dir(dictItems.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(dictItems).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    findItem: async (id: number) => (await db.select().from(dictItems).where(eq(dictItems.id, id)))[0],
    async itemValueTaken(dictId: number, value: string, exceptId?: number) {
      const rows = await db
        .select({ id: dictItems.id })
        .from(dictItems)
        .where(and(eq(dictItems.dictId, dictId), eq(dictItems.value, value)));
      return rows.some((r) => r.id !== exceptId);
    },
    insertItem: (values: typeof dictItems.$inferInsert) => insertRow(db, dictItems, values),
    updateItem: (id: number, values: Partial<typeof dictItems.$inferInsert>) => updateRow(db, dictItems, id, values),
    deleteItem: (id: number) => db.delete(dictItems).where(eq(dictItems.id, id)).returning({ id: dictItems.id }),
    /** Enabled items of every dictionary (or of one code), in display order. */
    enabledItems: (code?: string) =>
      db
        .select({ code: dicts.code, item: dictItems })
        .from(dictItems)
        .innerJoin(dicts, eq(dicts.id, dictItems.dictId))
        .where(and(eq(dictItems.status, 1), code ? eq(dicts.code, code) : undefined))
        .orderBy(asc(dicts.code), asc(dictItems.sort), asc(dictItems.id)),
  };
}
export type DictsRepository = ReturnType<typeof dictsRepository>;
