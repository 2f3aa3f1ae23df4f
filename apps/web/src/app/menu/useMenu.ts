import { useMemo } from 'react';
import { usePermissions } from '../../features/auth/usePermissions';
import { type MenuRoute, menuRoutes, withLocalEntries } from './menu-routes';
import type { MenuEntry } from './menu-types';
import { LOCAL_ENTRIES, STATIC_MENU } from './static-menu';

/**
 * The back-office menu of the signed-in user: the server's permission menu (SPEC §6) with the web app's
 * own hidden routes; the static menu until it arrives (the admin layout waits for it).
 */
export function useMenu(): readonly MenuEntry[] {
  const { data } = usePermissions();
  return useMemo(() => (data ? withLocalEntries(data.menu, LOCAL_ENTRIES) : STATIC_MENU), [data]);
}

/** The routes the menu registers (entries with route "0" left out). */
export function useMenuRoutes(): readonly MenuRoute[] {
  const menu = useMenu();
  return useMemo(() => menuRoutes(menu), [menu]);
}
