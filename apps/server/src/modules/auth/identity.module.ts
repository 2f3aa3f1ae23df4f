import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { categoriesRepository } from '../categories/categories.repository.js';
import { categoriesRoutes } from '../categories/categories.routes.js';
import { categoriesService } from '../categories/categories.service.js';
import { departmentsRepository } from '../departments/departments.repository.js';
import { departmentsRoutes } from '../departments/departments.routes.js';
import { departmentsService } from '../departments/departments.service.js';
import { dictItemsRoutes } from '../dicts/dict-items.routes.js';
import { dictsRepository } from '../dicts/dicts.repository.js';
import { dictsRoutes } from '../dicts/dicts.routes.js';
import { dictsService } from '../dicts/dicts.service.js';
import { duplicateRepository } from '../duplicate/duplicate.repository.js';
import { duplicateRoutes } from '../duplicate/duplicate.routes.js';
import { duplicateService } from '../duplicate/duplicate.service.js';
import { geoRepository } from '../geo/geo.repository.js';
import { mailRoutes } from '../mail/mail.routes.js';
import type { Mailer } from '../mail/mailer.js';
import type { OutboxRepository } from '../mail/outbox.repository.js';
import { createSmsSender } from '../mail/sms.js';
import { dataRulesRepository } from '../permissions/data-rules.repository.js';
import { dataRulesRoutes } from '../permissions/data-rules.routes.js';
import { dataRulesService } from '../permissions/data-rules.service.js';
import { permissionsRepository } from '../permissions/permissions.repository.js';
import { permissionsRoutes } from '../permissions/permissions.routes.js';
import { permissionsService } from '../permissions/permissions.service.js';
import { positionsRepository } from '../positions/positions.repository.js';
import { positionsRoutes } from '../positions/positions.routes.js';
import { positionsService } from '../positions/positions.service.js';
import { rolesRepository } from '../roles/roles.repository.js';
import { rolesRoutes } from '../roles/roles.routes.js';
import { rolesService } from '../roles/roles.service.js';
import { tenantsRepository } from '../tenants/tenants.repository.js';
import { tenantsRoutes } from '../tenants/tenants.routes.js';
import { tenantsService } from '../tenants/tenants.service.js';
import { roleUsersRoutes } from '../users/role-users.routes.js';
import { roleUsersService } from '../users/role-users.service.js';
import { userAccountsRoutes } from '../users/user-accounts.routes.js';
import { userAccountsService } from '../users/user-accounts.service.js';
import { usersPolicy } from '../users/users.policy.js';
import { usersRepository } from '../users/users.repository.js';
import { usersRoutes } from '../users/users.routes.js';
import { usersService } from '../users/users.service.js';
import { usersExcelRoutes } from '../users/users-excel.routes.js';
import { usersExcelService } from '../users/users-excel.service.js';
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
import { loginSessions } from './login-session.js';
import { passwordEnvelopesRepository } from './password-envelopes.repository.js';
import { passwordResetRepository } from './password-reset.repository.js';
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

export interface IdentityDeps {
  db: Db;
  config: Config;
  sessions: SessionsService;
  mailer: Mailer;
  outbox: OutboxRepository;
}

/**
 * Identity and access (issue 3): builds the repositories and services of accounts, sessions, roles,
 * permissions, departments, tenants, dictionaries, positions and categories, and registers their routes.
 */
export function identityRoutes({ db, config, sessions, mailer, outbox }: IdentityDeps) {
  const users = usersRepository(db);
  const roles = rolesRepository(db);
  const departments = departmentsRepository(db);
  const dicts = dictsService(dictsRepository(db));
  const logs = loginLogsRepository(db);
  const captcha = captchaService(captchaRepository(db), undefined, config.CAPTCHA_TEST_ANSWER);
  const rsa = rsaKeysService(rsaKeysRepository(db), passwordEnvelopesRepository(db));
  const tenants = tenantsRepository(db);
  const policy = usersPolicy({ users, roles, tenants, geo: geoRepository(db), departments });
  const userAdmin = usersService({ repo: users, policy, rsa, sessions });
  const guard = loginGuard(logs, {
    perUserPerMinute: config.LOGIN_ATTEMPTS_PER_USER_PER_MINUTE,
    perAddressPerMinute: config.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
    maxFailures: config.LOGIN_MAX_FAILURES,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
  });
  const defaultRoleId = async () => (await roles.findByCode('user'))?.id;
  const signIn = loginSessions({ users, tenants, sessions, logs, dictItems: dicts.allItems });
  const handoffs = loginHandoffsRepository(db);
  const resets = passwordResetRepository(db);

  return async (api: import('fastify').FastifyInstance) => {
    await api.register(
      loginRoutes({
        login: loginService({ users, captcha, rsa, guard, sessions: signIn }),
        captcha,
        rsa,
        ratePerMinute: config.OPEN_ACCOUNT_RATE_PER_MINUTE,
      }),
    );
    await api.register(
      phoneLoginRoutes({
        phone: phoneLoginService({
          users,
          codes: smsCodesRepository(db),
          captcha,
          sms: createSmsSender({ url: config.SMS_URL }, outbox),
          guard,
          sessions: signIn,
        }),
        ratePerMinute: config.OPEN_ACCOUNT_RATE_PER_MINUTE,
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
        ratePerMinute: config.OPEN_ACCOUNT_RATE_PER_MINUTE,
      }),
    );
    await api.register(accountRoutes(accountService({ users, sessions, rsa, logs })));
    await api.register(
      registrationRoutes({
        registration: registrationService({ users, captcha, rsa }),
        reset: passwordResetService({
          users,
          resets,
          captcha,
          rsa,
          mailer,
          sessions,
        }),
        ratePerMinute: config.OPEN_ACCOUNT_RATE_PER_MINUTE,
      }),
    );
    await api.register(authAdminRoutes({ logs, rsa }));
    await api.register(usersRoutes(userAdmin));
    await api.register(usersExcelRoutes(usersExcelService({ repo: users, roles, policy })));
    await api.register(
      userAccountsRoutes(
        userAccountsService({ repo: users, policy, rsa, sessions, mailer, defaultRoleId, resets, logs }),
        { ratePerMinute: config.OPEN_ACCOUNT_RATE_PER_MINUTE },
      ),
    );
    await api.register(roleUsersRoutes(roleUsersService({ repo: users, roles, policy, users: userAdmin })));
    await api.register(rolesRoutes(rolesService(roles)));
    const permissionRows = permissionsRepository(db);
    await api.register(permissionsRoutes(permissionsService(permissionRows, roles)));
    await api.register(
      dataRulesRoutes(dataRulesService({ repo: dataRulesRepository(db), permissions: permissionRows, roles })),
    );
    await api.register(departmentsRoutes(departmentsService(departments)));
    await api.register(dictsRoutes(dicts));
    await api.register(dictItemsRoutes(dicts));
    await api.register(tenantsRoutes(tenantsService(tenants)));
    await api.register(positionsRoutes(positionsService(positionsRepository(db))));
    await api.register(categoriesRoutes(categoriesService(categoriesRepository(db))));
    await api.register(duplicateRoutes(duplicateService(duplicateRepository(db))));
    await api.register(mailRoutes(outbox));
  };
}
