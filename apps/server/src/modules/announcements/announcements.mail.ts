import type { AnnouncementRow } from './announcements.repository.js';

export interface MailMessage {
  to: { email: string; name: string };
  subject: string;
  text: string;
  html: string;
}

/**
 * What the announcements module needs from mail: "queue this message". The mail service of
 * `modules/mail` (Mailer: SMTP when SMTP_URL is set, else an outbox) fits through `announcementMailVia`.
 */
export interface AnnouncementMailer {
  /** False when no mail is configured: nothing is queued. */
  readonly enabled: boolean;
  enqueue(message: MailMessage): Promise<void>;
}

/** No mail (a module built without the mail service). */
export const noAnnouncementMail: AnnouncementMailer = {
  enabled: false,
  enqueue: async () => undefined,
};

/** The shape of `modules/mail`'s Mailer this module uses (structural, so the two stay decoupled). */
export interface MailTransport {
  readonly transport: 'smtp' | 'outbox';
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/**
 * Urgent copies go out only when SMTP is configured: without it the mail service keeps mail in an
 * outbox for administrators to read, which copies of every urgent notice to every user would flood.
 */
export function announcementMailVia(mailer: MailTransport): AnnouncementMailer {
  return {
    enabled: mailer.transport === 'smtp',
    enqueue: (m) => mailer.send({ to: m.to.email, subject: m.subject, text: m.text, html: m.html }),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The copy of an urgent announcement mailed to one recipient (content already sanitized). */
export function urgentCopy(row: AnnouncementRow, to: { email: string; name: string }, html: string): MailMessage {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    to,
    subject: `[Urgent / 紧急] ${row.title}`,
    text: `${row.title}\n\n${text}`,
    html: `<h2>${escapeHtml(row.title)}</h2>${html}`,
  };
}
