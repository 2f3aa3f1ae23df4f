import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptWithPublicKey } from './rsa';

describe('password encryption (SPEC §7, RSA-OAEP SHA-256)', () => {
  it('encrypts so that the server decrypts with its private key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const cipher = await encryptWithPublicKey('Admin#2026x 中', spki);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipher, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('Admin#2026x 中');
  });

  it('gives a different ciphertext each time (OAEP is randomised)', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(await encryptWithPublicKey('x', spki)).not.toBe(await encryptWithPublicKey('x', spki));
  });

  it('refuses a key that is not an SPKI public key', async () => {
    await expect(encryptWithPublicKey('x', 'bm90IGEga2V5')).rejects.toThrow();
  });
});
