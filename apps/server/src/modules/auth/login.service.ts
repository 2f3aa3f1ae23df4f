import type { LoginRequest, LoginResult } from '@csp/contract';
import { AppError, badRequest, forbidden } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { presentDepart, presentUserInfo } from '../users/users.presenter.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { CaptchaService } from './captcha.service.js';
import type { LoginGuard } from './login-guard.js';
import type { LoginLogsRepository } from './login-logs.repository.js';
import type { RsaKeysService } from './rsa-keys.service.js';
import type { SessionsService } from './sessions.service.js';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export interface LoginDeps {
  users: Pick<UsersRepository, 'findByUsername' | 'rolesOf' | 'departsOf'>;
  sessions: Pick<SessionsService, 'open'>;
  captcha: CaptchaService;
  rsa: RsaKeysService;
  guard: LoginGuard;
  logs: LoginLogsRepository;
  dictItems: () => Promise<LoginResult['sysAllDictItems']>;
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
  const log = (username: string, meta: ClientMeta, result: string, userId?: number) =>
    deps.logs.record({
      username,
      userId: userId ?? null,
      action: 'login',
      result,
      ip: meta.ip,
      userAgent: meta.userAgent ?? null,
    });

  async function attempt(body: LoginRequest, meta: ClientMeta): Promise<UserRow> {
    await deps.captcha.verify(body.checkKey, body.captcha);
    const plain = await deps.rsa.decrypt(body.password, 'password');
    await deps.guard.checkLock(body.username);
    const user = await deps.users.findByUsername(body.username);
    const valid = user ? await verifyPassword(user.passwordHash, plain) : await verifyPassword(await decoy(), plain);
    if (!user || !valid) throw badRequest('WrongUser');
    if (user.approval !== 'approved') throw forbidden('accountPending');
    if (user.status !== 1) throw forbidden('accountFrozen');
    await log(user.username, meta, 'success', user.id);
    return user;
  }

  return {
    async login(body: LoginRequest, meta: ClientMeta): Promise<LoginResult> {
      await deps.guard.checkRate(body.username, meta.ip);
      let user: UserRow;
      try {
        user = await attempt(body, meta);
      } catch (error) {
        if (error instanceof AppError) await log(body.username, meta, error.key);
        throw error;
      }
      const [roles, departs, sysAllDictItems] = await Promise.all([
        deps.users.rolesOf([user.id]),
        deps.users.departsOf(user.id),
        deps.dictItems(),
      ]);
      const orgCode = departs.find((d) => d.orgCode === user.orgCode)?.orgCode ?? departs[0]?.orgCode ?? null;
      const token = await deps.sessions.open(user.id, {
        ip: meta.ip,
        userAgent: meta.userAgent,
        orgCode,
        tenantId: user.tenantId,
      });
      return {
        token,
        userInfo: presentUserInfo(
          user,
          roles.map((r) => r.code),
          orgCode,
        ),
        sysAllDictItems,
        departs: departs.map(presentDepart),
        multi_depart: departs.length > 1 ? 2 : departs.length,
      };
    },
  };
}
export type LoginService = ReturnType<typeof loginService>;
