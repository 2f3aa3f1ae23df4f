import path from 'node:path';
import { z } from 'zod';
import { parseAllowList } from './lib/outbound-policy.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => {
    const url = URL.parse(v);
    return (url?.protocol === 'postgres:' || url?.protocol === 'postgresql:') && url.hostname !== '';
  }, 'must be a postgres://user@host:port/database URL');

/** An optional http(s) URL setting; blank means unset. */
const httpUrlSetting = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
      .optional(),
  );

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
  /** Uploaded spreadsheets (lib/spreadsheet/parse-limits.ts): most megabytes a workbook's zip may unpack to. */
  UPLOAD_MAX_INFLATED_MB: z.coerce.number().int().min(1).max(4096).default(400),
  /** Most rows and cells one uploaded file may hold, and most seconds reading it may take. */
  UPLOAD_MAX_ROWS: z.coerce.number().int().min(1).default(2_000_000),
  UPLOAD_MAX_CELLS: z.coerce.number().int().min(1).default(20_000_000),
  UPLOAD_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  /** Spreadsheets read at once by this process; another waits up to UPLOAD_PARSE_WAIT_SECONDS, then 503. */
  UPLOAD_PARSE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  UPLOAD_PARSE_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Most megabytes of published values the public chart holds in memory (read per statistical type). */
  CHART_VALUES_MEMORY_MB: z.coerce.number().int().min(1).max(65536).default(256),
  /** Read the published values of every public series into that memory after a start and after each change. */
  CHART_VALUES_WARM_UP: booleanFlag.default(true),
  /** Rows per batch write of an upload (written while the file is still being read; all in one transaction). */
  UPLOAD_BATCH_ROWS: z.coerce.number().int().min(1).max(100_000).default(20_000),
  /**
   * How long an upload stays 'processing' without a sign of life from its instance (renewed every third of it)
   * before housekeeping marks it failed as interrupted.
   */
  UPLOAD_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
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
  /** Text messages (phone login codes): POSTed as JSON to this webhook; unset, kept in the admin outbox. */
  SMS_URL: httpUrlSetting,
  /** CAS single sign-on: the CAS server's base URL (…/cas) and the service URL its tickets are issued for. */
  CAS_SERVER_URL: httpUrlSetting,
  CAS_SERVICE_URL: httpUrlSetting,
  /** Third-party login (OAuth 2 authorization code): the source name in /sys/thirdLogin/…/{source}. */
  THIRD_LOGIN_SOURCE: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, - and _ only')
        .optional(),
    ),
  THIRD_LOGIN_NAME: z.string().trim().max(50).optional(),
  THIRD_LOGIN_AUTHORIZE_URL: httpUrlSetting,
  THIRD_LOGIN_TOKEN_URL: httpUrlSetting,
  THIRD_LOGIN_USERINFO_URL: httpUrlSetting,
  THIRD_LOGIN_CLIENT_ID: z.string().trim().max(500).optional(),
  THIRD_LOGIN_CLIENT_SECRET: z.string().trim().max(500).optional(),
  THIRD_LOGIN_SCOPE: z.string().trim().max(500).default(''),
  /** The callback URL registered with the provider: <public origin><API_BASE>/sys/thirdLogin/callback/<source>. */
  THIRD_LOGIN_REDIRECT_URL: httpUrlSetting,
  /** How a provider account finds its local account: by mailbox (default) or by username. */
  THIRD_LOGIN_MATCH: z.enum(['email', 'username']).default('email'),
  /** Scheduled jobs: false keeps this instance from running any (its API still manages them). */
  JOBS_ENABLED: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === 'true' || v === '1'),
  /** The time zone cron expressions are read in (IANA name); unset: the server's own. */
  JOBS_TIMEZONE: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => {
      if (v === undefined) return true;
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai'),
  /** Prometheus `/metrics`: a bearer token is required when set; unset, `/metrics` answers 404. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Key of data source passwords (AES-256-GCM): 32 bytes as 64 hex characters or base64. */
  DATA_SOURCE_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(
      z
        .string()
        .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes as 64 hex characters or base64')
        .optional(),
    ),
  /**
   * Online reports on the platform's own PostgreSQL database connect as this login role of their own (a small
   * second pool), never on the product's connections: README "Running on PostgreSQL". Unset on PostgreSQL,
   * reports on the platform's database are refused (reports on other data sources still run).
   */
  REPORT_DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(
      postgresUrl
        .refine((v) => URL.parse(v)?.username !== '', 'must name the report login role (postgres://role:password@…)')
        .optional(),
    ),
  /** Online reports: statement timeout of a report query, in milliseconds. */
  REPORT_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** File storage: S3-compatible object storage when S3_BUCKET is set, else local disk under DATA_DIR/files. */
  S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim().replace(/\/+$/, '') : undefined))
    .pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
        .optional(),
    ),
  S3_BUCKET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
        .optional(),
    ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Gateway routes may reach loopback, private, link-local and metadata addresses (off: refused). */
  GATEWAY_ALLOW_PRIVATE: booleanFlag.default(false),
  /**
   * Targets data sources and gateway routes may reach although the outbound policy refuses them (loopback,
   * private, this host…): host names, IP addresses and CIDR ranges, each optionally with :port, comma separated.
   */
  OUTBOUND_ALLOW: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseAllowList(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
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
  if (Boolean(c.CAS_SERVER_URL) !== Boolean(c.CAS_SERVICE_URL)) {
    throw new ConfigError('Invalid setting CAS_SERVER_URL / CAS_SERVICE_URL: set both or neither');
  }
  const thirdLogin = [
    'THIRD_LOGIN_AUTHORIZE_URL',
    'THIRD_LOGIN_TOKEN_URL',
    'THIRD_LOGIN_USERINFO_URL',
    'THIRD_LOGIN_CLIENT_ID',
    'THIRD_LOGIN_CLIENT_SECRET',
    'THIRD_LOGIN_REDIRECT_URL',
  ] as const;
  const missing = thirdLogin.filter((k) => !c[k]);
  if (c.THIRD_LOGIN_SOURCE && missing.length) {
    throw new ConfigError(`Invalid setting ${missing.join(', ')}: required with THIRD_LOGIN_SOURCE`);
  }
  if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid setting S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (c.REPORT_DATABASE_URL && c.DATABASE_URL) {
    const product = URL.parse(c.DATABASE_URL);
    const reports = URL.parse(c.REPORT_DATABASE_URL);
    if (product && reports && decodeURIComponent(product.username) === decodeURIComponent(reports.username)) {
      throw new ConfigError(
        "Invalid setting REPORT_DATABASE_URL: must connect as a login role of its own, not DATABASE_URL's role",
      );
    }
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
