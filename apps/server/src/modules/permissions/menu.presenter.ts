import {
  type AuthItem,
  dataRuleColumnsFor,
  type MenuEntry,
  type PermissionTreeNode,
  type SysPermission,
} from '@csp/contract';
import type { PermissionRow } from './permissions.repository.js';

const isExternal = (path: string | null) => Boolean(path && /^https?:\/\//i.test(path));

/** JeecgBoot's route name of a path: `/system/user` → `system-user`. */
export function routeName(path: string): string {
  return path
    .replace(/^https?:\/\//i, '')
    .replace(/^\/+/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-+$/, '');
}

/** `perms` codes of a permission (a row may hold several, comma-joined). */
export const permsOf = (row: Pick<PermissionRow, 'perms'>) =>
  (row.perms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const authItem = (row: PermissionRow, withStatus = false): AuthItem => ({
  action: row.perms ?? '',
  describe: row.nameZh,
  type: row.permsType,
  ...(withStatus ? { status: row.status } : {}),
});

/**
 * The `menu` of getUserPermissionByToken: granted menus (type 0/1) as a tree, each with the granted
 * buttons (type 2) directly under it as `meta.permissionList`.
 */
export function presentMenu(menus: PermissionRow[], buttons: PermissionRow[]): MenuEntry[] {
  const entries = new Map<number, MenuEntry>();
  for (const row of menus) {
    const path = row.path ?? '';
    const external = isExternal(row.path);
    entries.set(row.id, {
      id: String(row.id),
      path: external ? `/${routeName(path)}` : path,
      name: row.componentName || routeName(path),
      component: row.component,
      redirect: row.redirect,
      hidden: row.hidden,
      alwaysShow: row.alwaysShow,
      route: row.route ? '1' : '0',
      meta: {
        title: row.nameZh,
        titleEn: row.nameEn,
        icon: row.icon,
        keepAlive: row.keepAlive,
        internalOrExternal: row.internalOrExternal,
        hidden: row.hidden,
        ...(external ? { url: path } : {}),
        ...(row.internalOrExternal ? { target: '_blank' } : {}),
        permissionList: buttons.filter((b) => b.parentId === row.id).map((b) => authItem(b)),
      },
    });
  }
  const roots: MenuEntry[] = [];
  for (const row of menus) {
    const entry = entries.get(row.id) as MenuEntry;
    const parent = row.parentId == null ? undefined : entries.get(row.parentId);
    if (parent) parent.children = [...(parent.children ?? []), entry];
    else if (row.menuType === 0) roots.push(entry);
  }
  // `alwaysShow` keeps a section a section even with one child; an entry with no child menu in this reply (the
  // dashboard, whose only children are buttons) is a page: shown as a link, never as an empty section that
  // opens nothing (the menu of role `user` lost its Dashboard that way).
  for (const entry of entries.values()) if (!entry.children?.length) entry.alwaysShow = false;
  return roots;
}

export function presentPermission(row: PermissionRow, hasChildren: boolean): SysPermission {
  return {
    id: String(row.id),
    parentId: row.parentId == null ? null : String(row.parentId),
    menuType: row.menuType,
    name: row.nameZh,
    nameEn: row.nameEn,
    url: row.path,
    component: row.component,
    componentName: row.componentName,
    redirect: row.redirect,
    perms: row.perms,
    permsType: row.permsType,
    icon: row.icon,
    sortNo: row.sortNo,
    alwaysShow: row.alwaysShow,
    hidden: row.hidden,
    keepAlive: row.keepAlive,
    internalOrExternal: row.internalOrExternal,
    route: row.route,
    status: row.status,
    leaf: !hasChildren,
  };
}

export const presentTreeNode = (row: PermissionRow, hasChildren: boolean): PermissionTreeNode => ({
  key: String(row.id),
  title: row.nameZh,
  titleEn: row.nameEn,
  menuType: row.menuType,
  isLeaf: !hasChildren,
  ...(row.menuType !== 2 && Object.keys(dataRuleColumnsFor(row.perms)).length ? { dataRules: true } : {}),
});
