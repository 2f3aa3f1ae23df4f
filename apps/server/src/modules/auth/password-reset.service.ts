import type { PasswordResetRequest, ResetCodeRequest } from '@csp/contract';
import { badRequest, notFound } from '../../errors.js';
import { readNewPassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Mailer } from '../mail/mailer.js';
import { mailTemplates } from '../mail/templates.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { CaptchaService } from './captcha.service.js';
import { issueResetCode, type PasswordResetRepository, resetCodeHash } from './password-reset.repository.js';
import type { RsaKeysService } from './rsa-keys.service.js';
import type { SessionsService } from './sessions.service.js';

export const resetCodeMinutes = 10;
const maxAttempts = 5;

export interface PasswordResetDeps {
  users: Pick<UsersRepository, 'findByUsername' | 'setPassword'>;
  resets: PasswordResetRepository;
  captcha: CaptchaService;
  rsa: RsaKeysService;
  mailer: Mailer;
  sessions: Pick<SessionsService, 'revokeAllOfUser'>;
  now?: () => Date;
}

/**
 * Forgotten password (SPEC §2 /user/forgetPassword, /user/alteration): a six-digit code mailed to the
 * bound mailbox (`notBindingMailbox` for another one), valid ten minutes and five tries, then the new
 * password (SPEC §5 rule); every session of the user ends.
 */
export function passwordResetService(deps: PasswordResetDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async sendCode(body: ResetCodeRequest) {
      await deps.captcha.verify(body.checkKey, body.captcha);
      const user = await deps.users.findByUsername(body.username);
      if (!user) throw notFound('userNotExist');
      if (!user.email || user.email !== body.email) {
        throw badRequest('notBindingMailbox', [{ field: 'email', message: 'notBindingMailbox' }]);
      }
      const code = await issueResetCode(deps.resets, user.id, resetCodeMinutes, now());
      await deps.mailer.send(mailTemplates.resetCode(user.email, user.username, code, resetCodeMinutes));
    },
    async reset(body: PasswordResetRequest) {
      const user = await deps.users.findByUsername(body.username);
      const invalid = () => badRequest('mailCodeInvalid', [{ field: 'code', message: 'mailCodeInvalid' }]);
      if (!user) throw invalid();
      const plain = await readNewPassword(
        deps.rsa,
        { password: body.password, confirm: body.confirmPassword },
        { password: 'password', confirm: 'confirmPassword' },
      );
      const row = await deps.resets.latestForAttempt(user.id);
      if (!row || row.expiresAt <= now() || row.attempts > maxAttempts) throw invalid();
      if (row.codeHash !== resetCodeHash(user.id, body.code)) throw invalid();
      if (!(await deps.resets.consume(row.id))) throw invalid();
      await deps.users.setPassword(user.id, await hashPassword(plain));
      await deps.sessions.revokeAllOfUser(user.id);
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
