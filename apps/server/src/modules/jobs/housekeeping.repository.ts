import { and, asc, count, desc, eq, inArray, isNotNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  captchas,
  dataValues,
  jobRuns,
  passwordResets,
  permissions,
  rolePermissions,
  roles,
  series,
  sessions,
  userRoles,
  users,
} from '../../db/schema/index.js';

const day = 24 * 60 * 60 * 1000;

/** SQL of the built-in job handlers: purging expired rows and the pending-review digest. */
export function housekeepingRepository(db: Db) {
  const deleted = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    /**
     * Deletes sessions that expired, or were revoked more than a day ago; captchas and password-reset codes past
     * their time; job runs older than `keepRunsDays`; and marks runs still 'running' after a day as interrupted.
     */
    async purge(now: Date, keepRunsDays: number) {
      const dayAgo = new Date(now.getTime() - day);
      const sessionsGone = await deleted(
        db
          .delete(sessions)
          .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, dayAgo)))
          .returning({ id: sessions.id }),
      );
      const captchasGone = await deleted(
        db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ key: captchas.key }),
      );
      const resetsGone = await deleted(
        db.delete(passwordResets).where(lt(passwordResets.expiresAt, dayAgo)).returning({ id: passwordResets.id }),
      );
      const runsGone = await deleted(
        db
          .delete(jobRuns)
          .where(lt(jobRuns.startedAt, new Date(now.getTime() - keepRunsDays * day)))
          .returning({ id: jobRuns.id }),
      );
      const interrupted = await deleted(
        db
          .update(jobRuns)
          .set({ status: 'failed', error: 'interrupted (no result after a day)', finishedAt: now })
          .where(and(eq(jobRuns.status, 'running'), lt(jobRuns.startedAt, dayAgo)))
          .returning({ id: jobRuns.id }),
      );
      return { sessionsGone, captchasGone, resetsGone, runsGone, interrupted };
    },

    /** Approved, active users with a mailbox who review data: holders of `city:data:examine`, or of role admin. */
    async reviewers(examineCode: string) {
      const holdsCode = sql`(',' || replace(coalesce(${permissions.perms}, ''), ' ', '') || ',') like ${`%,${examineCode},%`}`;
      return db
        .selectDistinct({ id: users.id, username: users.username, realname: users.realname, email: users.email })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
        .leftJoin(permissions, and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.status, '1')))
        .where(
          and(
            eq(users.deleted, false),
            eq(users.status, 1),
            eq(users.approval, 'approved'),
            isNotNull(users.email),
            or(eq(roles.code, 'admin'), holdsCode),
          ),
        )
        .orderBy(asc(users.id));
    },

    /** Values waiting for review (pending or canExamine) by series, the largest first. */
    async pendingBySeries(limit: number) {
      const n = count();
      return db
        .select({
          number: series.number,
          nameZh: series.nameZh,
          nameEn: series.nameEn,
          count: n,
          oldest: min(dataValues.updatedAt),
        })
        .from(dataValues)
        .innerJoin(series, eq(series.id, dataValues.seriesId))
        .where(inArray(dataValues.status, ['pending', 'canExamine']))
        .groupBy(series.id, series.number, series.nameZh, series.nameEn)
        .orderBy(desc(n), asc(series.number))
        .limit(limit);
    },
  };
}
export type HousekeepingRepository = ReturnType<typeof housekeepingRepository>;
