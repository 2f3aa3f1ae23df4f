import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  announcementSends,
  announcements,
  departments,
  roles,
  userDepartments,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/paging.js';

export type AnnouncementRow = typeof announcements.$inferSelect & { senderName: string | null };
export type AnnouncementInsert = Omit<typeof announcements.$inferInsert, 'id'>;

export interface AnnouncementFilter {
  titile?: string;
  sendStatus?: string;
  msgCategory?: string;
  priority?: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** One bigint[] parameter (not one parameter per id, which runs out at 65,535). */
export const idArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::bigint[]`;

/** The columns of a message that both the administrators' list and a user's notices show, first. */
export const messageColumns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  priority: announcements.priority,
  category: announcements.category,
  openType: announcements.openType,
  openPage: announcements.openPage,
};

const columns = {
  ...messageColumns,
  recipientType: announcements.recipientType,
  recipients: announcements.recipients,
  sendStatus: announcements.sendStatus,
  sender: announcements.sender,
  sendTime: announcements.sendTime,
  cancelTime: announcements.cancelTime,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  senderName: users.username,
};

/** SQL of announcements as the administrators manage them, and of their release. */
export function announcementsRepository(db: Db) {
  return {
    async list(filter: AnnouncementFilter): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const where: SQL[] = [];
      if (filter.titile) where.push(ilike(announcements.title, containsPattern(filter.titile)));
      if (filter.sendStatus) where.push(eq(announcements.sendStatus, filter.sendStatus));
      if (filter.msgCategory) where.push(eq(announcements.category, filter.msgCategory));
      if (filter.priority) where.push(eq(announcements.priority, filter.priority));
      const condition = and(...where);
      const rows = await db
        .select(columns)
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.sender))
        .where(condition)
        .orderBy(
          ...(filter.order === 'asc'
            ? [asc(announcements.createdAt), asc(announcements.id)]
            : [desc(announcements.createdAt), desc(announcements.id)]),
        )
        .offset(filter.offset)
        .limit(filter.limit);
      const [total] = await db.select({ n: count() }).from(announcements).where(condition);
      return { rows, total: total?.n ?? 0 };
    },
    async find(id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.sender))
        .where(eq(announcements.id, id));
      return row;
    },
    async insert(row: AnnouncementInsert): Promise<number> {
      const [created] = await db.insert(announcements).values(row).returning({ id: announcements.id });
      if (!created) throw new Error('announcement not inserted');
      return created.id;
    },
    /** Updates an announcement that is not released; false when it is released (or gone). */
    async updateUnreleased(id: number, row: Partial<AnnouncementInsert>): Promise<boolean> {
      const updated = await db
        .update(announcements)
        .set({ ...row, updatedAt: new Date() })
        .where(and(eq(announcements.id, id), sql`${announcements.sendStatus} <> '1'`))
        .returning({ id: announcements.id });
      return updated.length > 0;
    },
    async remove(id: number): Promise<boolean> {
      return (
        (await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id })).length > 0
      );
    },
    /**
     * Releases a draft or revoked announcement in one transaction: status, time and sender, then the send
     * records of its targeted recipients (kept read state; recipients no longer targeted lose theirs).
     * `recipients` undefined means ALL users, whose records are made when each user lists notices.
     */
    async release(id: number, senderId: number, at: Date, recipients: number[] | undefined): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(announcements)
          // The database's clock, the one users' created_at uses (ALL reaches users created before).
          .set({ sendStatus: '1', sendTime: sql`now()`, sender: senderId, cancelTime: null, updatedAt: at })
          .where(and(eq(announcements.id, id), inArray(announcements.sendStatus, ['0', '2'])))
          .returning({ id: announcements.id });
        if (done.length === 0) return false;
        if (recipients) {
          await tx
            .delete(announcementSends)
            .where(
              and(
                eq(announcementSends.announcementId, id),
                sql`${announcementSends.userId} <> all(${idArray(recipients)})`,
              ),
            );
          for (let i = 0; i < recipients.length; i += 1000) {
            const chunk = recipients.slice(i, i + 1000).map((userId) => ({ announcementId: id, userId }));
            await tx.insert(announcementSends).values(chunk).onConflictDoNothing();
          }
        }
        return true;
      });
    },
    async revoke(id: number, at: Date): Promise<boolean> {
      const done = await db
        .update(announcements)
        .set({ sendStatus: '2', cancelTime: at, updatedAt: at })
        .where(and(eq(announcements.id, id), eq(announcements.sendStatus, '1')))
        .returning({ id: announcements.id });
      return done.length > 0;
    },
    /** Which of these ids are users that exist (not deleted). */
    async existingUsers(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`${users.id} = any(${idArray(ids)})`, eq(users.deleted, false)));
      return rows.map((r) => r.id);
    },
    roleExists: async (id: number) =>
      (await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id))).length > 0,
    departmentExists: async (id: number) =>
      (await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id))).length > 0,
    async usersOfRole(roleId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.roleId, roleId), eq(users.deleted, false)));
      return rows.map((r) => r.id);
    },
    async usersOfDepartment(departmentId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(userDepartments)
        .innerJoin(users, eq(users.id, userDepartments.userId))
        .where(and(eq(userDepartments.departmentId, departmentId), eq(users.deleted, false)));
      return rows.map((r) => r.id);
    },
    /** Addresses for the mail copy: the targeted recipients, or (ALL) every active user with an email. */
    async mailAddresses(id: number, all: boolean): Promise<{ email: string; name: string }[]> {
      const active = and(eq(users.deleted, false), eq(users.status, 1), sql`${users.email} is not null`);
      const rows = all
        ? await db.select({ email: users.email, name: users.realname }).from(users).where(active)
        : await db
            .select({ email: users.email, name: users.realname })
            .from(announcementSends)
            .innerJoin(users, eq(users.id, announcementSends.userId))
            .where(and(eq(announcementSends.announcementId, id), active));
      return rows.flatMap((r) => (r.email ? [{ email: r.email, name: r.name }] : []));
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
