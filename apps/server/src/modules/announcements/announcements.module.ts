import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SessionsService } from '../auth/sessions.service.js';
import { announcementMailVia, type MailTransport, noAnnouncementMail } from './announcements.mail.js';
import { startAnnouncementNotifier } from './announcements.notifier.js';
import { announcementsRepository } from './announcements.repository.js';
import { announcementsRoutes } from './announcements.routes.js';
import { announcementsService } from './announcements.service.js';
import { noticeChannelRoutes } from './notice-channel.routes.js';
import { noticesRepository } from './notices.repository.js';
import { noticesRoutes } from './notices.routes.js';
import { noticesService } from './notices.service.js';
import { closeSocketsOfEndedSessions } from './session-ended.js';

export interface AnnouncementsModuleOptions {
  /** The mail service (`modules/mail`); urgent copies go out when it sends over SMTP. */
  mailer?: MailTransport;
  /** How often an open socket's session is checked again; default one minute. */
  socketRevalidateMs?: number;
}

/**
 * Wires announcements: the API routes (`api`, under the base path), the live channel (`channel`,
 * outside it) and this instance's subscription that fans released announcements out to its sockets.
 * Needs `registerRealtime` first (app.events, app.sockets).
 */
export async function announcementsModule(
  app: FastifyInstance,
  db: Db,
  sessions: SessionsService,
  options: AnnouncementsModuleOptions = {},
) {
  const repo = announcementsRepository(db);
  const notices = noticesRepository(db);
  const service = announcementsService({
    repo,
    events: app.events,
    mail: options.mailer ? announcementMailVia(options.mailer) : noAnnouncementMail,
    onAfterCommitError: (error, what) => app.log.error({ err: error }, `${what} failed after release`),
  });
  await startAnnouncementNotifier(app.events, app.sockets, notices);
  await closeSocketsOfEndedSessions(app.events, app.sockets);
  return {
    api: async (api: FastifyInstance) => {
      await api.register(announcementsRoutes(service));
      await api.register(noticesRoutes(noticesService(notices, repo)));
    },
    channel: noticeChannelRoutes(sessions, app.sockets, { revalidateMs: options.socketRevalidateMs ?? 60_000 }),
  };
}
