import type { RouteTitleKey } from '../../locales';

/** The three tabs of the client header (SPEC §2 "Client layout"), in order; the first is the default. */
export const CLIENT_TABS: readonly { path: string; titleKey: RouteTitleKey }[] = [
  { path: '/client/homePage', titleKey: 'homePage' },
  { path: '/client/dataQuery', titleKey: 'dataQuery' },
  { path: '/client/dataComparison', titleKey: 'dataComparison' },
];

/**
 * The tab the route shows: the one whose path starts the pathname; null for a client page that is no tab (the
 * developers page, linked from the footer), so that no tab is marked current there.
 */
export function activeClientTab(pathname: string): string | null {
  const path = pathname.toLowerCase();
  const found = CLIENT_TABS.find(
    (tab) => path === tab.path.toLowerCase() || path.startsWith(`${tab.path.toLowerCase()}/`),
  );
  return found?.path ?? null;
}

/**
 * The data pages (the Data Search and Data Comparison tabs) need the licence accepted; the home page and the
 * pages that are no tab (the developers page: documentation, no data) are open without it.
 */
export function licenceRequiredAt(pathname: string): boolean {
  const tab = activeClientTab(pathname);
  return tab !== null && tab !== '/client/homePage';
}
