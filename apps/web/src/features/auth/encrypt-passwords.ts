import { isApiError } from '../../lib/api-error';
import { encryptWithPublicKey } from '../../lib/rsa';
import { fetchPublicKey } from './api';

/**
 * Encrypts the given password fields with the server's current public key and sends them. With
 * `retryOnStaleKey`, a reply `Invalid` (the key was rotated meanwhile) fetches the new key and sends once
 * more; calls that consume a captcha must not retry (the captcha is single use).
 */
export async function sendWithEncryptedPasswords<K extends string, R>(
  passwords: Record<K, string>,
  send: (encrypted: Record<K, string>, publicKey: string) => Promise<R>,
  { retryOnStaleKey = false }: { retryOnStaleKey?: boolean } = {},
): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    const publicKey = await fetchPublicKey();
    const entries = await Promise.all(
      Object.entries<string>(passwords).map(
        async ([name, plain]) => [name, await encryptWithPublicKey(plain, publicKey)] as const,
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
