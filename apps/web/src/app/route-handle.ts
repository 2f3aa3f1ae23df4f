import type { UIMatch } from 'react-router';
import type { RouteTitleKey } from '../locales';

/** What a route declares about itself: the title of its page (tab title, breadcrumb, page heading). */
export interface RouteHandle {
  titleKey: RouteTitleKey;
}

export function routeHandle(match: UIMatch): RouteHandle | null {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.titleKey ? { titleKey: handle.titleKey } : null;
}

/** The title key of the deepest matched route that has one. */
export function currentTitleKey(matches: UIMatch[]): RouteTitleKey | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match ? routeHandle(match) : null;
    if (handle) return handle.titleKey;
  }
  return null;
}
