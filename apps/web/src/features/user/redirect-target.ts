import { DEFAULT_HOME_PATH, LOGIN_PATH } from '../../lib/env';

/**
 * Where to go after signing in: the `redirect` query of the login page when it is a path of this site
 * (not another origin, not the login page itself), else the default home path (SPEC §2).
 */
export function redirectTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return DEFAULT_HOME_PATH;
  const path = (raw.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  if (path === LOGIN_PATH.toLowerCase()) return DEFAULT_HOME_PATH;
  return raw;
}
