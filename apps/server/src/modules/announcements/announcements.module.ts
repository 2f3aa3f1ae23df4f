import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { EventBus } from '../../plugins/event-bus.js';
import type { SocketHub } from '../../plugins/socket-hub.js';
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
  db: Db;
  sessions: SessionsService;
  /** Cross-instance events and this instance's sockets (`plugins/realtime.ts`, registered first). */
  events: EventBus;
  sockets: SocketHub;
  log: FastifyBaseLogger;
  /** The mail service (`modules/mail`); urgent copies go out when it sends over SMTP. */
  mailer?: MailTransport;
  /** The mail of series pushes (every push is mailed, `series/series-push.service.ts`). */
  pushMailer: MailTransport;
  /** How often an open socket's session is checked again; default one minute. */
  socketRevalidateMs?: number;
}

/**
 * Wires announcements: the API routes (under the base path), the live channel (outside it) and this instance's
 * subscription that fans released announcements out to its sockets. Provides the service the series pushes go
 * through (`pushes`).
 */
export function announcementsModule(options: AnnouncementsModuleOptions) {
  const { db, events, sockets, log } = options;
  const repo = announcementsRepository(db);
  const notices = noticesRepository(db);
  const service = announcementsService({
    repo,
    events,
    mail: options.mailer ? announcementMailVia(options.mailer) : noAnnouncementMail,
    onAfterCommitError: (error, what) => log.error({ err: error }, `${what} failed after release`),
  });
  const pushes = announcementsService({
    repo,
    events,
    mail: announcementMailVia(options.pushMailer),
    onAfterCommitError: (error, what) => log.error({ err: error }, `${what} failed after a series push`),
  });
  return {
    pushes,
    install: async (app) => {
      await startAnnouncementNotifier(events, sockets, notices);
      await closeSocketsOfEndedSessions(events, sockets);
      await app.register(
        noticeChannelRoutes(options.sessions, sockets, { revalidateMs: options.socketRevalidateMs ?? 60_000 }),
      );
    },
    routes: async (api) => {
      await api.register(announcementsRoutes(service));
      await api.register(noticesRoutes(noticesService(notices, repo)));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
