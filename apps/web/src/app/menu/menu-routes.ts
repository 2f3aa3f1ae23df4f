import type { MenuEntry } from './menu-types';

/**
 * The routes a menu registers (SPEC §2 "Dynamic menu entries"): every entry and its children, except an
 * entry whose `route` is "0" (with everything below it). Hidden entries are routes too; they are only
 * left out of the menu. External links (`meta.url` with http(s)) open elsewhere and register nothing.
 */
export interface MenuRoute {
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  keepAlive: boolean;
  /** The entries from the top of the menu down to this one. */
  trail: MenuEntry[];
}

export const isExternalUrl = (url: string | undefined | null): url is string => !!url && /^https?:\/\//i.test(url);

export function menuRoutes(menu: readonly MenuEntry[], parents: MenuEntry[] = []): MenuRoute[] {
  const routes: MenuRoute[] = [];
  for (const entry of menu) {
    if (entry.route === '0') continue;
    const trail = [...parents, entry];
    if (!isExternalUrl(entry.meta.url) && entry.path) {
      routes.push({
        path: entry.path,
        name: entry.name,
        component: entry.component ?? null,
        redirect: entry.redirect || null,
        keepAlive: entry.meta.keepAlive === true,
        trail,
      });
    }
    routes.push(...menuRoutes(entry.children ?? [], trail));
  }
  return routes;
}

const normal = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** The route of a path, or undefined when the menu registers none there. */
export function findMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  const target = normal(pathname);
  return routes.find((route) => normal(route.path) === target);
}

/** Whether the screen at `pathname` is kept alive between tab switches (its menu entry's `keepAlive`). */
export function isKeepAlivePath(routes: readonly MenuRoute[], pathname: string): boolean {
  return findMenuRoute(routes, pathname)?.keepAlive === true;
}

/** Adds the local entries whose path the server menu does not have (static routes of the web app). */
export function withLocalEntries(server: readonly MenuEntry[], local: readonly MenuEntry[]): MenuEntry[] {
  const known = new Set(menuRoutes(server).map((route) => normal(route.path)));
  return [...server, ...local.filter((entry) => !known.has(normal(entry.path)))];
}
