import type { Announcement, Notice } from '@csp/contract';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { AnnouncementRow } from './announcements.repository.js';
import type { NoticeRow } from './notices.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
// The columns hold only the contract's codes (written through the zod-checked routes); the reply
// serializer checks them again on the way out.
type A = Announcement;

/** An announcement as administrators see it; `withRecipients: false` hides who else receives it. */
export function presentAnnouncement(row: AnnouncementRow, withRecipients = true): Announcement {
  const type = row.recipientType as A['msgType'];
  const recipients = withRecipients ? row.recipients : null;
  return {
    id: String(row.id),
    titile: row.title,
    msgContent: sanitizeRichText(row.content),
    priority: row.priority as A['priority'],
    msgCategory: row.category as A['msgCategory'],
    msgType: type,
    userIds: type === 'USER' ? recipients : null,
    roleId: type === 'ROLE' ? recipients : null,
    departId: type === 'DEPART' ? recipients : null,
    openType: row.openType as A['openType'],
    openPage: row.openPage,
    sendStatus: row.sendStatus as A['sendStatus'],
    sender: row.senderName,
    sendTime: iso(row.sendTime),
    cancelTime: iso(row.cancelTime),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** An announcement as its recipient sees it, with their read state. */
export function presentNotice(row: NoticeRow): Notice {
  return {
    id: String(row.id),
    anntId: String(row.id),
    titile: row.title,
    msgContent: sanitizeRichText(row.content),
    priority: row.priority as A['priority'],
    msgCategory: row.category as A['msgCategory'],
    openType: row.openType as A['openType'],
    openPage: row.openPage,
    sender: row.senderName,
    sendTime: iso(row.sendTime),
    readFlag: row.read ? '1' : '0',
    readTime: iso(row.readTime),
  };
}
