import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { cities, countries } from '../src/db/schema/index.js';
import { captchaRepository } from '../src/modules/auth/captcha.repository.js';
import { captchaHash } from '../src/modules/auth/captcha.service.js';
import { buildTestApp, testAdminPassword } from './helper.js';

/** The server's current public key (base64 SPKI), as a client gets it. */
export async function publicKey(app: FastifyInstance, base = '/api'): Promise<string> {
  const res = await app.inject({ url: `${base}/sys/getRSAPublicKey` });
  return res.json().result as string;
}

/**
 * A password encrypted the way the web client does it: the envelope `{p, t, k?}` (password, time in ms,
 * the captcha key of a login or registration) under RSA-OAEP, SHA-256, base64.
 */
export function encryptWith(key: string, plain: string, captchaKey?: string, at = Date.now()): string {
  const envelope = JSON.stringify({ p: plain, t: at, ...(captchaKey === undefined ? {} : { k: captchaKey }) });
  return sealWith(key, envelope);
}

/** Any text under RSA-OAEP, SHA-256, base64 (what an old client or an attacker could send). */
export function sealWith(key: string, plain: string): string {
  return publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(plain, 'utf8'),
  ).toString('base64');
}

export async function encryptPassword(
  app: FastifyInstance,
  plain: string,
  options: { base?: string; captchaKey?: string } = {},
): Promise<string> {
  return encryptWith(await publicKey(app, options.base), plain, options.captchaKey);
}

let captchaSerial = 0;
/**
 * A captcha key whose answer is known: the image is issued through the API, then its stored answer is
 * replaced with `code` (the SVG's text cannot be read back), as a person reading the image would know it.
 */
export async function knownCaptcha(app: FastifyInstance, db: Db, code = 'ab12', base = '/api') {
  captchaSerial += 1;
  const key = `k${captchaSerial}_${Date.now().toString(36)}`;
  const res = await app.inject({ url: `${base}/sys/randomImage/${key}` });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const now = new Date();
  await captchaRepository(db).save(key, captchaHash(key, code), new Date(now.getTime() + 60_000), now);
  return { checkKey: key, captcha: code };
}

/** Logs in through the API (captcha and encrypted password) and returns the reply. */
export async function login(app: FastifyInstance, db: Db, username: string, password: string, base = '/api') {
  const captcha = await knownCaptcha(app, db, 'ab12', base);
  return app.inject({
    method: 'POST',
    url: `${base}/sys/login`,
    payload: {
      username,
      password: await encryptPassword(app, password, { base, captchaKey: captcha.checkKey }),
      ...captcha,
    },
  });
}

/**
 * The app for the identity tests: an empty database unless `demo`, account opening not throttled, and the
 * administrator logged in through the API (`admin` is the token, `adminId` the user id).
 */
export async function startIdentityApp(options: { demo?: boolean } = {}) {
  const t = await buildTestApp({ demo: options.demo ?? false, env: { OPEN_ACCOUNT_RATE_PER_MINUTE: '10000' } });
  const reply = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result;
  return { t, admin: reply.token as string, adminId: reply.userInfo.id as string };
}

/** Two economies (AAA "Aland" with cities "A one" and "A two", BBB "Bland" with "B one"); their ids. */
export async function addTwoEconomies(db: Db) {
  const [a, b] = await db
    .insert(countries)
    .values([
      { code: 'AAA', iso2: 'AA', nameZh: '甲国', nameEn: 'Aland' },
      { code: 'BBB', iso2: 'BB', nameZh: '乙国', nameEn: 'Bland' },
    ])
    .returning();
  const place = (countryId: number, nameEn: string) => ({
    countryId,
    nameZh: nameEn,
    nameEn,
    longitude: 0,
    latitude: 0,
  });
  const [a1, a2, b1] = await db
    .insert(cities)
    .values([place(a?.id as number, 'A one'), place(a?.id as number, 'A two'), place(b?.id as number, 'B one')])
    .returning();
  return { countryA: a?.id, countryB: b?.id, cityA1: a1?.id, cityA2: a2?.id, cityB1: b1?.id };
}
