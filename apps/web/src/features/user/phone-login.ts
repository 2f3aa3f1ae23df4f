import { isMobileNumber } from '@csp/contract/core';

/** Seconds before another text-message code may be asked for (the server allows one a minute). */
export const SMS_RESEND_SECONDS = 60;

/** The server's rule for mobile numbers (the contract's): digits with an optional +, spaces and dashes ignored. */
export { isMobileNumber };

/**
 * What the login screen was opened with: a CAS ticket (query), a third-party ticket (the fragment, which the
 * browser never sends to a server) or a third-party failure (its message key, query); null for a plain visit.
 */
export type ExternalReturn =
  | { kind: 'cas'; ticket: string }
  | { kind: 'third'; token: string }
  | { kind: 'thirdError'; key: string };

export function externalReturn(search: string, hash = ''): ExternalReturn | null {
  const query = new URLSearchParams(search);
  const ticket = query.get('ticket');
  if (ticket) return { kind: 'cas', ticket };
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('thirdToken');
  if (token) return { kind: 'third', token };
  const key = query.get('thirdError');
  if (key) return { kind: 'thirdError', key };
  return null;
}

/** The query string without the external sign-in parameters (kept: `redirect`). */
export function withoutExternalParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of ['ticket', 'thirdToken', 'thirdError']) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
