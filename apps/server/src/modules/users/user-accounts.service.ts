import { permissions } from '@csp/contract';
import type { loginLogs } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { type PasswordDecrypter, readNewPassword } from '../../lib/password-policy.js';
import { generatePassword, hashPassword } from '../../lib/passwords.js';
import type { ClientMeta, Principal } from '../../lib/principal.js';
import type { Mailer } from '../mail/mailer.js';
import { mailTemplates } from '../mail/templates.js';
import type { UsersPolicy } from './users.policy.js';
import type { UsersRepository } from './users.repository.js';

export interface UserAccountsDeps {
  repo: UsersRepository;
  policy: UsersPolicy;
  rsa: PasswordDecrypter;
  /** Ends a user's sessions (`auth/sessions.service.ts`). */
  sessions: { revokeAllOfUser(userId: number): Promise<unknown> };
  mailer: Mailer;
  /** The role given to approved users who have none (`user`). */
  defaultRoleId: () => Promise<number | undefined>;
  /** Issues an administrator's reset code for a user, valid `hours` (`auth/password-reset.repository.ts`). */
  adminResetCode: { hours: number; issue(userId: number): Promise<string> };
  logs: { record(row: typeof loginLogs.$inferInsert): Promise<void> };
}

/** Account state changes of the back office: freeze, approve, passwords; and the availability checks. */
export function userAccountsService(deps: UserAccountsDeps) {
  const { repo, policy, rsa, sessions, mailer } = deps;
  /** Sends a mail; false (kept in the outbox as failed) when SMTP refused it. */
  const trySend = (mail: Parameters<Mailer['send']>[0]) =>
    mailer.send(mail).then(
      () => true,
      () => false,
    );

  return {
    /** Freezes (2) or unfreezes (1) users; freezing ends their sessions at once. */
    async freeze(p: Principal, ids: number[], status: 1 | 2) {
      const rows = await policy.loadManyInScope(p, ids);
      if (status === 2 && rows.some((r) => r.builtIn)) throw new AppError('cannotFreezeAdmin', 403);
      if (status === 2 && rows.some((r) => r.id === p.userId)) throw new AppError('cannotFreezeMyself', 403);
      await repo.setStatus(
        rows.map((r) => r.id),
        status,
        policy.scopeOf(p),
      );
      if (status === 2) for (const r of rows) await sessions.revokeAllOfUser(r.id);
    },
    /** Approves pending registrations (SPEC §4) and mails each a confirmation. */
    async approve(p: Principal, ids: number[]) {
      await policy.loadManyInScope(p, ids);
      const approved = await repo.approve(ids, await deps.defaultRoleId(), policy.scopeOf(p));
      let mailed = 0;
      for (const user of approved) {
        if (user.email && (await trySend(mailTemplates.approved(user.email, user.username)))) mailed += 1;
      }
      const withMailbox = approved.filter((u) => u.email).length;
      return { approved: approved.length, mailed, allMailed: mailed === withMailbox };
    },
    /** An administrator sets a user's password; the user's sessions end. */
    async changePassword(p: Principal, body: { username: string; password: string; confirmpassword: string }) {
      const target = await repo.findByUsername(body.username);
      if (!target) throw notFound('userNotExist');
      await policy.loadInScope(p, target.id);
      const plain = await readNewPassword(
        rsa,
        { password: body.password, confirm: body.confirmpassword },
        { password: 'password', confirm: 'confirmpassword' },
      );
      await repo.setPassword(target.id, await hashPassword(plain));
      await sessions.revokeAllOfUser(target.id);
    },
    /**
     * Resets a password without ever sending one: the old password stops working (replaced by a random one
     * nobody is told), the user's sessions end, and a one-time code (kept hashed, single use, 24 hours) is
     * mailed with the link of the page where the user sets a new password.
     */
    async reset(p: Principal, id: number, siteOrigin: string) {
      const target = await policy.loadInScope(p, id);
      if (!target.email) throw badRequest('userHasNoMailbox');
      await repo.setPassword(target.id, await hashPassword(generatePassword()));
      await sessions.revokeAllOfUser(target.id);
      const code = await deps.adminResetCode.issue(target.id);
      const link = `${siteOrigin}/user/alteration?${new URLSearchParams({ username: target.username })}`;
      await mailer.send(
        mailTemplates.adminResetCode(target.email, target.username, code, deps.adminResetCode.hours, link),
      );
      return { mailed: true };
    },
    /** Lifts the sign-in lock and the cross-address delay of a user in the caller's area (a login-log row). */
    async unlock(p: Principal, id: number, meta: ClientMeta) {
      const target = await policy.loadInScope(p, id);
      await deps.logs.record({
        userId: target.id,
        username: target.username,
        action: 'unlock',
        method: null,
        result: 'success',
        ip: meta.ip,
        userAgent: `by ${p.username}`.slice(0, 200),
      });
    },
    /** 409 when the username is taken; nothing else is told. */
    async checkUsername(username: string) {
      if (await repo.usernameTaken(username)) {
        throw conflict('userNameNotRepeated', [{ field: 'username', message: 'userNameNotRepeated' }]);
      }
    },
    /**
     * 409 when the mailbox is taken. The mailbox of user {id} itself counts as free only for that user or for an
     * administrator who may edit them; for anyone else {id} is ignored, so nobody maps mailboxes to user ids.
     */
    async checkEmail(email: string, userId: number, caller?: Principal) {
      let except: number | undefined;
      if (userId && caller) {
        if (caller.userId === userId) except = userId;
        else if (caller.isSuperAdmin || caller.permissions.has(permissions.userEdit)) {
          except = await policy.loadInScope(caller, userId).then(
            (row) => row.id,
            () => undefined,
          );
        }
      }
      if (await repo.emailTaken(email, except)) {
        throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
      }
    },
  };
}
export type UserAccountsService = ReturnType<typeof userAccountsService>;
