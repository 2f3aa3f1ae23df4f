import type { Announcement, AnnouncementCreate, AnnouncementListQuery } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { pageWindow, toPage } from '../../lib/paging.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { channels, type EventBus } from '../../plugins/event-bus.js';
import { releasedEvent } from './announcements.events.js';
import type { AnnouncementMailer } from './announcements.mail.js';
import { urgentCopy } from './announcements.mail.js';
import { presentAnnouncement } from './announcements.presenter.js';
import type { AnnouncementRow, AnnouncementsRepository } from './announcements.repository.js';

export interface AnnouncementsDeps {
  repo: AnnouncementsRepository;
  events: Pick<EventBus, 'publish'>;
  mail: AnnouncementMailer;
  /** Where failures after commit (event, mail) are reported; they never undo a release. */
  onAfterCommitError?: (error: unknown, what: string) => void;
  now?: () => Date;
}

const parseIds = (list: string) => [...new Set(list.split(',').filter(Boolean).map(Number))];

/** Rules of announcements: drafts are edited, released ones are revoked first; recipients must exist. */
export function announcementsService(deps: AnnouncementsDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const reportError = deps.onAfterCommitError ?? (() => undefined);

  /** The stored form of the recipients, after checking they exist. */
  async function recipientsOf(input: AnnouncementCreate): Promise<string | null> {
    switch (input.msgType) {
      case 'USER': {
        const ids = parseIds(input.userIds ?? '');
        const found = new Set(await repo.existingUsers(ids));
        if (ids.some((id) => !found.has(id)))
          throw badRequest('userNotExist', [{ field: 'userIds', message: 'userNotExist' }]);
        return ids.join(',');
      }
      case 'ROLE':
        if (!(await repo.roleExists(Number(input.roleId)))) {
          throw badRequest('announcementRoleNotExist', [{ field: 'roleId', message: 'announcementRoleNotExist' }]);
        }
        return String(input.roleId);
      case 'DEPART':
        if (!(await repo.departmentExists(Number(input.departId)))) {
          throw badRequest('announcementDepartNotExist', [
            { field: 'departId', message: 'announcementDepartNotExist' },
          ]);
        }
        return String(input.departId);
      default:
        return null;
    }
  }

  async function fields(input: AnnouncementCreate) {
    return {
      title: input.titile,
      content: sanitizeRichText(input.msgContent),
      priority: input.priority,
      category: input.msgCategory,
      recipientType: input.msgType,
      recipients: await recipientsOf(input),
      openType: input.openType ?? null,
      openPage: input.openType ? (input.openPage ?? null) : null,
    };
  }

  async function existing(id: number): Promise<AnnouncementRow> {
    const row = await repo.find(id);
    if (!row) throw notFound('announcementNotExist');
    return row;
  }

  /** Who gets a send record now: ids for targeted announcements, undefined for ALL (made lazily). */
  async function resolveRecipients(row: AnnouncementRow): Promise<number[] | undefined> {
    const ref = Number(row.recipients ?? 0);
    if (row.recipientType === 'USER') return repo.existingUsers(parseIds(row.recipients ?? ''));
    if (row.recipientType === 'ROLE') return repo.usersOfRole(ref);
    if (row.recipientType === 'DEPART') return repo.usersOfDepartment(ref);
    return undefined;
  }

  /**
   * Mails a copy of an urgent announcement to each recipient with an address, when mail is set up.
   * One message per recipient (no address sees another); one failure does not stop the others.
   */
  async function mailUrgent(row: AnnouncementRow) {
    if (row.priority !== 'H' || !deps.mail.enabled) return;
    const html = sanitizeRichText(row.content);
    for (const to of await repo.mailAddresses(row.id, row.recipientType === 'ALL')) {
      await deps.mail.enqueue(urgentCopy(row, to, html)).catch((error) => reportError(error, 'urgent mail'));
    }
  }

  return {
    async list(query: AnnouncementListQuery) {
      const { rows, total } = await repo.list({ ...query, ...pageWindow(query) });
      return toPage(
        rows.map((r) => presentAnnouncement(r)),
        total,
        query,
      );
    },
    async create(input: AnnouncementCreate, senderId: number): Promise<Announcement> {
      const id = await repo.insert({ ...(await fields(input)), sender: senderId, sendStatus: '0' });
      return presentAnnouncement(await existing(id));
    },
    async edit(id: number, input: AnnouncementCreate): Promise<Announcement> {
      await existing(id);
      if (!(await repo.updateUnreleased(id, await fields(input)))) {
        throw (await repo.find(id)) ? conflict('announcementReleased') : notFound('announcementNotExist');
      }
      return presentAnnouncement(await existing(id));
    },
    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound('announcementNotExist');
    },
    /** Releases; after commit, tells every instance (live sockets) and mails urgent copies. */
    async release(id: number, senderId: number): Promise<Announcement> {
      const row = await existing(id);
      if (row.sendStatus === '1') throw conflict('announcementReleased');
      const recipients = await resolveRecipients(row);
      if (!(await repo.release(id, senderId, now(), recipients))) throw conflict('announcementReleased');
      const all = row.recipientType === 'ALL';
      await deps.events
        .publish(channels.announcements, releasedEvent(id, all, row.title))
        .catch((error) => reportError(error, 'announcement event'));
      // In the background: SMTP is slow and the release has already happened.
      void mailUrgent(row).catch((error) => reportError(error, 'urgent mail'));
      return presentAnnouncement(await existing(id));
    },
    async revoke(id: number): Promise<Announcement> {
      if (!(await repo.revoke(id, now()))) {
        throw (await repo.find(id)) ? conflict('announcementNotReleased') : notFound('announcementNotExist');
      }
      return presentAnnouncement(await existing(id));
    },
  };
}
export type AnnouncementsService = ReturnType<typeof announcementsService>;
