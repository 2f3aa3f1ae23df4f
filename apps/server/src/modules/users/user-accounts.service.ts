import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { generatePassword, hashPassword } from '../../lib/passwords.js';
import { readNewPassword } from '../auth/password-policy.js';
import type { RsaKeysService } from '../auth/rsa-keys.service.js';
import type { Principal, SessionsService } from '../auth/sessions.service.js';
import type { Mailer } from '../mail/mailer.js';
import { mailTemplates } from '../mail/templates.js';
import type { UsersPolicy } from './users.policy.js';
import type { UsersRepository } from './users.repository.js';

export interface UserAccountsDeps {
  repo: UsersRepository;
  policy: UsersPolicy;
  rsa: RsaKeysService;
  sessions: Pick<SessionsService, 'revokeAllOfUser'>;
  mailer: Mailer;
  /** The role given to approved users who have none (`user`). */
  defaultRoleId: () => Promise<number | undefined>;
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
    /** A new random password, mailed to the user's bound mailbox; the user's sessions end. */
    async reset(p: Principal, id: number) {
      const target = await policy.loadInScope(p, id);
      if (!target.email) throw badRequest('userHasNoMailbox');
      const plain = generatePassword();
      await repo.setPassword(target.id, await hashPassword(plain));
      await sessions.revokeAllOfUser(target.id);
      await mailer.send(mailTemplates.newPassword(target.email, target.username, plain));
      return { mailed: true };
    },
    async checkUsername(username: string) {
      if (await repo.usernameTaken(username)) {
        throw conflict('userNameNotRepeated', [{ field: 'username', message: 'userNameNotRepeated' }]);
      }
    },
    async checkEmail(email: string, userId: number) {
      if (await repo.emailTaken(email, userId)) {
        throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
      }
    },
  };
}
export type UserAccountsService = ReturnType<typeof userAccountsService>;
