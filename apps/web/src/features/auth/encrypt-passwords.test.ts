import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
/** The server's clock is an hour ahead of this machine's: the envelope must carry the server's time. */
const serverAhead = 3_600_000;

vi.mock('../../lib/http', () => ({
  http: {
    requestEnvelope: async () => ({
      success: true,
      message: '',
      code: 200,
      result: spki,
      timestamp: Date.now() + serverAhead,
    }),
  },
}));

const { sendWithEncryptedPasswords } = await import('./encrypt-passwords');

const open = (cipher: string) =>
  JSON.parse(
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipher, 'base64'),
    ).toString('utf8'),
  );

describe('password envelopes of the web client', () => {
  it("encrypts {p, t, k}: the password, the server's time and the captcha key", async () => {
    const sent = await sendWithEncryptedPasswords({ password: 'Admin#2026x' }, async (encrypted) => encrypted, {
      captchaKey: 'key42',
    });
    const envelope = open(sent.password);
    expect(envelope).toMatchObject({ p: 'Admin#2026x', k: 'key42' });
    expect(Math.abs(envelope.t - (Date.now() + serverAhead))).toBeLessThan(5_000);
  });

  it('leaves the captcha key out where there is none, and seals each field apart', async () => {
    const sent = await sendWithEncryptedPasswords({ password: 'Same#Pass1', confirm: 'Same#Pass1' }, async (e) => e);
    expect(sent.password).not.toBe(sent.confirm);
    expect(Object.keys(open(sent.password)).sort()).toEqual(['p', 't']);
    expect(open(sent.confirm).p).toBe('Same#Pass1');
  });
});
