import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRow, updateRow } from '../../db/row-writes.js';
import { departments, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/paging.js';

export type DepartmentRow = typeof departments.$inferSelect;

const ofTenant = (tenantId: number | undefined) =>
  tenantId === undefined ? undefined : eq(departments.tenantId, tenantId);

/** SQL of departments (a tree per tenant; organisation codes are unique across tenants). */
export function departmentsRepository(db: Db) {
  return {
    all: (tenantId: number) =>
      db.select().from(departments).where(ofTenant(tenantId)).orderBy(asc(departments.sort), asc(departments.id)),
    /** Every organisation code in use, of all tenants (new codes must not clash). */
    allCodes: async () => (await db.select({ code: departments.orgCode }).from(departments)).map((r) => r.code),
    search: (keyWord: string, tenantId: number) =>
      db
        .select()
        .from(departments)
        .where(
          and(
            ofTenant(tenantId),
            or(
              ilike(departments.nameZh, containsPattern(keyWord)),
              ilike(departments.nameEn, containsPattern(keyWord)),
              ilike(departments.orgCode, containsPattern(keyWord)),
            ),
          ),
        )
        .orderBy(asc(departments.sort), asc(departments.id)),
    find: async (id: number, tenantId?: number) =>
      (
        await db
          .select()
          .from(departments)
          .where(and(eq(departments.id, id), ofTenant(tenantId)))
      )[0],
    /** Departments of the ids (of the tenant, when given). */
    findMany: (ids: number[], tenantId?: number) =>
      ids.length
        ? db
            .select()
            .from(departments)
            .where(and(inArray(departments.id, ids), ofTenant(tenantId)))
        : Promise.resolve([]),
    async orgCodeTaken(orgCode: string, exceptId?: number) {
      const where = exceptId
        ? and(eq(departments.orgCode, orgCode), ne(departments.id, exceptId))
        : eq(departments.orgCode, orgCode);
      return (await db.select({ id: departments.id }).from(departments).where(where)).length > 0;
    },
    insert: (values: typeof departments.$inferInsert) => insertRow(db, departments, values),
    update: (id: number, values: Partial<typeof departments.$inferInsert>) => updateRow(db, departments, id, values),
    /** Deletes departments (memberships cascade) and clears them as users' current department. */
    async deleteMany(rows: DepartmentRow[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ orgCode: null })
          .where(
            inArray(
              users.orgCode,
              rows.map((r) => r.orgCode),
            ),
          );
        await tx.delete(departments).where(
          inArray(
            departments.id,
            rows.map((r) => r.id),
          ),
        );
      });
    },
  };
}
export type DepartmentsRepository = ReturnType<typeof departmentsRepository>;
