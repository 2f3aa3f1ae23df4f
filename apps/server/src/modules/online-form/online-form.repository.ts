import { type OnlineFormTable, onlineFormViewPath } from '@csp/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type CodeNamePageQuery, selectCodeNamePage } from '../../db/paged-select.js';
import { dictItems, dicts, onlineForms, permissions } from '../../db/schema/index.js';
import { placeOnlineFormMenu } from '../../db/seed/online-form-menu.js';
import { pageWindow } from '../../lib/paging.js';
import { compact } from '../../lib/replies.js';
import { allowedTables } from './allowed-tables.js';

export type OnlineFormRow = typeof onlineForms.$inferSelect;
export type OnlineFormInsert = typeof onlineForms.$inferInsert;

/** SQL of online forms: the definitions, their menu entries, and the rows of allow-listed tables they show. */
export function onlineFormRepository(db: Db) {
  return {
    page: (query: CodeNamePageQuery) => selectCodeNamePage(db, onlineForms, onlineForms.nameZh, query),
    find: async (id: number) => (await db.select().from(onlineForms).where(eq(onlineForms.id, id)))[0],
    byCode: async (code: string) => (await db.select().from(onlineForms).where(eq(onlineForms.code, code)))[0],
    insert: (values: OnlineFormInsert) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(onlineForms).values(values).returning();
        await placeOnlineFormMenu(tx, row as OnlineFormRow);
        return (row as OnlineFormRow).id;
      }),
    update: (id: number, values: Partial<OnlineFormInsert>, oldCode: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(onlineForms)
          .set({ ...compact(values), updatedAt: new Date() })
          .where(eq(onlineForms.id, id))
          .returning();
        if (row) await placeOnlineFormMenu(tx, row, oldCode);
      }),
    remove: (id: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(onlineForms).where(eq(onlineForms.id, id)).returning();
        if (row) await tx.delete(permissions).where(eq(permissions.path, onlineFormViewPath(row.code)));
        return row;
      }),
    async existingDicts(codes: string[]) {
      if (!codes.length) return new Set<string>();
      const rows = await db.select({ code: dicts.code }).from(dicts).where(inArray(dicts.code, codes));
      return new Set(rows.map((r) => r.code));
    },
    dictItems(codes: string[]) {
      if (!codes.length) return Promise.resolve([]);
      return db
        .select({ code: dicts.code, value: dictItems.value, textZh: dictItems.textZh, textEn: dictItems.textEn })
        .from(dictItems)
        .innerJoin(dicts, eq(dicts.id, dictItems.dictId))
        .where(and(inArray(dicts.code, codes), eq(dictItems.status, 1)))
        .orderBy(asc(dictItems.sort), asc(dictItems.id));
    },

    // ---- rows of the allowed tables (columns come from allowed-tables.ts only) ----

    /** A page of rows: `select` the named column objects; `where` built by the service from the same objects. */
    async rows(
      name: OnlineFormTable,
      options: {
        select: Record<string, PgColumn>;
        where: (SQL | undefined)[];
        tenantId: number;
        sort?: PgColumn;
        order: 'asc' | 'desc';
        pageNo: number;
        pageSize: number;
      },
    ) {
      const t = allowedTables[name];
      const where = and(t.tenant ? eq(t.tenant, options.tenantId) : undefined, ...options.where);
      const dir = options.order === 'asc' ? asc : desc;
      const { offset, limit } = pageWindow(options);
      const base = db.select(options.select).from(t.table).$dynamic();
      const rows = await (t.join ? base.innerJoin(t.join.table, t.join.on) : base)
        .where(where)
        .orderBy(...(options.sort ? [dir(options.sort)] : []), dir(t.id))
        .limit(limit)
        .offset(offset);
      const countBase = db.select({ n: count() }).from(t.table).$dynamic();
      const [total] = await (t.join ? countBase.innerJoin(t.join.table, t.join.on) : countBase).where(where);
      return { rows: rows as Record<string, unknown>[], total: total?.n ?? 0 };
    },
    async row(name: OnlineFormTable, select: Record<string, PgColumn>, id: number, tenantId: number) {
      const t = allowedTables[name];
      const base = db.select(select).from(t.table).$dynamic();
      const [row] = await (t.join ? base.innerJoin(t.join.table, t.join.on) : base).where(
        and(eq(t.id, id), t.tenant ? eq(t.tenant, tenantId) : undefined),
      );
      return row as Record<string, unknown> | undefined;
    },
    /** Sets the given columns (property names of the table's Drizzle object) of one row; false when not found. */
    async updateRow(name: OnlineFormTable, set: Record<string, unknown>, id: number, tenantId: number) {
      const t = allowedTables[name];
      const rows = await db
        .update(t.table)
        .set(set)
        .where(and(eq(t.id, id), t.tenant ? eq(t.tenant, tenantId) : undefined))
        .returning({ id: t.id });
      return rows.length > 0;
    },
  };
}
export type OnlineFormRepository = ReturnType<typeof onlineFormRepository>;
