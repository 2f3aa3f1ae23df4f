import { CLIENT_HOME_PATH, DEFAULT_HOME_PATH, LOGIN_PATH } from '../../lib/env';

/** Routes open without login (SPEC §2 "Access by route"); `/user` only redirects to the login page. */
export const OPEN_PATHS = [
  '/user',
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/user/forgetPassword',
  '/client',
  '/client/homePage',
  '/client/dataQuery',
  '/client/dataComparison',
  '/client/developers',
  // The embedded chart (issue 19), framed by other sites.
  '/embed/chart',
] as const;

const open = new Set(OPEN_PATHS.map((path) => path.toLowerCase()));

/** Without its trailing slash; the router matches case-insensitively, and so does this. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isOpenPath(pathname: string): boolean {
  return open.has(normalizePath(pathname).toLowerCase());
}

export function loginRedirectPath(originalPathAndSearch: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(originalPathAndSearch)}`;
}

/**
 * Paths that lead to the public home page for everyone: the site's root, and a client-area path that names no
 * client page (a visitor must not land on the sign-in page for a mistyped public link).
 */
export function isClientHomeAlias(pathname: string): boolean {
  const path = normalizePath(pathname).toLowerCase();
  return path === '/' || (path.startsWith('/client/') && !isOpenPath(path));
}

/**
 * Where a navigation must go instead, or null to let it through:
 * `/` and unknown client paths → the client home page;
 * signed out on a closed path → the login page with `redirect` holding the original path and search;
 * signed in on the login page → the default home path.
 */
export function accessRedirect(pathname: string, search: string, loggedIn: boolean): string | null {
  const path = normalizePath(pathname).toLowerCase();
  if (isClientHomeAlias(pathname)) return CLIENT_HOME_PATH;
  if (loggedIn) return path === LOGIN_PATH.toLowerCase() ? DEFAULT_HOME_PATH : null;
  if (isOpenPath(pathname)) return null;
  return loginRedirectPath(`${pathname}${search}`);
}
