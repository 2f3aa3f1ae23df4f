import type { UserPermissions } from '@csp/contract/core';
import { readValue, writeValue } from '../../../lib/storage';
import { SESSION_TTL_MS, STORAGE_KEYS } from '../../../lib/storage-keys';
import type { ButtonPermissions } from './permission-check';

/** The button permissions of the signed-in user, kept with the session (removed on sign-out). */
export function storeButtonPermissions({ auth, allAuth }: Pick<UserPermissions, 'auth' | 'allAuth'>): void {
  writeValue(STORAGE_KEYS.buttonAuth, { auth, allAuth }, SESSION_TTL_MS);
}

export function readButtonPermissions(): ButtonPermissions | null {
  const stored = readValue<Partial<ButtonPermissions>>(STORAGE_KEYS.buttonAuth);
  if (!stored || !Array.isArray(stored.auth) || !Array.isArray(stored.allAuth)) return null;
  return { auth: stored.auth, allAuth: stored.allAuth };
}
