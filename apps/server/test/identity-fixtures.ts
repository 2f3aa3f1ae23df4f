import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { captchaRepository } from '../src/modules/auth/captcha.repository.js';
import { captchaHash } from '../src/modules/auth/captcha.service.js';

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
