import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgres://user@host:port/database URL');

/** Every setting of the server, read from the environment (documented in .env.example). */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9]$/, 'must start with / and not end with /')
    .default('/api'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(postgresUrl.optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  WEB_DIST_DIR: z.string().optional(),
  CONTACT_EMAIL: z.string().email().default('contact@example.org'),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** End-to-end tests only: every captcha accepts this answer. Refused unless NODE_ENV=test. */
  CAPTCHA_TEST_ANSWER: z.string().min(4).max(8).optional(),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
  MAIL_FROM: z.string().email().optional(),
  OPEN_ACCOUNT_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_ATTEMPTS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; webDistDir: string };

export class ConfigError extends Error {}

/** Reads and checks the settings; a wrong setting throws a ConfigError with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid setting ${issues.join('; ')}`);
  }
  const c = parsed.data;
  if (c.CAPTCHA_TEST_ANSWER && c.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid setting CAPTCHA_TEST_ANSWER: allowed only with NODE_ENV=test');
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
