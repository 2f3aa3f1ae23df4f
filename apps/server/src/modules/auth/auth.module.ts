import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { Mailer } from '../mail/mailer.js';
import type { SmsSender } from '../mail/sms.js';
import type { UsersRepository } from '../users/users.repository.js';
import { accountRoutes } from './account.routes.js';
import { accountService } from './account.service.js';
import { authAdminRoutes } from './auth-admin.routes.js';
import { captchaRepository } from './captcha.repository.js';
import { captchaService } from './captcha.service.js';
import { casService } from './cas.service.js';
import { externalLoginRoutes } from './external-login.routes.js';
import { loginRoutes } from './login.routes.js';
import { loginService } from './login.service.js';
import { loginGuard } from './login-guard.js';
import { loginHandoffsRepository } from './login-handoffs.repository.js';
import { loginLogsRepository } from './login-logs.repository.js';
import { loginLogsService } from './login-logs.service.js';
import { type LoginSessionDeps, loginSessions } from './login-session.js';
import { passwordEnvelopesRepository } from './password-envelopes.repository.js';
import { adminResetHours, issueResetCode, passwordResetRepository } from './password-reset.repository.js';
import { passwordResetService } from './password-reset.service.js';
import { phoneLoginRoutes } from './phone-login.routes.js';
import { phoneLoginService } from './phone-login.service.js';
import { registrationRoutes } from './registration.routes.js';
import { registrationService } from './registration.service.js';
import { rsaKeysRepository } from './rsa-keys.repository.js';
import { rsaKeysService } from './rsa-keys.service.js';
import type { SessionsService } from './sessions.service.js';
import { smsCodesRepository } from './sms-codes.repository.js';
import { type ThirdProvider, thirdLoginService } from './third-login.service.js';

/** The OAuth 2 provider of the THIRD_LOGIN_* settings (config.ts checks they come complete). */
function thirdProvider(config: Config): ThirdProvider | undefined {
  const c = config;
  if (!c.THIRD_LOGIN_SOURCE) return undefined;
  return {
    source: c.THIRD_LOGIN_SOURCE,
    name: c.THIRD_LOGIN_NAME || c.THIRD_LOGIN_SOURCE,
    authorizeUrl: c.THIRD_LOGIN_AUTHORIZE_URL ?? '',
    tokenUrl: c.THIRD_LOGIN_TOKEN_URL ?? '',
    userinfoUrl: c.THIRD_LOGIN_USERINFO_URL ?? '',
    clientId: c.THIRD_LOGIN_CLIENT_ID ?? '',
    clientSecret: c.THIRD_LOGIN_CLIENT_SECRET ?? '',
    scope: c.THIRD_LOGIN_SCOPE,
    redirectUrl: c.THIRD_LOGIN_REDIRECT_URL ?? '',
    matchBy: c.THIRD_LOGIN_MATCH,
  };
}

export interface AuthModuleDeps {
  db: Db;
  config: Config;
  sessions: SessionsService;
  mailer: Mailer;
  sms: SmsSender;
  /** The accounts (`users/users.repository.ts`). */
  users: UsersRepository;
  /** The tenants a session may pick (`tenants/tenants.repository.ts`). */
  tenants: LoginSessionDeps['tenants'];
  /** Every dictionary item, handed to the client at sign-in (`dicts`). */
  dictItems: LoginSessionDeps['dictItems'];
}

/**
 * Signing in and out (password, text message, CAS, OAuth 2), the own account, registration and password reset,
 * the login log and the RSA keys (issue 3). Provides the password decrypter, the login log and the
 * administrators' reset codes to the accounts module.
 */
export function authModule({ db, config, sessions, mailer, sms, users, tenants, dictItems }: AuthModuleDeps) {
  const logs = loginLogsRepository(db);
  const captcha = captchaService(captchaRepository(db), undefined, config.CAPTCHA_TEST_ANSWER);
  const rsa = rsaKeysService(rsaKeysRepository(db), passwordEnvelopesRepository(db));
  const guard = loginGuard(logs, {
    perUserPerMinute: config.LOGIN_ATTEMPTS_PER_USER_PER_MINUTE,
    perAddressPerMinute: config.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
    maxFailures: config.LOGIN_MAX_FAILURES,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
  });
  const signIn = loginSessions({ users, tenants, sessions, logs, dictItems });
  const handoffs = loginHandoffsRepository(db);
  const resets = passwordResetRepository(db);
  const ratePerMinute = config.OPEN_ACCOUNT_RATE_PER_MINUTE;

  return {
    rsa,
    logs,
    adminResetCode: {
      hours: adminResetHours,
      issue: (userId: number) => issueResetCode(resets, userId, adminResetHours * 60),
    },
    routes: async (api: FastifyInstance) => {
      await api.register(
        loginRoutes({
          login: loginService({ users, captcha, rsa, guard, sessions: signIn }),
          captcha,
          rsa,
          ratePerMinute,
        }),
      );
      await api.register(
        phoneLoginRoutes({
          phone: phoneLoginService({ users, codes: smsCodesRepository(db), captcha, sms, guard, sessions: signIn }),
          ratePerMinute,
        }),
      );
      await api.register(
        externalLoginRoutes({
          cas: casService({
            serverUrl: config.CAS_SERVER_URL,
            serviceUrl: config.CAS_SERVICE_URL,
            users,
            sessions: signIn,
          }),
          third: thirdLoginService({ provider: thirdProvider(config), users, handoffs, sessions: signIn }),
          ratePerMinute,
        }),
      );
      await api.register(accountRoutes(accountService({ users, sessions, rsa, logs })));
      await api.register(
        registrationRoutes({
          registration: registrationService({ users, captcha, rsa }),
          reset: passwordResetService({ users, resets, captcha, rsa, mailer, sessions }),
          ratePerMinute,
        }),
      );
      await api.register(authAdminRoutes({ logs: loginLogsService(logs), rsa }));
    },
  } satisfies ServerModule & Record<string, unknown>;
}
