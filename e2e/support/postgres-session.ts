import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { type ApiSession, apiSession, type CaptchaSolver } from './session.js';

/**
 * Signing in from an end-to-end test. The captcha's answer cannot be read from its image and the server
 * has no test-only way to tell it, so the test replaces the stored answer of a captcha key in the product's
 * database, as a person reading the image would know it. That needs a database the test can reach: a fresh
 * PostgreSQL database on TEST_DATABASE_URL's server (PGlite lives inside the product's process).
 */
export interface E2eDatabase {
  /** The connection string to start the product with (`DATABASE_URL`). */
  url: string;
  /** Makes `answer` the answer of the captcha issued for `key`. */
  setCaptchaAnswer(key: string, answer: string): Promise<void>;
  drop(): Promise<void>;
}

export const e2eDatabaseSkipReason =
  'TEST_DATABASE_URL is not set: signing in needs a captcha answer set in a PostgreSQL database the test can reach';

/** The stored form of a captcha answer (apps/server/src/modules/auth/captcha.service.ts `captchaHash`). */
const captchaHash = (key: string, code: string) =>
  createHash('sha256').update(`${key}:${code.trim().toLowerCase()}`).digest('hex');

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on TEST_DATABASE_URL's server; null when that setting is absent. */
export async function createE2eDatabase(): Promise<E2eDatabase | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `csp_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async setCaptchaAnswer(key, answer) {
      const { rowCount } = await withClient(url.toString(), (client) =>
        client.query('update captchas set code_hash = $1 where key = $2', [captchaHash(key, answer), key]),
      );
      if (rowCount !== 1) throw new Error(`no captcha was issued for key ${key}`);
    },
    async drop() {
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export { type ApiSession, encryptForProduct } from './session.js';

/** Signs in through the API (captcha answer set in the database) and returns the session. */
export function apiLogin(productUrl: string, db: E2eDatabase, username: string, password: string): Promise<ApiSession> {
  return apiSession({ url: productUrl, adminPassword: password }, { username, password, solve: databaseSolver(db) });
}

/** Answers a captcha by setting its answer in the product's database, as a person reading the image would know it. */
export function databaseSolver(db: E2eDatabase, answer = 'e2e1'): CaptchaSolver {
  return async (key) => {
    await db.setCaptchaAnswer(key, answer);
    return answer;
  };
}
