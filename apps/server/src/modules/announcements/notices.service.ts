import type { Announcement, MyAnnouncementQuery, NoticeListResult } from '@csp/contract';
import { forbidden, notFound } from '../../errors.js';
import { pageWindow, toPage } from '../../lib/paging.js';
import type { Principal } from '../../lib/principal.js';
import { managesAnnouncements } from './announcements.policy.js';
import { presentAnnouncement, presentNotice } from './announcements.presenter.js';
import type { AnnouncementsRepository } from './announcements.repository.js';
import type { NoticesRepository } from './notices.repository.js';

/**
 * A user's own announcements: the bell's lists, the announcement page, read state. Every call first
 * gives the user the send records of announcements released to ALL (made lazily, see the repository).
 */
export function noticesService(
  repo: NoticesRepository,
  announcements: Pick<AnnouncementsRepository, 'find'>,
  now: () => Date = () => new Date(),
) {
  /** 404 when the announcement does not exist (or is not released), 403 when it is not addressed to the user. */
  async function refuse(anntId: number): Promise<never> {
    const row = await announcements.find(anntId);
    throw row && row.sendStatus === '1' ? forbidden('notAuthority') : notFound('announcementNotExist');
  }

  return {
    /** SPEC §3 Notice list result: unread notices (category 1) and system messages (2), with totals. */
    async listByUser(userId: number, pageSize: number): Promise<NoticeListResult> {
      await repo.materializeAll(userId);
      const [annt, sys, anntTotal, sysTotal] = await Promise.all([
        repo.unread(userId, '1', pageSize),
        repo.unread(userId, '2', pageSize),
        repo.unreadCount(userId, '1'),
        repo.unreadCount(userId, '2'),
      ]);
      return {
        anntMsgList: annt.map(presentNotice),
        anntMsgTotal: anntTotal,
        sysMsgList: sys.map(presentNotice),
        sysMsgTotal: sysTotal,
      };
    },
    async myPage(userId: number, query: MyAnnouncementQuery) {
      await repo.materializeAll(userId);
      const { rows, total } = await repo.page(userId, { ...query, ...pageWindow(query) });
      return toPage(rows.map(presentNotice), total, query);
    },
    async markRead(anntId: number, userId: number): Promise<void> {
      await repo.materializeAll(userId);
      if (!(await repo.find(anntId, userId))) await refuse(anntId);
      await repo.markRead(anntId, userId, now());
    },
    async readAll(userId: number, category?: string): Promise<{ count: number }> {
      await repo.materializeAll(userId);
      return { count: await repo.markAllRead(userId, now(), category) };
    },
    /** Administrators see any announcement; others only released ones addressed to them, without recipients. */
    async queryById(anntId: number, principal: Principal): Promise<Announcement> {
      if (managesAnnouncements(principal)) {
        const row = await announcements.find(anntId);
        if (!row) throw notFound('announcementNotExist');
        return presentAnnouncement(row);
      }
      await repo.materializeAll(principal.userId);
      if (!(await repo.find(anntId, principal.userId))) await refuse(anntId);
      const row = await announcements.find(anntId);
      if (!row) throw notFound('announcementNotExist');
      return presentAnnouncement(row, false);
    },
  };
}
export type NoticesService = ReturnType<typeof noticesService>;
