import type { RegisterRequest } from '@csp/contract';
import { conflict } from '../../errors.js';
import { readNewPassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import type { UsersRepository } from '../users/users.repository.js';
import { rethrowUserConflict } from '../users/users.service.js';
import type { CaptchaService } from './captcha.service.js';
import type { RsaKeysService } from './rsa-keys.service.js';

export interface RegistrationDeps {
  users: Pick<UsersRepository, 'usernameTaken' | 'emailTaken' | 'insert'>;
  captcha: CaptchaService;
  rsa: RsaKeysService;
}

/**
 * Self-registration (SPEC §4, §5): captcha, unique username and mailbox, the password rule; the account
 * is created pending, without roles, and cannot log in until an administrator approves it.
 */
export function registrationService(deps: RegistrationDeps) {
  return {
    async register(body: RegisterRequest) {
      await deps.captcha.verify(body.checkKey, body.captcha);
      const plain = await readNewPassword(
        deps.rsa,
        { password: body.password, confirm: body.confirmPassword },
        { password: 'password', confirm: 'confirmPassword' },
        { captchaKey: body.checkKey },
      );
      if (await deps.users.usernameTaken(body.username)) {
        throw conflict('userNameNotRepeated', [{ field: 'username', message: 'userNameNotRepeated' }]);
      }
      if (await deps.users.emailTaken(body.email)) {
        throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
      }
      await deps.users
        .insert(
          {
            username: body.username,
            realname: body.realname ?? body.username,
            passwordHash: await hashPassword(plain),
            email: body.email,
            phone: body.phone || null,
            approval: 'pending',
          },
          [],
          [],
        )
        .catch(rethrowUserConflict);
      return { username: body.username, approval: 'pending' as const };
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
