import type { LoginRequest, LoginResult } from '@csp/contract';
import { AppError, badRequest } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { CaptchaService } from './captcha.service.js';
import type { LoginGuard } from './login-guard.js';
import type { ClientMeta, LoginSessions } from './login-session.js';
import type { RsaKeysService } from './rsa-keys.service.js';

export type { ClientMeta } from './login-session.js';

export interface LoginDeps {
  users: Pick<UsersRepository, 'findByUsername'>;
  captcha: CaptchaService;
  rsa: RsaKeysService;
  guard: LoginGuard;
  sessions: LoginSessions;
}

/** A hash to verify against when the username is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
};

/**
 * Login (SPEC §3, §7): rate limits, captcha, RSA-decrypted password checked with argon2id, approval and
 * freeze state; every attempt is logged with its result (the failure's message key, or `success`).
 */
export function loginService(deps: LoginDeps) {
  async function attempt(body: LoginRequest, meta: ClientMeta): Promise<UserRow> {
    await deps.captcha.verify(body.checkKey, body.captcha);
    const plain = await deps.rsa.decrypt(body.password, 'password', { captchaKey: body.checkKey });
    await deps.guard.checkLock(body.username, meta.ip);
    const user = await deps.users.findByUsername(body.username);
    const valid = user ? await verifyPassword(user.passwordHash, plain) : await verifyPassword(await decoy(), plain);
    if (!user || !valid) throw badRequest('WrongUser');
    deps.sessions.admit(user);
    await deps.sessions.log('password', user.username, meta, 'success', user.id);
    return user;
  }

  return {
    async login(body: LoginRequest, meta: ClientMeta): Promise<LoginResult> {
      await deps.guard.checkRate(body.username, meta.ip);
      let user: UserRow;
      try {
        user = await attempt(body, meta);
      } catch (error) {
        if (error instanceof AppError) await deps.sessions.log('password', body.username, meta, error.key);
        throw error;
      }
      return deps.sessions.open(user, meta);
    },
  };
}
export type LoginService = ReturnType<typeof loginService>;
