import { constants, createHash, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import pg from 'pg';

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

/**
 * A password encrypted as the web client does: the envelope `{p, t, k?}` (password, the server's time from the
 * key's reply, the captcha key of a login) under RSA-OAEP, SHA-256, base64, with the server's public key.
 */
export async function encryptForProduct(productUrl: string, plain: string, captchaKey?: string): Promise<string> {
  const reply = await (await fetch(`${productUrl}/api/sys/getRSAPublicKey`)).json();
  const key = createPublicKey({ key: Buffer.from(reply.result as string, 'base64'), format: 'der', type: 'spki' });
  const envelope = JSON.stringify({ p: plain, t: reply.timestamp as number, ...(captchaKey ? { k: captchaKey } : {}) });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(envelope),
  ).toString('base64');
}

export interface ApiSession {
  token: string;
  userInfo: { id: string; username: string; realname: string };
  /** A JSON call with this session's token; throws when the reply is not a success. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Signs in through the API (captcha answer set in the database) and returns the session. */
export async function apiLogin(
  productUrl: string,
  db: E2eDatabase,
  username: string,
  password: string,
): Promise<ApiSession> {
  const checkKey = `e2e${randomBytes(8).toString('hex')}`;
  const image = await fetch(`${productUrl}/api/sys/randomImage/${checkKey}`);
  if (!image.ok) throw new Error(`captcha: HTTP ${image.status}`);
  await db.setCaptchaAnswer(checkKey, 'e2e1');
  const body = {
    username,
    password: await encryptForProduct(productUrl, password, checkKey),
    captcha: 'e2e1',
    checkKey,
  };
  const reply = await (
    await fetch(`${productUrl}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
  if (!reply.success) throw new Error(`login of ${username} failed: ${reply.message}`);
  const token: string = reply.result.token;
  return {
    token,
    userInfo: reply.result.userInfo,
    async call<T>(method: string, path: string, payload?: unknown): Promise<T> {
      const res = await fetch(`${productUrl}/api${path}`, {
        method,
        headers: { 'X-Access-Token': token, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const json = await res.json();
      if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
      return json.result as T;
    },
  };
}
