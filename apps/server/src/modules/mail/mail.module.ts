import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import { mailRoutes } from './mail.routes.js';
import { createMailer, type Mailer } from './mailer.js';
import { outboxRepository } from './outbox.repository.js';
import { outboxService } from './outbox.service.js';
import { createSmsSender, type SmsSender } from './sms.js';

/**
 * Mail and text messages: over SMTP_URL and SMS_URL, or kept in the outbox table when they are unset or refuse;
 * the outbox screen for administrators. Provides the mailer and the text sender to other modules.
 */
export function mailModule(deps: { db: Db; config: Config }): ServerModule & { mailer: Mailer; sms: SmsSender } {
  const { config } = deps;
  const outbox = outboxRepository(deps.db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM ?? config.CONTACT_EMAIL }, outbox);
  return {
    mailer,
    sms: createSmsSender({ url: config.SMS_URL }, outbox),
    install: (app) => {
      app.addHook('onClose', async () => mailer.close());
    },
    routes: async (api) => {
      await api.register(mailRoutes(outboxService(outbox)));
    },
  };
}
