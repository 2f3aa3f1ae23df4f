import type { RouteTitleKey } from '../../locales';

/** The three tabs of the client header (SPEC §2 "Client layout"), in order; the first is the default. */
export const CLIENT_TABS: readonly { path: string; titleKey: RouteTitleKey }[] = [
  { path: '/client/homePage', titleKey: 'homePage' },
  { path: '/client/dataQuery', titleKey: 'dataQuery' },
  { path: '/client/dataComparison', titleKey: 'dataComparison' },
];

/** The tab the route shows: the one whose path starts the pathname, else the first. */
export function activeClientTab(pathname: string): string {
  const path = pathname.toLowerCase();
  const found = CLIENT_TABS.find(
    (tab) => path === tab.path.toLowerCase() || path.startsWith(`${tab.path.toLowerCase()}/`),
  );
  return (found ?? CLIENT_TABS[0])?.path ?? '/client/homePage';
}

/** The home page is the one client route open without accepting the licence. */
export function licenceRequiredAt(pathname: string): boolean {
  return activeClientTab(pathname) !== '/client/homePage';
}
