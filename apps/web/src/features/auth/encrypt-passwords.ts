import type { ApiEnvelope } from '@csp/contract/core';
import { isApiError } from '../../lib/api-error';
import { http } from '../../lib/http';
import { encryptWithPublicKey } from '../../lib/rsa';

/** The server's public key and how its clock stands against ours (from the reply's timestamp). */
async function publicKeyAndClock(): Promise<{ publicKey: string; serverNow: () => number }> {
  const reply = (await http.requestEnvelope<string>('/sys/getRSAPublicKey', { silent: true })) as ApiEnvelope<string>;
  const offset = reply.timestamp - Date.now();
  return { publicKey: reply.result, serverNow: () => Date.now() + offset };
}

/**
 * What is encrypted for one password field: the envelope `{p, t, k?}` (password, the server's time in ms, the
 * captcha key of a login or registration), so a captured ciphertext cannot be sent again.
 */
export const passwordEnvelope = (plain: string, at: number, captchaKey?: string) =>
  JSON.stringify({ p: plain, t: at, ...(captchaKey ? { k: captchaKey } : {}) });

/**
 * Encrypts the given password fields with the server's current public key and sends them. With
 * `retryOnStaleKey`, a reply `Invalid` (the key was rotated meanwhile) fetches the new key and sends once
 * more; calls that consume a captcha must not retry (the captcha is single use) and pass its `captchaKey`.
 */
export async function sendWithEncryptedPasswords<K extends string, R>(
  passwords: Record<K, string>,
  send: (encrypted: Record<K, string>, publicKey: string) => Promise<R>,
  { retryOnStaleKey = false, captchaKey }: { retryOnStaleKey?: boolean; captchaKey?: string } = {},
): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    const { publicKey, serverNow } = await publicKeyAndClock();
    const entries = await Promise.all(
      Object.entries<string>(passwords).map(
        async ([name, plain]) =>
          [name, await encryptWithPublicKey(passwordEnvelope(plain, serverNow(), captchaKey), publicKey)] as const,
      ),
    );
    try {
      return await send(Object.fromEntries(entries) as Record<K, string>, publicKey);
    } catch (error) {
      if (retryOnStaleKey && attempt === 0 && isApiError(error) && error.messageKey === 'Invalid') continue;
      throw error;
    }
  }
}
