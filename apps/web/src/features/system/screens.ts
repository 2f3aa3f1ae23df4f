import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));

/**
 * The system screens by the `component` name of their server menu entry (db/seed/identity-menu.ts),
 * each in its own chunk. The back office shows the screen of the menu entry at the current path.
 */
export const systemScreens: Record<string, ComponentType> = {
  'system/UserList': screen(() => import('./users/UserListPage')),
  'system/RoleList': screen(() => import('./roles/RoleListPage')),
  'system/PermissionList': screen(() => import('./permissions/PermissionListPage')),
  'system/DepartList': screen(() => import('./departs/DepartListPage')),
  'system/PositionList': screen(() => import('./positions/PositionListPage')),
  'system/TenantList': screen(() => import('./tenants/TenantListPage')),
  'system/DictList': screen(() => import('./dicts/DictListPage')),
  'system/CategoryList': screen(() => import('./categories/CategoryListPage')),
  'system/LoginLogList': screen(() => import('./login-log/LoginLogListPage')),
  'system/MailOutboxList': screen(() => import('./mail-outbox/MailOutboxListPage')),
};
