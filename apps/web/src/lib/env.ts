/** Build-time settings of the web app (Vite `VITE_*` variables), with their defaults. */
export const CONTACT_EMAIL = import.meta.env?.VITE_CONTACT_EMAIL || 'contact@example.org';

/** The partner site the first header logo opens (SPEC §2 "Client layout"). */
export const PARTNER_SITE_URL = 'https://www.apec.org';

/** Where a signed-in user lands by default (SPEC §2). */
export const DEFAULT_HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
export const CLIENT_HOME_PATH = '/client/homePage';

/**
 * The path (or URL) every API call starts with, without a trailing slash: VITE_API_BASE, default `/api`. The one
 * place it is worked out; the HTTP client, links the browser opens itself (downloads, sign-in redirects) and
 * beacons all start from it.
 */
export function apiBase(): string {
  return (import.meta.env?.VITE_API_BASE || '/api').replace(/\/+$/, '');
}

/** `apiBase()` followed by a path that starts with `/`. */
export const apiUrl = (path: string): string => `${apiBase()}${path}`;
