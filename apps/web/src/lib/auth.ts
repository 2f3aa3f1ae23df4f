import { readString, readValue, removeValue, writeValue } from './storage';
import { SESSION_TTL_MS, STORAGE_KEYS } from './storage-keys';

/** What the login reply tells about the user (SPEC §3 "Login result"). */
export interface UserInfo {
  id?: string;
  username: string;
  realname?: string;
  avatar?: string;
}

export interface Session {
  token: string;
  userInfo?: UserInfo;
  username?: string;
}

/** The access token, or null when signed out or expired. */
export function getToken(): string | null {
  const token = readString(STORAGE_KEYS.accessToken);
  return token ? token : null;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

/** Stores the session for 7 days (SPEC §4). */
export function saveSession({ token, userInfo, username }: Session): void {
  writeValue(STORAGE_KEYS.accessToken, token, SESSION_TTL_MS);
  if (userInfo) writeValue(STORAGE_KEYS.loginUserinfo, userInfo, SESSION_TTL_MS);
  const name = username ?? userInfo?.username;
  if (name) writeValue(STORAGE_KEYS.loginUsername, name, SESSION_TTL_MS);
}

export function getUserInfo(): UserInfo | null {
  const info = readValue<UserInfo>(STORAGE_KEYS.loginUserinfo);
  return info && typeof info === 'object' ? info : null;
}

/** Forgets the session: token, user, dictionary cache and button permissions (SPEC §4 "Sign-out"). */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.loginUserinfo,
    STORAGE_KEYS.dictCache,
    STORAGE_KEYS.buttonAuth,
  ]) {
    removeValue(key);
  }
}

/** The tenant the user works in; 0 when none was chosen (SPEC §6). */
export function getTenantId(): string {
  const tenant = readString(STORAGE_KEYS.tenantId);
  return tenant && tenant.trim() !== '' ? tenant : '0';
}
