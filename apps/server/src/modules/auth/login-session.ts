import type { LoginMethod, LoginResult } from '@csp/contract';
import { forbidden } from '../../errors.js';
import type { ClientMeta } from '../../lib/principal.js';
import { presentDepart, presentUserInfo } from '../users/users.presenter.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { LoginLogsRepository } from './login-logs.repository.js';
import type { SessionsService } from './sessions.service.js';

export type { ClientMeta };

export interface LoginSessionDeps {
  users: Pick<UsersRepository, 'rolesOf' | 'departsOf' | 'tenantsOf'>;
  tenants: { findMany(ids: number[]): Promise<{ id: number; name: string; status: number }[]> };
  sessions: Pick<SessionsService, 'open'>;
  logs: Pick<LoginLogsRepository, 'record'>;
  dictItems: () => Promise<LoginResult['sysAllDictItems']>;
}

/**
 * What every way in shares (password, phone code, CAS, third-party): the account must be approved and not
 * frozen; the session starts in the user's own tenant and department; every attempt is a login-log row.
 */
export function loginSessions(deps: LoginSessionDeps) {
  return {
    /** 403 `accountPending` / `accountFrozen` for accounts that may not sign in. */
    admit(user: UserRow) {
      if (user.approval !== 'approved') throw forbidden('accountPending');
      if (user.status !== 1) throw forbidden('accountFrozen');
    },
    /** One login-log row: the way in, and the result (`success` or the failure's message key). */
    log: (method: LoginMethod, username: string, meta: ClientMeta, result: string, userId?: number) =>
      deps.logs.record({
        username,
        userId: userId ?? null,
        action: 'login',
        method,
        result,
        ip: meta.ip,
        userAgent: meta.userAgent ?? null,
      }),
    /** Opens a session for an admitted user and answers the SPEC §3 login result. */
    async open(user: UserRow, meta: ClientMeta): Promise<LoginResult> {
      const [roles, departs, sysAllDictItems, extra] = await Promise.all([
        deps.users.rolesOf([user.id]),
        deps.users.departsOf(user.id),
        deps.dictItems(),
        deps.users.tenantsOf([user.id]),
      ]);
      const tenants = await deps.tenants.findMany([user.tenantId, ...extra.map((t) => t.tenantId)]);
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
        tenantList: tenants.filter((t) => t.status === 1).map((t) => ({ id: t.id, name: t.name })),
      };
    },
  };
}
export type LoginSessions = ReturnType<typeof loginSessions>;
