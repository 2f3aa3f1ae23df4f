import { findMenuRoute, type MenuRoute } from '../../../app/menu/menu-routes';
import { tabKey } from './tab-list';

/** Whether visiting a path opens a tab: not for `/` nor for menu entries that only redirect elsewhere. */
export function opensTab(routes: readonly MenuRoute[], pathname: string): boolean {
  const key = tabKey(pathname);
  if (key === '/') return false;
  const route = findMenuRoute(routes, key);
  return !route?.redirect;
}
