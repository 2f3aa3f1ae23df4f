import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LoginResult, phoneLoginRequestSchema, smsRequestSchema } from '@csp/contract';
import type { z } from 'zod';
import { AppError, badRequest } from '../../errors.js';
import type { SmsSender } from '../mail/sms.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { CaptchaService } from './captcha.service.js';
import type { LoginGuard } from './login-guard.js';
import type { ClientMeta, LoginSessions } from './login-session.js';
import type { SmsCodesRepository } from './sms-codes.repository.js';

export const smsCodeMinutes = 5;
const maxAttempts = 5;
/** Limits on asking for codes: one a minute and ten an hour per number, thirty an hour per address. */
export const smsLimits = { perPhonePerMinute: 1, perPhonePerHour: 10, perAddressPerHour: 30 };

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');
const smsText = (code: string) =>
  `Your sign-in code is ${code}; it expires in ${smsCodeMinutes} minutes. ` +
  `您的登录验证码是 ${code}，${smsCodeMinutes} 分钟内有效。`;

export interface PhoneLoginDeps {
  users: Pick<UsersRepository, 'findByPhone' | 'findById'>;
  codes: SmsCodesRepository;
  captcha: CaptchaService;
  sms: SmsSender;
  guard: Pick<LoginGuard, 'checkRate'>;
  sessions: LoginSessions;
  now?: () => Date;
}

/**
 * Login by mobile number and text-message code (SPEC §7 `/sys/phoneLogin`). Asking for a code needs a
 * captcha and is rate-limited per number and per address; the answer is the same whether or not the number
 * belongs to an account (a code goes only to the one live, approved account holding it). A code is six
 * digits, valid five minutes and five tries, single use; every login attempt is a login-log row.
 */
export function phoneLoginService(deps: PhoneLoginDeps) {
  const now = deps.now ?? (() => new Date());
  const ago = (ms: number) => new Date(now().getTime() - ms);

  async function checkSendRate(phone: string, ip: string) {
    const [minute, hour, address] = await Promise.all([
      deps.codes.sentSince({ phone }, ago(60_000)),
      deps.codes.sentSince({ phone }, ago(3_600_000)),
      deps.codes.sentSince({ ip }, ago(3_600_000)),
    ]);
    if (
      minute >= smsLimits.perPhonePerMinute ||
      hour >= smsLimits.perPhonePerHour ||
      address >= smsLimits.perAddressPerHour
    ) {
      throw new AppError('smsTooFrequent', 429);
    }
  }

  /** The one account a number signs in to, if any. */
  async function accountOf(phone: string) {
    const found = await deps.users.findByPhone(phone);
    return found.length === 1 ? found[0] : undefined;
  }

  return {
    async sendCode(body: z.output<typeof smsRequestSchema>, meta: ClientMeta) {
      await deps.captcha.verify(body.checkKey, body.captcha);
      const phone = body.mobile;
      await checkSendRate(phone, meta.ip);
      const user = await accountOf(phone);
      const deliverable = user && user.approval === 'approved' && user.status === 1;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.codes.issue({
        phone,
        userId: deliverable ? user.id : null,
        // a row is kept either way (it counts towards the limits); without an account it can never match
        codeHash: deliverable ? hashCode(phone, code) : randomBytes(32).toString('hex'),
        expiresAt: new Date(now().getTime() + smsCodeMinutes * 60_000),
        ip: meta.ip,
      });
      if (deliverable) await deps.sms.send({ to: phone, text: smsText(code) });
    },

    async login(body: z.output<typeof phoneLoginRequestSchema>, meta: ClientMeta): Promise<LoginResult> {
      const phone = body.mobile;
      const invalid = () => badRequest('smsCodeInvalid', [{ field: 'captcha', message: 'smsCodeInvalid' }]);
      let name = phone;
      try {
        await deps.guard.checkRate(phone, meta.ip);
        const row = await deps.codes.latestForAttempt(phone);
        if (!row?.userId || row.expiresAt <= now() || row.attempts > maxAttempts) throw invalid();
        const user = await deps.users.findById(row.userId);
        if (user) name = user.username;
        if (!user || row.codeHash !== hashCode(phone, body.captcha)) throw invalid();
        if (!(await deps.codes.consume(row.id))) throw invalid();
        deps.sessions.admit(user);
        await deps.sessions.log('phone', user.username, meta, 'success', user.id);
        return await deps.sessions.open(user, meta);
      } catch (error) {
        if (error instanceof AppError) await deps.sessions.log('phone', name, meta, error.key);
        throw error;
      }
    },
  };
}
export type PhoneLoginService = ReturnType<typeof phoneLoginService>;
