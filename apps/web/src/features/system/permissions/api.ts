import type { SysPermission } from '@csp/contract/core';
import { crudWrites } from '../../../components/crud/crud-endpoints';
import { fetchList } from '../../../lib/api-calls';
import { resourceKeys } from '../../../lib/query-keys';
import type { PermissionBody } from './permission-form';

/** Calls of the menus and permissions screen (SPEC §7 "System" /sys/permission), with their query keys. */
export const permissionKeys = resourceKeys('system', 'permissions');
export const permissionListKey = permissionKeys.list({});
export const permissionList = () => fetchList<SysPermission[]>('/sys/permission/list');
export const permissionWrites = crudWrites<SysPermission, PermissionBody>('/sys/permission', permissionKeys);
