import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRow, updateRow } from '../../db/row-writes.js';
import { permissionDataRules, roleDataRules, userRoles } from '../../db/schema/index.js';

export type DataRuleRow = typeof permissionDataRules.$inferSelect;

/** SQL of permission data rules and of the rules roles apply. */
export function dataRulesRepository(db: Db) {
  return {
    ofPermission: (permissionId: number) =>
      db
        .select()
        .from(permissionDataRules)
        .where(eq(permissionDataRules.permissionId, permissionId))
        .orderBy(asc(permissionDataRules.id)),
    find: async (id: number) => (await db.select().from(permissionDataRules).where(eq(permissionDataRules.id, id)))[0],
    insert: (values: typeof permissionDataRules.$inferInsert) => insertRow(db, permissionDataRules, values),
    update: (id: number, values: Partial<typeof permissionDataRules.$inferInsert>) =>
      updateRow(db, permissionDataRules, id, values),
    delete: (id: number) => db.delete(permissionDataRules).where(eq(permissionDataRules.id, id)),
    /** Ids of a menu's rules that a role applies. */
    async ofRole(roleId: number, permissionId: number) {
      const rows = await db
        .select({ id: roleDataRules.ruleId })
        .from(roleDataRules)
        .innerJoin(permissionDataRules, eq(permissionDataRules.id, roleDataRules.ruleId))
        .where(and(eq(roleDataRules.roleId, roleId), eq(permissionDataRules.permissionId, permissionId)));
      return rows.map((r) => r.id);
    },
    /** Replaces the rules of one menu a role applies, in one transaction. */
    async setOfRole(roleId: number, permissionId: number, ruleIds: number[]) {
      await db.transaction(async (tx) => {
        const current = await tx
          .select({ id: permissionDataRules.id })
          .from(permissionDataRules)
          .where(eq(permissionDataRules.permissionId, permissionId));
        const ofMenu = current.map((r) => r.id);
        if (ofMenu.length) {
          await tx
            .delete(roleDataRules)
            .where(and(eq(roleDataRules.roleId, roleId), inArray(roleDataRules.ruleId, ofMenu)));
        }
        if (ruleIds.length) await tx.insert(roleDataRules).values(ruleIds.map((ruleId) => ({ roleId, ruleId })));
      });
    },
    /** Does the user hold the role? */
    async holdsRole(userId: number, roleId: number) {
      const rows = await db
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
      return rows.length > 0;
    },
  };
}
export type DataRulesRepository = ReturnType<typeof dataRulesRepository>;
