import { and, asc, count, desc, eq, ilike, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRow, updateRow } from '../../db/row-writes.js';
import { permissions, rolePermissions, roles } from '../../db/schema/index.js';
import { containsPattern, pageWindow, type SortedPageQuery } from '../../lib/paging.js';

export type RoleRow = typeof roles.$inferSelect;

export interface RolePageQuery extends SortedPageQuery<'createTime' | 'roleCode' | 'roleName'> {
  roleName?: string;
  roleCode?: string;
}

const sortColumns = { createTime: roles.createdAt, roleCode: roles.code, roleName: roles.nameZh };

/** SQL of roles; the back office reads and writes only the roles of the request's tenant. */
export function rolesRepository(db: Db) {
  return {
    async page(query: RolePageQuery, tenantId: number) {
      const where = and(
        eq(roles.tenantId, tenantId),
        query.roleName ? ilike(roles.nameZh, containsPattern(query.roleName)) : undefined,
        query.roleCode ? ilike(roles.code, containsPattern(query.roleCode)) : undefined,
      );
      const dir = query.order === 'asc' ? asc : desc;
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select()
        .from(roles)
        .where(where)
        .orderBy(dir(sortColumns[query.column]), dir(roles.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(roles).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    all: (tenantId: number) => db.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.id)),
    /** A role of the tenant (any tenant's when none is given: internal look-ups only). */
    find: async (id: number, tenantId?: number) =>
      (
        await db
          .select()
          .from(roles)
          .where(and(eq(roles.id, id), tenantId === undefined ? undefined : eq(roles.tenantId, tenantId)))
      )[0],
    findMany: (ids: number[], tenantId?: number) =>
      ids.length
        ? db
            .select()
            .from(roles)
            .where(and(inArray(roles.id, ids), tenantId === undefined ? undefined : eq(roles.tenantId, tenantId)))
        : Promise.resolve([]),
    /** A role by code, of any tenant (codes are unique across tenants; the built-in roles are found so). */
    findByCode: async (code: string) => (await db.select().from(roles).where(eq(roles.code, code)))[0],
    async taken(field: 'code' | 'nameZh', value: string, exceptId?: number) {
      const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles[field], value));
      return rows.some((r) => r.id !== exceptId);
    },
    insert: (values: typeof roles.$inferInsert) => insertRow(db, roles, values),
    update: (id: number, values: Partial<typeof roles.$inferInsert>) => updateRow(db, roles, id, values),
    delete: (id: number) => db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id }),
    /** The permission codes (`perms`) the given roles grant. */
    async permsOf(roleIds: number[]) {
      if (!roleIds.length) return [];
      const rows = await db
        .selectDistinct({ perms: permissions.perms })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(and(inArray(rolePermissions.roleId, roleIds), isNotNull(permissions.perms)));
      return rows.map((r) => r.perms as string);
    },
  };
}
export type RolesRepository = ReturnType<typeof rolesRepository>;
