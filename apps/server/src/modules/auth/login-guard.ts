import { AppError } from '../../errors.js';
import type { LoginLogsRepository } from './login-logs.repository.js';

export interface LoginLimits {
  perUserPerMinute: number;
  perAddressPerMinute: number;
  maxFailures: number;
  lockMinutes: number;
}

/** How long an address that signed a user in stays trusted for that user (no cross-address delay). */
const trustedDays = 30;
/** The longest wait the cross-address delay asks for. */
const maxDelayMs = 60_000;

/**
 * Login protection counted from the login log, so every instance sees the same numbers (OWASP "account
 * lockout" guidance: nobody can lock a user out from elsewhere):
 * - 429 `tooManyRequests` beyond the attempts per minute of a username from one address, or of an address;
 * - 429 `loginLocked` after `maxFailures` wrong passwords of a username from one address within `lockMinutes`
 *   (only that address is locked out; a success or an administrator's unlock resets it);
 * - 429 `loginDelayed` once the username has `2 × maxFailures` wrong passwords from all addresses: a growing wait
 *   after the last failure (1 s, 2 s, 4 s... at most a minute), except from an address that signed the user
 *   in within 30 days. Every attempt also needs a solved captcha.
 */
export function loginGuard(logs: LoginLogsRepository, limits: LoginLimits, now: () => Date = () => new Date()) {
  return {
    async checkRate(username: string, ip: string) {
      const since = new Date(now().getTime() - 60_000);
      const [byUser, byAddress] = await Promise.all([
        logs.attemptsSince({ username, ip }, since),
        logs.attemptsSince({ ip }, since),
      ]);
      if (byUser >= limits.perUserPerMinute || byAddress >= limits.perAddressPerMinute) {
        throw new AppError('tooManyRequests', 429);
      }
    },
    async checkLock(username: string, ip: string) {
      const at = now().getTime();
      const since = new Date(at - limits.lockMinutes * 60_000);
      const [here, everywhere] = await Promise.all([
        logs.failuresSince(username, since, ip),
        logs.failuresSince(username, since),
      ]);
      if (here.n >= limits.maxFailures) throw new AppError('loginLocked', 429);
      const over = everywhere.n - 2 * limits.maxFailures;
      if (over < 0 || !everywhere.last) return;
      const wait = Math.min(1000 * 2 ** over, maxDelayMs);
      if (at - everywhere.last.getTime() >= wait) return;
      if (await logs.succeededFrom(username, ip, new Date(at - trustedDays * 86_400_000))) return;
      throw new AppError('loginDelayed', 429);
    },
  };
}
export type LoginGuard = ReturnType<typeof loginGuard>;
