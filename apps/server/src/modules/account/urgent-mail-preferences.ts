import type { Db } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { accountCenterRepository } from './account-center.repository.js';

/**
 * The mail service as the announcements module gets it: an urgent announcement is not mailed to a user
 * who turned "urgent announcements by mail" off in the account settings (other addresses go through).
 */
export function urgentMailByPreference(mailer: Mailer, db: Db): Pick<Mailer, 'transport' | 'send'> {
  const repo = accountCenterRepository(db);
  return {
    transport: mailer.transport,
    async send(mail) {
      if (await repo.mailOptedOut(mail.to)) return;
      await mailer.send(mail);
    },
  };
}
