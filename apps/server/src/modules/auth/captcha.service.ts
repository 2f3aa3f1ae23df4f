import { createHash, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { badRequest } from '../../errors.js';
import type { CaptchaRepository } from './captcha.repository.js';

export const captchaTtlMs = 120_000;

/** The stored form of an answer: bound to its key, case-insensitive. */
export const captchaHash = (key: string, code: string) =>
  createHash('sha256').update(`${key}:${code.trim().toLowerCase()}`).digest('hex');

/**
 * Captcha images (SPEC §2 login): an SVG whose answer is kept, hashed, in the database for two minutes,
 * so any instance can check it; checking consumes it whatever the outcome.
 */
export function captchaService(
  repo: CaptchaRepository,
  now: () => Date = () => new Date(),
  /** Test runs only (CAPTCHA_TEST_ANSWER, refused outside NODE_ENV=test): every captcha accepts this answer. */
  testAnswer?: string,
) {
  return {
    /** A new image for a key, as a data URL the client puts in an `<img>`. */
    async image(key: string): Promise<string> {
      const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lIi', width: 105, height: 35 });
      const at = now();
      await repo.save(key, captchaHash(key, testAnswer ?? captcha.text), new Date(at.getTime() + captchaTtlMs), at);
      return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
    },
    /** 400 `LoginAgain` when the key is unknown or expired, `VerificationCodeError` when the answer is wrong. */
    async verify(key: string, code: string) {
      const row = await repo.take(key);
      if (!row || row.expiresAt <= now()) throw badRequest('LoginAgain', [{ field: 'captcha', message: 'LoginAgain' }]);
      const given = Buffer.from(captchaHash(key, code));
      if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
        throw badRequest('VerificationCodeError', [{ field: 'captcha', message: 'VerificationCodeError' }]);
      }
    },
  };
}
export type CaptchaService = ReturnType<typeof captchaService>;
