import type { AccountPreferences } from '@csp/contract/core';
import type { Language } from '../../lib/language';

/** localStorage key: which sign-in (a short mark of its token) already had the preferred language applied. */
export const APPLIED_KEY = 'csp.preferredLanguageFor';

/** A short mark of a session token (never the token itself) to tell sign-ins apart. */
export function sessionMark(token: string): string {
  let hash = 2166136261;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The language to switch to at sign-in: the user's stored preference once per sign-in, when it differs
 * from the current one; later switches by the user (header toggle) are left alone.
 */
export function languageToApply(
  preferences: Pick<AccountPreferences, 'language'>,
  current: Language,
  appliedMark: string | null,
  mark: string,
): Language | null {
  if (appliedMark === mark) return null;
  const wanted = preferences.language;
  return wanted && wanted !== current ? wanted : null;
}
