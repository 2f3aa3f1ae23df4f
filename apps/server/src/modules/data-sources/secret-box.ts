import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for data source passwords. The key comes from DATA_SOURCE_KEY (64 hex characters or the
 * base64 of 32 bytes). Without it, outside production, a stable development key is derived from a fixed,
 * public text (so development and test data stay readable across restarts, and protect nothing); in
 * production without it no password can be stored (`undefined` key).
 * Stored form: `v1:` + base64(iv[12] | tag[16] | ciphertext); the additional data binds it to this use.
 */
const VERSION = 'v1:';
const AAD = Buffer.from('csp:data-source-password:v1');
export const DEVELOPMENT_KEY_TEXT = 'csp development data source key (not secret)';

export function dataSourceKey(setting: string | undefined, nodeEnv: string): Buffer | undefined {
  if (setting) return parseKey(setting);
  if (nodeEnv === 'production') return undefined;
  return createHash('sha256').update(DEVELOPMENT_KEY_TEXT).digest();
}

/** A 32-byte key from 64 hex characters or base64; anything else is refused (config.ts checks it too). */
export function parseKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value)) return bytes;
  throw new Error('DATA_SOURCE_KEY must be 32 bytes as 64 hex characters or base64');
}

export interface SecretBox {
  readonly available: boolean;
  seal(plain: string): string;
  /** The plain text, or undefined when it was sealed with another key or altered. */
  open(sealed: string): string | undefined;
}

export function secretBox(key: Buffer | undefined): SecretBox {
  return {
    available: key !== undefined,
    seal(plain) {
      if (!key) throw new Error('no data source key');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(AAD);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!key || !sealed.startsWith(VERSION)) return undefined;
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
      if (raw.length < 28) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(AAD);
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
