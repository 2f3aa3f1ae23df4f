import type { AuthItem } from '@csp/contract/core';

/**
 * Button permissions (SPEC §6): `auth` holds the buttons granted to the user, `allAuth` every button
 * rule with its status ('1' in force, '0' not). A control guarded by an action shows only when the
 * action is granted, or when its rule is not in force. Items of type '2' (JeecgBoot's "disable" kind)
 * are ignored. An item's action may hold several codes, comma-joined.
 */
export interface ButtonPermissions {
  auth: readonly AuthItem[];
  allAuth: readonly AuthItem[];
}

export const NO_PERMISSIONS: ButtonPermissions = { auth: [], allAuth: [] };

type Item = Pick<AuthItem, 'action' | 'type' | 'status'>;

const actionsOf = (item: Item) =>
  item.action
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

const counts = (item: Item) => String(item.type) !== '2';

export function isActionAllowed(
  action: string,
  permissions: ButtonPermissions,
  /** The permission list of the current menu entry (`meta.permissionList`), granted like `auth`. */
  nodeList: readonly Item[] = [],
): boolean {
  const code = action.trim();
  if (!code) return true;
  const granted = [...permissions.auth, ...nodeList].some((item) => counts(item) && actionsOf(item).includes(code));
  if (granted) return true;
  return permissions.allAuth.some((item) => counts(item) && item.status === '0' && actionsOf(item).includes(code));
}

/** Whether every one of the actions a route or control requires is allowed (none required: allowed). */
export function areActionsAllowed(actions: readonly string[] | undefined, permissions: ButtonPermissions): boolean {
  return (actions ?? []).every((action) => isActionAllowed(action, permissions));
}

/** Keeps the items whose `permission` (when they declare one) is allowed; for routes and control lists. */
export function filterByPermission<T extends { permission?: string | readonly string[] }>(
  items: readonly T[],
  permissions: ButtonPermissions,
): T[] {
  return items.filter((item) => {
    const required = item.permission === undefined ? [] : ([] as string[]).concat(item.permission);
    return areActionsAllowed(required, permissions);
  });
}
