import type { MenuEntry } from './menu-types';
import { STATIC_MENU } from './static-menu';

/**
 * The back-office menu of the signed-in user. For now the static list; the permission issue replaces
 * the body of this hook with a query of the server menu, leaving every caller unchanged.
 */
export function useMenu(): readonly MenuEntry[] {
  return STATIC_MENU;
}
