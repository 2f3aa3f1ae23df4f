import type { RouteTitleKey } from '../../locales';

/**
 * One back-office menu entry, in the shape the server's permission menu uses (SPEC §2 "Dynamic menu
 * entries"), so the static list below can be replaced by `/sys/permission/getUserPermissionByToken`'s menu.
 */
export interface MenuMeta {
  /** Chinese title (server menus). */
  title?: string;
  /** English title (server menus). */
  titleEn?: string;
  /** A title of the web app's own locale files (static entries). */
  titleKey?: RouteTitleKey;
  /** An @ant-design/icons name, such as 'dashboard'. */
  icon?: string | null;
  url?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  target?: string;
  hidden?: boolean;
  hiddenHeaderContent?: boolean;
  permissionList?: { action: string; type?: string; status?: string; describe?: string }[];
}

export interface MenuEntry {
  id?: string;
  path: string;
  name: string;
  redirect?: string | null;
  component?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** "0": the entry is not registered as a route (SPEC §2). */
  route?: string;
  children?: MenuEntry[];
  meta: MenuMeta;
}
