import { isPasswordAcceptable, limits } from '@csp/contract';
import { badRequest } from '../errors.js';

export interface DecryptOptions {
  /** The public key the client says it used (refused when it is not the active one). */
  publicKey?: string;
  /** The captcha key of this request: the envelope must carry the same one. */
  captchaKey?: string;
}

/** What reads a password the browser encrypted (`modules/auth/rsa-keys.service.ts`). */
export interface PasswordDecrypter {
  decrypt(ciphertext: string, field: string, options?: DecryptOptions): Promise<string>;
}

/**
 * A new password from its two encrypted entries (SPEC §5): decrypted with the active key (`Invalid`
 * otherwise), then 400 `passwordRule` on the password field unless 8-12 characters of three classes,
 * and 400 `passwordNotMatch` on the confirmation field unless both entries are the same.
 */
export async function readNewPassword(
  rsa: PasswordDecrypter,
  encrypted: { password: string; confirm: string },
  fields: { password: string; confirm: string },
  options: DecryptOptions = {},
): Promise<string> {
  const plain = await rsa.decrypt(encrypted.password, fields.password, options);
  // The same ciphertext in both fields is one submission, not a replay.
  const confirm =
    encrypted.confirm === encrypted.password ? plain : await rsa.decrypt(encrypted.confirm, fields.confirm, options);
  if (plain.length > limits.passwordInputMax || !isPasswordAcceptable(plain)) {
    throw badRequest('passwordRule', [{ field: fields.password, message: 'passwordRule' }]);
  }
  if (plain !== confirm) throw badRequest('passwordNotMatch', [{ field: fields.confirm, message: 'passwordNotMatch' }]);
  return plain;
}
