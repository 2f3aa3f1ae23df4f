import { constants, createPrivateKey, generateKeyPair, type KeyObject, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { badRequest } from '../../errors.js';
import type { RsaKeysRepository } from './rsa-keys.repository.js';

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
 * Clients encrypt with RSA-OAEP (SHA-256) using the base64 SPKI public key; only the active pair
 * decrypts, so after a rotation a password encrypted with the old key is refused with `Invalid`.
 */
export function rsaKeysService(repo: RsaKeysRepository) {
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
     * The plain text of an encrypted field; 400 `Invalid` (on that field) when it was not encrypted with
     * the active key, or when the client says it used another public key.
     */
    async decrypt(ciphertext: string, field: string, claimedPublicKey?: string): Promise<string> {
      const key = await active();
      const invalid = () => badRequest('Invalid', [{ field, message: 'Invalid' }]);
      if (claimedPublicKey && claimedPublicKey.replace(/\s+/g, '') !== key.publicKey) throw invalid();
      let privateKey = parsed.get(key.id);
      if (!privateKey) {
        privateKey = createPrivateKey(key.privateKey);
        parsed.set(key.id, privateKey);
      }
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        );
        return plain.toString('utf8');
      } catch {
        throw invalid();
      }
    },
  };
}
export type RsaKeysService = ReturnType<typeof rsaKeysService>;
