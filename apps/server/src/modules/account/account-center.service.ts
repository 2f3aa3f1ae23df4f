import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AccountPreferences, AccountProfile, AccountSession } from '@csp/contract';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import type { Principal } from '../../lib/principal.js';
import { isoTime } from '../../lib/replies.js';
import type { FilesService } from '../files/files.service.js';
import type { OssFilesService } from '../files/oss-files.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { AccountCenterRepository } from './account-center.repository.js';
import { accountMails } from './account-mails.js';
import { detectImage } from './avatar-image.js';
import { describeDevice } from './device.js';

export const mailboxCodeMinutes = 10;
const maxAttempts = 5;
/** A new code for the same user at most once a minute. */
const codeIntervalMs = 60_000;
const hashCode = (userId: number, email: string, code: string) =>
  createHash('sha256').update(`${userId}:${email}:${code}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const defaultPreferences: AccountPreferences = { language: null, notifyByMail: true };

export interface AccountCenterDeps {
  repo: AccountCenterRepository;
  files: Pick<FilesService, 'save'>;
  ossFiles: Pick<OssFilesService, 'removeIfUnused'>;
  mailer: Mailer;
  /** API_BASE: avatars are `${base}/file/view/<id>`. */
  base: string;
  now?: () => Date;
  log?: (error: unknown, message: string) => void;
}

/** The account center (SPEC §2 "Other"): one's profile, avatar, mailbox, sessions and preferences. */
export function accountCenterService(deps: AccountCenterDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const self = async (p: Principal) => {
    const user = await repo.user(p.userId);
    if (!user) throw notFound('userNotExist');
    return user;
  };
  const profileOf = (user: NonNullable<Awaited<ReturnType<AccountCenterRepository['user']>>>): AccountProfile => ({
    id: String(user.id),
    username: user.username,
    realname: user.realname,
    email: user.email,
    avatar: user.avatar,
    createTime: isoTime(user.createdAt),
  });
  const avatarPattern = new RegExp(`^${deps.base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/file/view/(\\d+)$`);

  return {
    profile: async (p: Principal) => profileOf(await self(p)),
    async editProfile(p: Principal, body: { realname: string }) {
      await self(p);
      await repo.setProfile(p.userId, { realname: body.realname });
      return profileOf(await self(p));
    },
    /** Stores an image as the avatar; the previous avatar file goes when nothing else uses it. */
    async setAvatar(p: Principal, upload: { name: string; bytes: Buffer }) {
      const user = await self(p);
      const image = detectImage(upload.bytes);
      if (!image) throw new AppError('avatarTypeInvalid', 415, [{ field: 'file', message: 'avatarTypeInvalid' }]);
      const name = upload.name.replace(/\.[^.]*$/, '') + image.extension;
      const saved = await deps.files.save({
        name,
        mimeType: image.mimeType,
        bytes: upload.bytes,
        purpose: 'avatar',
        ownerId: p.userId,
      });
      await repo.setProfile(p.userId, { avatar: `${deps.base}/file/view/${saved.id}` });
      const previous = user.avatar ? avatarPattern.exec(user.avatar)?.[1] : undefined;
      if (previous) {
        await deps.ossFiles
          .removeIfUnused(Number(previous), 'avatar')
          .catch((error) => deps.log?.(error, 'previous avatar kept'));
      }
      return profileOf(await self(p));
    },
    /** Mails a six-digit code to the NEW mailbox (ten minutes, five tries, one code a minute). */
    async sendMailboxCode(p: Principal, body: { email: string }) {
      const user = await self(p);
      if (user.email?.toLowerCase() === body.email) {
        throw badRequest('mailboxUnchanged', [{ field: 'email', message: 'mailboxUnchanged' }]);
      }
      if (await repo.emailTaken(body.email, p.userId)) {
        throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
      }
      const last = await repo.lastCode(p.userId);
      if (last && now().getTime() - last.createdAt.getTime() < codeIntervalMs) {
        throw new AppError('tooManyRequests', 429);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now().getTime() + mailboxCodeMinutes * 60_000);
      await repo.issueCode(p.userId, body.email, hashCode(p.userId, body.email, code), expiresAt);
      await deps.mailer.send(accountMails.mailboxCode(body.email, user.username, code, mailboxCodeMinutes));
    },
    /** Binds the new mailbox when the code mailed to it is given; the old mailbox is told. */
    async confirmMailbox(p: Principal, body: { email: string; code: string }) {
      const user = await self(p);
      const invalid = () => badRequest('mailCodeInvalid', [{ field: 'code', message: 'mailCodeInvalid' }]);
      const row = await repo.tryCode(p.userId, body.email);
      if (!row || row.expiresAt <= now() || row.attempts > maxAttempts) throw invalid();
      if (!sameHash(row.codeHash, hashCode(p.userId, body.email, body.code))) throw invalid();
      if (await repo.emailTaken(body.email, p.userId)) {
        throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
      }
      if (!(await repo.consumeCode(row.id))) throw invalid();
      await repo.setProfile(p.userId, { email: body.email }).catch((error) => {
        if (uniqueViolation(error)) {
          throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
        }
        throw error;
      });
      if (user.email) {
        await deps.mailer
          .send(accountMails.mailboxChanged(user.email, user.username, body.email))
          .catch((error) => deps.log?.(error, 'old mailbox not told of the change'));
      }
      return profileOf(await self(p));
    },
    async sessions(p: Principal): Promise<AccountSession[]> {
      const rows = await repo.liveSessions(p.userId, now());
      return rows.map((s) => ({
        id: String(s.id),
        ip: s.lastIp ?? s.ip,
        userAgent: s.userAgent,
        device: describeDevice(s.userAgent),
        createTime: isoTime(s.createdAt),
        lastSeen: isoTime(s.lastSeenAt ?? s.createdAt),
        expiresAt: isoTime(s.expiresAt),
        current: s.tokenHash === p.tokenHash,
      }));
    },
    /** Ends another of one's own sessions; the current one ends by signing out. */
    async revokeSession(p: Principal, id: number) {
      const mine = (await repo.liveSessions(p.userId, now())).find((s) => s.id === id);
      if (!mine) throw notFound();
      if (mine.tokenHash === p.tokenHash) throw badRequest('cannotRevokeCurrentSession');
      if (!(await repo.revokeSession(p.userId, id))) throw notFound();
    },
    async preferences(p: Principal): Promise<AccountPreferences> {
      const row = await repo.preferences(p.userId);
      if (!row) return defaultPreferences;
      return {
        language: row.language === 'en' || row.language === 'zh' ? row.language : null,
        notifyByMail: row.notifyByMail,
      };
    },
    async savePreferences(p: Principal, body: Partial<AccountPreferences>) {
      await repo.savePreferences(p.userId, body);
      return this.preferences(p);
    },
  };
}
export type AccountCenterService = ReturnType<typeof accountCenterService>;
