import type { LoginResult } from '@csp/contract/core';
import { saveDictItems, saveSession } from '../../lib/auth';
import { writeValue } from '../../lib/storage';
import { SESSION_TTL_MS, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The tenant the client sends in the `tenant-id` header (SPEC §6, §7): stored for 7 days like the token.
 * It is written as soon as a login answers, before any call of the new session, so a tenant left by an
 * earlier user is never sent with the new user's token.
 */
export function rememberTenant(tenantId: number): void {
  writeValue(STORAGE_KEYS.tenantId, String(tenantId), SESSION_TTL_MS);
}

/** Keeps what a successful login returns (SPEC §3, §4): token, user, dictionaries and tenant, 7 days each. */
export function startSession(result: LoginResult, tenantId = result.userInfo.tenantId): void {
  rememberTenant(tenantId);
  saveSession({ token: result.token, userInfo: result.userInfo, username: result.userInfo.username });
  saveDictItems(result.sysAllDictItems);
}

/** SPEC §4 / login: a user of several departments chooses one before entering. */
export function needsDepartChoice(result: Pick<LoginResult, 'multi_depart' | 'departs'>): boolean {
  return result.multi_depart === 2 && (result.departs?.length ?? 0) > 1;
}

/** A user of several tenants chooses the one to work in (JeecgBoot's tenant choice at login). */
export function needsTenantChoice(result: Pick<LoginResult, 'tenantList'>): boolean {
  return (result.tenantList?.length ?? 0) > 1;
}
