import type { UpdatePasswordRequest } from '@csp/contract';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { readNewPassword } from '../../lib/password-policy.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { presentDepart, presentUserInfo } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { ClientMeta } from './login.service.js';
import type { LoginLogsRepository } from './login-logs.repository.js';
import type { RsaKeysService } from './rsa-keys.service.js';
import type { Principal, SessionsService } from './sessions.service.js';

export interface AccountDeps {
  users: Pick<UsersRepository, 'findById' | 'rolesOf' | 'departsOf' | 'setPassword' | 'setOrgCode'>;
  sessions: Pick<SessionsService, 'revoke' | 'revokeAllOfUser' | 'setOrgCode'>;
  rsa: RsaKeysService;
  logs: LoginLogsRepository;
}

/** What a signed-in user does with their own account: sign out, departments, password. */
export function accountService(deps: AccountDeps) {
  const self = async (p: Principal) => {
    const user = await deps.users.findById(p.userId);
    if (!user) throw notFound('userNotExist');
    return user;
  };
  const mustBeSelf = (p: Principal, username: string) => {
    if (username !== p.username) throw forbidden('notAuthority');
  };

  return {
    async logout(p: Principal, token: string, meta: ClientMeta) {
      await deps.sessions.revoke(token);
      await deps.logs.record({
        userId: p.userId,
        username: p.username,
        action: 'logout',
        result: 'success',
        ip: meta.ip,
        userAgent: meta.userAgent ?? null,
      });
    },
    async departs(p: Principal) {
      const list = (await deps.users.departsOf(p.userId)).map(presentDepart);
      return { list, orgCode: p.orgCode };
    },
    /** Chooses the department of this session (and the user's default); only one of the user's own. */
    async selectDepart(p: Principal, body: { orgCode: string; username: string }) {
      mustBeSelf(p, body.username);
      const departs = await deps.users.departsOf(p.userId);
      if (!departs.some((d) => d.orgCode === body.orgCode)) {
        throw badRequest('departNotMine', [{ field: 'orgCode', message: 'departNotMine' }]);
      }
      await deps.sessions.setOrgCode(p.tokenHash, body.orgCode);
      await deps.users.setOrgCode(p.userId, body.orgCode);
      const user = await self(p);
      const roles = await deps.users.rolesOf([p.userId]);
      return {
        userInfo: presentUserInfo(
          user,
          roles.map((r) => r.code),
          body.orgCode,
        ),
      };
    },
    /** SPEC §4, §5: old password checked, new one ruled, then every session of the user ends. */
    async updatePassword(p: Principal, body: UpdatePasswordRequest) {
      mustBeSelf(p, body.username);
      const user = await self(p);
      const old = await deps.rsa.decrypt(body.oldpassword, 'oldpassword', { publicKey: body.rsaPublicKey });
      const plain = await readNewPassword(
        deps.rsa,
        { password: body.password, confirm: body.confirmpassword },
        { password: 'password', confirm: 'confirmpassword' },
        { publicKey: body.rsaPublicKey },
      );
      if (!(await verifyPassword(user.passwordHash, old))) {
        throw badRequest('oldPasswordWrong', [{ field: 'oldpassword', message: 'oldPasswordWrong' }]);
      }
      await deps.users.setPassword(user.id, await hashPassword(plain));
      await deps.sessions.revokeAllOfUser(user.id);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
