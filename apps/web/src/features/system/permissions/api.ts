import type { SysPermission } from '@csp/contract/core';
import { fetchList, send } from '../../../lib/api-calls';
import type { PermissionBody } from './permission-form';

/** Calls of the menus and permissions screen (SPEC §7 "System" /sys/permission). */
export const permissionList = () => fetchList<SysPermission[]>('/sys/permission/list');
export const addPermission = (body: PermissionBody) => send<{ id: string }>('POST', '/sys/permission/add', { body });
export const editPermission = (body: PermissionBody & { id: string }) => send('PUT', '/sys/permission/edit', { body });
export const deletePermission = (id: string) => send('DELETE', '/sys/permission/delete', { params: { id } });
