import { AppError } from '../../errors.js';
import type { LoginLogsRepository } from './login-logs.repository.js';

export interface LoginLimits {
  perUserPerMinute: number;
  perAddressPerMinute: number;
  maxFailures: number;
  lockMinutes: number;
}

/**
 * Login protection counted from the login log, so every instance sees the same numbers:
 * 429 `tooManyRequests` beyond the attempts per minute of a username or of an address, and
 * 429 `loginLocked` after `maxFailures` wrong passwords within `lockMinutes` (a success resets it).
 */
export function loginGuard(logs: LoginLogsRepository, limits: LoginLimits, now: () => Date = () => new Date()) {
  return {
    async checkRate(username: string, ip: string) {
      const since = new Date(now().getTime() - 60_000);
      const [byUser, byAddress] = await Promise.all([
        logs.attemptsSince({ username }, since),
        logs.attemptsSince({ ip }, since),
      ]);
      if (byUser >= limits.perUserPerMinute || byAddress >= limits.perAddressPerMinute) {
        throw new AppError('tooManyRequests', 429);
      }
    },
    async checkLock(username: string) {
      const since = new Date(now().getTime() - limits.lockMinutes * 60_000);
      if ((await logs.failuresSince(username, since)) >= limits.maxFailures) throw new AppError('loginLocked', 429);
    },
  };
}
export type LoginGuard = ReturnType<typeof loginGuard>;
