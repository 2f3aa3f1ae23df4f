import type {
  PasswordResetRequest,
  RegisterRequest,
  ResetCodeRequest,
  UpdatePasswordRequest,
} from '@csp/contract/core';
import { http } from '../../lib/http';

/** Account calls of the registration, forgotten-password and change-password forms (all silent). */

/** POST /sys/user/register: the account waits for an administrator's approval. */
export function register(body: RegisterRequest): Promise<{ username: string; approval: 'pending' | 'approved' }> {
  return http.post('/sys/user/register', body, { silent: true });
}

/** GET /sys/user/checkOnlyUser: resolves when the username is free; 409 `userNameNotRepeated` when taken. */
export function checkUsername(username: string): Promise<unknown> {
  return http.get('/sys/user/checkOnlyUser', { params: { username }, silent: true });
}

/** POST /sys/user/check/email/0: resolves when the mailbox is free; 409 `mailboxNotDuplicate` when taken. */
export function checkEmail(email: string): Promise<unknown> {
  return http.post('/sys/user/check/email/0', { email }, { silent: true });
}

/** POST /sys/user/forgetPassword/sendCode: a code mailed to the bound mailbox. */
export function sendResetCode(body: ResetCodeRequest): Promise<unknown> {
  return http.post('/sys/user/forgetPassword/sendCode', body, { silent: true });
}

/** POST /sys/user/passwordChange: the mailed code and the new password. */
export function resetPassword(body: PasswordResetRequest): Promise<unknown> {
  return http.post('/sys/user/passwordChange', body, { silent: true });
}

/** POST /sys/user/updatePassword: the signed-in user's own password; every session ends afterwards. */
export function updatePassword(body: UpdatePasswordRequest): Promise<unknown> {
  return http.post('/sys/user/updatePassword', body, { silent: true });
}
