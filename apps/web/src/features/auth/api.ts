import type { Depart, LoginRequest, LoginResult, UserInfo, UserPermissions } from '@csp/contract';
import { http } from '../../lib/http';

/**
 * Session calls of SPEC §7 "Authentication and session". The login-screen calls are silent: their
 * forms show failures next to the fields; session failures (401, expired) are handled by the transport.
 */

/** GET /sys/randomImage/{key}: a captcha image (data URL) whose answer is bound to the key. */
export function fetchCaptcha(key: string): Promise<string> {
  return http.get<string>(`/sys/randomImage/${encodeURIComponent(key)}`, { silent: true });
}

/** GET /sys/getRSAPublicKey: the base64 SPKI key passwords are encrypted with. */
export function fetchPublicKey(): Promise<string> {
  return http.get<string>('/sys/getRSAPublicKey', { silent: true });
}

/** POST /sys/login: username, encrypted password, captcha and its key. */
export function login(body: LoginRequest): Promise<LoginResult> {
  return http.post<LoginResult>('/sys/login', body, { silent: true });
}

/** POST /sys/logout: ends the session on the server (token in the header). */
export function logout(): Promise<unknown> {
  return http.post<unknown>('/sys/logout', undefined, { silent: true });
}

/** GET /sys/permission/getUserPermissionByToken: menu, auth and allAuth of the signed-in user. */
export function fetchUserPermissions(): Promise<UserPermissions> {
  return http.get<UserPermissions>('/sys/permission/getUserPermissionByToken', { silent: true });
}

/** GET /sys/user/getCurrentUserDeparts: the user's departments and the session's current one. */
export function fetchCurrentDeparts(): Promise<{ list: Depart[]; orgCode: string | null }> {
  return http.get('/sys/user/getCurrentUserDeparts', { silent: true });
}

/**
 * POST /sys/selectDepart: the department of this session. At login the session is not stored yet (it
 * starts once the department is chosen), so the token is passed here.
 */
export function selectDepart(
  body: { orgCode: string; username: string },
  token?: string,
): Promise<{ userInfo: UserInfo }> {
  return http.post('/sys/selectDepart', body, { silent: true, headers: token ? { 'X-Access-Token': token } : {} });
}
