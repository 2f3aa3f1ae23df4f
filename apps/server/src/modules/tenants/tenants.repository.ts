import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectPage } from '../../db/paged-select.js';
import { updateRow } from '../../db/row-writes.js';
import { tenants, users, userTenants } from '../../db/schema/index.js';
import { containsPattern, type SortedPageQuery } from '../../lib/paging.js';

export type TenantRow = typeof tenants.$inferSelect;

/** SQL of tenants. */
export function tenantsRepository(db: Db) {
  return {
    /** A page of tenants; `only`: just these ids (someone other than the super administrator sees their own). */
    async page(
      query: SortedPageQuery<'id' | 'name' | 'createTime'> & {
        name?: string;
      },
      only?: number[],
    ) {
      const where = and(
        only ? inArray(tenants.id, only.length ? only : [-1]) : undefined,
        query.name ? ilike(tenants.name, containsPattern(query.name)) : undefined,
      );
      const column = { id: tenants.id, name: tenants.name, createTime: tenants.createdAt }[query.column];
      const dir = query.order === 'asc' ? asc : desc;
      return selectPage(db, tenants, { where, orderBy: [dir(column), dir(tenants.id)], query });
    },
    find: async (id: number) => (await db.select().from(tenants).where(eq(tenants.id, id)))[0],
    findMany: (ids: number[]) =>
      ids.length
        ? db.select().from(tenants).where(inArray(tenants.id, ids)).orderBy(asc(tenants.id))
        : Promise.resolve([]),
    /** Makes a user a member of a tenant (nothing when it already is). */
    async addMember(userId: number, tenantId: number) {
      await db.insert(userTenants).values({ userId, tenantId }).onConflictDoNothing();
    },
    insert: (values: typeof tenants.$inferInsert) =>
      db.insert(tenants).values(values).onConflictDoNothing().returning({ id: tenants.id }),
    update: (id: number, values: Partial<typeof tenants.$inferInsert>) => updateRow(db, tenants, id, values),
    /** Live users whose own tenant this is (further memberships go with the tenant). */
    async userCount(id: number) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, id), eq(users.deleted, false)));
      return row?.n ?? 0;
    },
    delete: (id: number) => db.delete(tenants).where(eq(tenants.id, id)).returning({ id: tenants.id }),
  };
}
export type TenantsRepository = ReturnType<typeof tenantsRepository>;
