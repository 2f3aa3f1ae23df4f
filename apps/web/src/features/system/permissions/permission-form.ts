import type { PermissionAdd, SysPermission } from '@csp/contract/core';

/**
 * The menu/button form and the body of `/sys/permission/add` and `/edit` (JeecgBoot menu types:
 * 0 top menu, 1 sub-menu, 2 button). A button keeps no route fields; a top menu has no parent;
 * blank texts travel as null.
 */
export type MenuType = 0 | 1 | 2;

export interface PermissionFormValues {
  menuType: MenuType;
  parentId?: string;
  name?: string;
  nameEn?: string;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  perms?: string;
  permsType?: '1' | '2';
  sortNo?: number;
  route?: boolean;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  /** '1' valid, '0' not in force. */
  status?: '0' | '1';
}

export type PermissionBody = Omit<PermissionAdd, 'parentId'> & { parentId: string | null };

const blank = (value: string | undefined | null) => value?.trim() || null;

/** New entries: a sub-menu under `parent`, a button under a sub-menu, a top menu without one. */
export function newPermissionValues(parent?: Pick<SysPermission, 'id' | 'menuType'>): PermissionFormValues {
  const menuType: MenuType = !parent ? 0 : parent.menuType === 1 ? 2 : 1;
  return {
    menuType,
    parentId: parent?.id,
    permsType: '1',
    sortNo: 0,
    route: true,
    hidden: false,
    keepAlive: false,
    alwaysShow: false,
    internalOrExternal: false,
    status: '1',
  };
}

export function toPermissionValues(row: SysPermission): PermissionFormValues {
  return {
    menuType: (row.menuType === 0 || row.menuType === 2 ? row.menuType : 1) as MenuType,
    parentId: row.parentId ?? undefined,
    name: row.name,
    nameEn: row.nameEn,
    url: row.url ?? undefined,
    component: row.component ?? undefined,
    componentName: row.componentName ?? undefined,
    redirect: row.redirect ?? undefined,
    icon: row.icon ?? undefined,
    perms: row.perms ?? undefined,
    permsType: row.permsType === '2' ? '2' : '1',
    sortNo: row.sortNo,
    route: row.route,
    hidden: row.hidden,
    keepAlive: row.keepAlive,
    alwaysShow: row.alwaysShow,
    internalOrExternal: row.internalOrExternal,
    status: row.status === '0' ? '0' : '1',
  };
}

export function toPermissionBody(values: PermissionFormValues): PermissionBody {
  const button = values.menuType === 2;
  const body: PermissionBody = {
    menuType: values.menuType,
    parentId: values.menuType === 0 ? null : (values.parentId ?? null),
    name: values.name?.trim() ?? '',
    url: button ? null : blank(values.url),
    component: button ? null : blank(values.component),
    componentName: button ? null : blank(values.componentName),
    redirect: button ? null : blank(values.redirect),
    icon: button ? null : blank(values.icon),
    perms: blank(values.perms),
    permsType: values.permsType ?? '1',
    sortNo: Number(values.sortNo ?? 0),
    alwaysShow: !button && values.alwaysShow === true,
    hidden: !button && values.hidden === true,
    keepAlive: !button && values.keepAlive === true,
    internalOrExternal: !button && values.internalOrExternal === true,
    route: button || values.route !== false,
    status: values.status ?? '1',
  };
  const nameEn = values.nameEn?.trim();
  if (nameEn) body.nameEn = nameEn;
  return body;
}
