import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcementSends, announcements, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/paging.js';
import { idArray, messageColumns } from './announcements.repository.js';

export interface NoticeFilter {
  titile?: string;
  sender?: string;
  readFlag?: '0' | '1';
  msgCategory?: string;
  priority?: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const noticeColumns = {
  ...messageColumns,
  sendTime: announcements.sendTime,
  senderName: users.username,
  read: announcementSends.read,
  readTime: announcementSends.readTime,
};
export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  priority: string;
  category: string;
  openType: string | null;
  openPage: string | null;
  sendTime: Date | null;
  senderName: string | null;
  read: boolean;
  readTime: Date | null;
}

/** Send records of a user joined to their released announcements. */
const mine = (userId: number) => and(eq(announcementSends.userId, userId), eq(announcements.sendStatus, '1'));

/** SQL of the announcements as their recipients see them: send records and read state. */
export function noticesRepository(db: Db) {
  const select = () =>
    db
      .select(noticeColumns)
      .from(announcementSends)
      .innerJoin(announcements, eq(announcements.id, announcementSends.announcementId))
      .leftJoin(users, eq(users.id, announcements.sender));
  const countOf = async (where: SQL | undefined) => {
    const [row] = await db
      .select({ n: count() })
      .from(announcementSends)
      .innerJoin(announcements, eq(announcements.id, announcementSends.announcementId))
      .leftJoin(users, eq(users.id, announcements.sender))
      .where(where);
    return row?.n ?? 0;
  };

  return {
    /**
     * Gives a user the send records of announcements to ALL released since the user was created
     * (made lazily, so a release to all users costs one row, and later users are not flooded).
     */
    async materializeAll(userId: number) {
      await db.execute(sql`
        insert into ${announcementSends} (announcement_id, user_id)
        select a.id, u.id from ${announcements} a join ${users} u on u.id = ${userId}
        where a.recipient_type = 'ALL' and a.send_status = '1' and a.send_time >= u.created_at
          and not exists (select 1 from ${announcementSends} s where s.announcement_id = a.id and s.user_id = u.id)
        on conflict do nothing`);
    },
    unread: (userId: number, category: string, limit: number) =>
      select()
        .where(and(mine(userId), eq(announcementSends.read, false), eq(announcements.category, category)))
        .orderBy(desc(announcements.sendTime), desc(announcements.id))
        .limit(limit) as Promise<NoticeRow[]>,
    unreadCount: (userId: number, category: string) =>
      countOf(and(mine(userId), eq(announcementSends.read, false), eq(announcements.category, category))),
    async page(userId: number, filter: NoticeFilter): Promise<{ rows: NoticeRow[]; total: number }> {
      const where: (SQL | undefined)[] = [mine(userId)];
      if (filter.titile) where.push(ilike(announcements.title, containsPattern(filter.titile)));
      if (filter.sender) {
        where.push(
          or(
            ilike(users.username, containsPattern(filter.sender)),
            ilike(users.realname, containsPattern(filter.sender)),
          ),
        );
      }
      if (filter.readFlag) where.push(eq(announcementSends.read, filter.readFlag === '1'));
      if (filter.msgCategory) where.push(eq(announcements.category, filter.msgCategory));
      if (filter.priority) where.push(eq(announcements.priority, filter.priority));
      const condition = and(...where);
      const by = filter.order === 'asc' ? asc : desc;
      const rows = await select()
        .where(condition)
        .orderBy(by(announcements.sendTime), by(announcements.id))
        .offset(filter.offset)
        .limit(filter.limit);
      return { rows: rows as NoticeRow[], total: await countOf(condition) };
    },
    /** The user's own released announcement, or undefined when it is not addressed to them. */
    async find(anntId: number, userId: number): Promise<NoticeRow | undefined> {
      const [row] = await select().where(and(mine(userId), eq(announcementSends.announcementId, anntId)));
      return row as NoticeRow | undefined;
    },
    async markRead(anntId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(announcementSends)
        .set({ read: true, readTime: sql`coalesce(${announcementSends.readTime}, ${at})` })
        .where(and(eq(announcementSends.announcementId, anntId), eq(announcementSends.userId, userId)));
    },
    /** Marks every unread released announcement of the user read (of one category, if given). */
    async markAllRead(userId: number, at: Date, category?: string): Promise<number> {
      const released = sql`select ${announcements.id} from ${announcements} where ${announcements.sendStatus} = '1'`;
      const inCategory = category ? sql` and ${announcements.category} = ${category}` : sql``;
      const rows = await db
        .update(announcementSends)
        .set({ read: true, readTime: at })
        .where(
          and(
            eq(announcementSends.userId, userId),
            eq(announcementSends.read, false),
            sql`${announcementSends.announcementId} in (${released}${inCategory})`,
          ),
        )
        .returning({ id: announcementSends.announcementId });
      return rows.length;
    },
    /** Which of these users hold a send record of the announcement. */
    async recipientsAmong(anntId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ userId: announcementSends.userId })
        .from(announcementSends)
        .where(
          and(
            eq(announcementSends.announcementId, anntId),
            sql`${announcementSends.userId} = any(${idArray(userIds)})`,
          ),
        );
      return rows.map((r) => r.userId);
    },
  };
}
export type NoticesRepository = ReturnType<typeof noticesRepository>;
