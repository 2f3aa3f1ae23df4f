import type { GatewayRepository, GatewayRouteRow } from './gateway.repository.js';

/** NOTIFY channel of gateway route changes: every instance re-reads its table. */
export const gatewayChannel = 'csp_gateway';

/** A route that matched a request path, and the path below its prefix ('' or '/…'). */
export interface GatewayMatch {
  route: GatewayRouteRow;
  rest: string;
}

/**
 * Finds the route of a path below `/gateway/`: the enabled routes in their order (sort order, then id), and
 * among routes of the same order the longer prefix first; a prefix matches whole segments only.
 */
export function matchRoute(routes: readonly GatewayRouteRow[], path: string): GatewayMatch | undefined {
  for (const route of routes) {
    const prefix = route.pathPrefix;
    if (path === prefix) return { route, rest: '' };
    if (path.startsWith(`${prefix}/`)) return { route, rest: path.slice(prefix.length) };
  }
  return undefined;
}

const tryOrder = (a: GatewayRouteRow, b: GatewayRouteRow) =>
  a.sortOrder - b.sortOrder || b.pathPrefix.length - a.pathPrefix.length || a.id - b.id;

/**
 * This instance's copy of the enabled routes. It is read at start, again at once after a change made here,
 * on every change another instance announces (NOTIFY), and once a minute in case a notice was lost; a request
 * never waits for the database.
 */
export function gatewayTable(repo: Pick<GatewayRepository, 'enabled'>, log: (error: unknown) => void) {
  let routes: GatewayRouteRow[] = [];
  let loading: Promise<void> | undefined;
  let again = false;
  async function reload(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        routes = [...(await repo.enabled())].sort(tryOrder);
      } while (again);
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  }
  return {
    reload,
    /** Reloads, logging instead of throwing (for notices and the timer). */
    refresh: () => reload().catch(log),
    match: (path: string) => matchRoute(routes, path),
    size: () => routes.length,
  };
}
export type GatewayTable = ReturnType<typeof gatewayTable>;
