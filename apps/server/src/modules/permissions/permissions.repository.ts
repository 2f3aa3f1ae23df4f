import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { permissions, rolePermissions, userRoles } from '../../db/schema/index.js';

export type PermissionRow = typeof permissions.$inferSelect;
export type PermissionInsert = typeof permissions.$inferInsert;

/** SQL of the permission tree (menus and buttons) and of role grants. */
export function permissionsRepository(db: Db) {
  return {
    all: () => db.select().from(permissions).orderBy(asc(permissions.sortNo), asc(permissions.id)),
    find: async (id: number) => (await db.select().from(permissions).where(eq(permissions.id, id)))[0],
    /** Ids of the permissions a user holds through its roles (any status). */
    async grantedToUser(userId: number) {
      const rows = await db
        .selectDistinct({ id: rolePermissions.permissionId })
        .from(userRoles)
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
        .where(eq(userRoles.userId, userId));
      return rows.map((r) => r.id);
    },
    async grantedToRole(roleId: number) {
      const rows = await db
        .select({ id: rolePermissions.permissionId })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, roleId));
      return rows.map((r) => r.id);
    },
    async insert(values: PermissionInsert) {
      const [row] = await db.insert(permissions).values(values).returning({ id: permissions.id });
      return (row as { id: number }).id;
    },
    async update(id: number, values: Partial<PermissionInsert>) {
      await db.update(permissions).set(values).where(eq(permissions.id, id));
    },
    deleteMany: (ids: number[]) => db.delete(permissions).where(inArray(permissions.id, ids)),
    /** Adds and removes grants of a role in one transaction. */
    async changeRoleGrants(roleId: number, add: number[], remove: number[]) {
      await db.transaction(async (tx) => {
        if (remove.length) {
          await tx
            .delete(rolePermissions)
            .where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, remove)));
        }
        if (add.length) {
          await tx
            .insert(rolePermissions)
            .values(add.map((permissionId) => ({ roleId, permissionId })))
            .onConflictDoNothing();
        }
      });
    },
  };
}
export type PermissionsRepository = ReturnType<typeof permissionsRepository>;
