import type { Depart, LoginRequest, LoginResult, LoginSettings, UserInfo, UserPermissions } from '@csp/contract/core';
import { apiBase } from '../../lib/env';
import { http } from '../../lib/http';

/**
 * Session calls of SPEC §7 "Authentication and session". The login-screen calls are silent: their
 * forms show failures next to the fields; session failures (401, expired) are handled by the transport.
 */

/** GET /sys/randomImage/{key}: a captcha image (data URL) whose answer is bound to the key. */
export function fetchCaptcha(key: string): Promise<string> {
  return http.get<string>(`/sys/randomImage/${encodeURIComponent(key)}`, { silent: true });
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

/** GET /sys/loginSettings: which sign-in methods the login screen offers (phone, CAS, third-party). */
export function fetchLoginSettings(): Promise<LoginSettings> {
  return http.get<LoginSettings>('/sys/loginSettings', { silent: true });
}

/** POST /sys/sms: a login code by text message (the captcha guards it). */
export function sendLoginSms(body: { mobile: string; captcha: string; checkKey: string }): Promise<unknown> {
  return http.post<unknown>('/sys/sms', { ...body, smsmode: '0' }, { silent: true });
}

/** POST /sys/phoneLogin: the mobile number and the code it received. */
export function phoneLogin(body: { mobile: string; captcha: string }): Promise<LoginResult> {
  return http.post<LoginResult>('/sys/phoneLogin', body, { silent: true });
}

/** POST /sys/cas/client/validateLogin: the ticket CAS handed back (in the body), for the configured service. */
export function casLogin(ticket: string, service: string): Promise<LoginResult> {
  return http.post<LoginResult>('/sys/cas/client/validateLogin', { ticket, service }, { silent: true });
}

/** POST /sys/thirdLogin/getLoginUser: the one-time ticket of a third-party login (in the body), as a session. */
export function thirdLoginUser(token: string): Promise<LoginResult> {
  return http.post<LoginResult>('/sys/thirdLogin/getLoginUser', { token }, { silent: true });
}

/** Where the browser goes to sign in with a third-party provider (the server redirects it there). */
export function thirdLoginUrl(source: string): string {
  return `${apiBase()}/sys/thirdLogin/render/${encodeURIComponent(source)}`;
}
