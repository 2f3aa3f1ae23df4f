import { constants, createHash, createPrivateKey, generateKeyPair, type KeyObject, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { badRequest } from '../../errors.js';
import type { DecryptOptions } from '../../lib/password-policy.js';
import type { PasswordEnvelopesRepository } from './password-envelopes.repository.js';
import type { RsaKeysRepository } from './rsa-keys.repository.js';

/** How old (by the server's clock) an envelope may be: the captcha's lifetime. */
export const envelopeWindowMs = 120_000;
/** How far ahead of the server's clock an envelope's time may be (clients add their own elapsed time). */
const envelopeAheadMs = 30_000;

/** What a client encrypts: the password, the time (ms, from the server's clock) and, where asked, the captcha key. */
interface PasswordEnvelope {
  p: string;
  t: number;
  k?: string;
}

function parseEnvelope(text: string): PasswordEnvelope | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { p, t, k } = value as Record<string, unknown>;
  if (typeof p !== 'string' || typeof t !== 'number' || !Number.isFinite(t)) return undefined;
  if (k !== undefined && typeof k !== 'string') return undefined;
  return { p, t, k };
}

export type { DecryptOptions };

const generate = promisify(generateKeyPair);

async function newPair() {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: Buffer.from(publicKey).toString('base64'), privateKey: String(privateKey) };
}

/**
 * Password transport encryption (SPEC §7): one RSA key pair in the database shared by every instance.
 * Clients encrypt a JSON envelope `{p: password, t: server time in ms, k?: captcha key}` with RSA-OAEP (SHA-256)
 * using the base64 SPKI public key; only the active pair decrypts, so after a rotation a password encrypted
 * with the old key is refused with `Invalid`. Each ciphertext opens once, within two minutes of its time.
 */
export function rsaKeysService(
  repo: RsaKeysRepository,
  envelopes: PasswordEnvelopesRepository,
  now: () => Date = () => new Date(),
) {
  const parsed = new Map<number, KeyObject>();

  async function active() {
    const row = await repo.active();
    if (row) return row;
    const pair = await newPair();
    await repo.insertActive(pair.publicKey, pair.privateKey);
    const created = await repo.active();
    if (!created) throw new Error('no active RSA key');
    return created;
  }

  return {
    publicKey: async () => (await active()).publicKey,
    async rotate() {
      const pair = await newPair();
      await repo.rotate(pair.publicKey, pair.privateKey);
    },
    /**
     * The password of an encrypted envelope `{p, t, k?}`; 400 `Invalid` (on that field) when it was not
     * encrypted with the active key (or the client says it used another one), when it is not an envelope,
     * when its time `t` is outside the window, when `k` differs from the request's captcha key, or when
     * this ciphertext was opened before (a replay).
     */
    async decrypt(ciphertext: string, field: string, options: DecryptOptions = {}): Promise<string> {
      const key = await active();
      const invalid = () => badRequest('Invalid', [{ field, message: 'Invalid' }]);
      if (options.publicKey && options.publicKey.replace(/\s+/g, '') !== key.publicKey) throw invalid();
      let privateKey = parsed.get(key.id);
      if (!privateKey) {
        privateKey = createPrivateKey(key.privateKey);
        parsed.set(key.id, privateKey);
      }
      const sealed = Buffer.from(ciphertext, 'base64');
      let plain: string;
      try {
        plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          sealed,
        ).toString('utf8');
      } catch {
        throw invalid();
      }
      const envelope = parseEnvelope(plain);
      const at = now().getTime();
      if (!envelope || envelope.t < at - envelopeWindowMs || envelope.t > at + envelopeAheadMs) throw invalid();
      if (options.captchaKey !== undefined && envelope.k !== options.captchaKey) throw invalid();
      const hash = createHash('sha256').update(sealed).digest('hex');
      if (!(await envelopes.claim(hash, new Date(envelope.t + envelopeWindowMs + 1000), new Date(at)))) {
        throw invalid();
      }
      return envelope.p;
    },
  };
}
export type RsaKeysService = ReturnType<typeof rsaKeysService>;
