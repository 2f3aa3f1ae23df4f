import { readString, readValue, removeValue, writeValue } from './storage';
import { SESSION_TTL_MS, STORAGE_KEYS } from './storage-keys';

/** What the login reply tells about the user (SPEC §3 "Login result"). */
export interface UserInfo {
  id?: string;
  username: string;
  realname?: string;
  avatar?: string | null;
  email?: string | null;
  orgCode?: string | null;
  roles?: string[];
}

export interface Session {
  token: string;
  userInfo?: UserInfo;
  username?: string;
}

/** Listeners told when the stored session or user changes (the header shows the new name at once). */
const listeners = new Set<() => void>();
let sessionVersion = 0;

function changed(): void {
  sessionVersion += 1;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Grows on every change of the stored session (for useSyncExternalStore). */
export function getSessionVersion(): number {
  return sessionVersion;
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
  changed();
}

export function getUserInfo(): UserInfo | null {
  const info = readValue<UserInfo>(STORAGE_KEYS.loginUserinfo);
  return info && typeof info === 'object' ? info : null;
}

/** Replaces the stored user (after a department switch), keeping the session's 7 days. */
export function saveUserInfo(userInfo: UserInfo): void {
  writeValue(STORAGE_KEYS.loginUserinfo, userInfo, SESSION_TTL_MS);
  changed();
}

/** The signed-in user's name, or null when no user is signed in. */
export function getUsername(): string | null {
  return isLoggedIn() ? getUserInfo()?.username || null : null;
}

/** The name the last sign-in used (kept after sign-out, to fill the login form). */
export function lastLoginName(): string | null {
  return readString(STORAGE_KEYS.loginUsername);
}

/** Every dictionary's options from the login reply (SPEC §7), kept 7 days like the token. */
export function saveDictItems(items: unknown): void {
  writeValue(STORAGE_KEYS.dictCache, items, SESSION_TTL_MS);
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
  changed();
}

/** The tenant the user works in; 0 when none was chosen (SPEC §6). */
export function getTenantId(): string {
  const tenant = readString(STORAGE_KEYS.tenantId);
  return tenant && tenant.trim() !== '' ? tenant : '0';
}
