import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  permissions,
  rolePermissions,
  roles,
  sessions,
  tenants,
  userRoles,
  users,
  userTenants,
} from '../../db/schema/index.js';

/** The enabled tenants of the user in the query (its own and those of user_tenants), comma-joined. */
const userTenantIdsSql = sql<string>`coalesce((select string_agg(t.id::text, ',') from ${tenants} t where t.status = 1 and (t.id = ${users.tenantId} or t.id in (select ut.tenant_id from ${userTenants} ut where ut.user_id = ${users.id}))), '')`;

/** SQL of sessions and of what a signed-in user may do. */
export function sessionsRepository(db: Db) {
  return {
    async insert(row: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(row);
    },
    /** The live session of a token hash, with its user (frozen or deleted users have none). */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          username: users.username,
          tenantId: sessions.tenantId,
          orgCode: sessions.orgCode,
          countryId: users.countryId,
          cityId: users.cityId,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          status: users.status,
          deleted: users.deleted,
          tenantIds: userTenantIdsSql,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
      if (!row) return { state: 'missing' as const };
      if (row.revokedAt || row.expiresAt <= now || row.status !== 1 || row.deleted)
        return { state: 'expired' as const };
      return { state: 'live' as const, session: row };
    },
    async revoke(tokenHash: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
    async setOrgCode(tokenHash: string, orgCode: string) {
      await db.update(sessions).set({ orgCode }).where(eq(sessions.tokenHash, tokenHash));
    },
    async revokeAllOfUser(userId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    async deleteExpired(now: Date) {
      await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now} or ${sessions.revokedAt} is not null`);
    },
    /** Role codes and permission codes (`perms`) of a user's enabled permissions. */
    async grants(userId: number) {
      const roleRows = await db
        .select({ code: roles.code })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId));
      const permRows = await db
        .selectDistinct({ perms: permissions.perms })
        .from(userRoles)
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(
          and(eq(userRoles.userId, userId), eq(permissions.status, '1'), gt(sql`length(${permissions.perms})`, 0)),
        );
      return {
        roles: roleRows.map((r) => r.code),
        permissions: permRows.flatMap((p) =>
          (p.perms ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      };
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
