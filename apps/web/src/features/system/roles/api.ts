import type { PermissionTreeNode, SysRole, SysUser } from '@csp/contract/core';
import { crudEndpoints } from '../../../components/crud/crud-endpoints';
import type { ListQuery } from '../../../components/crud/list-query';
import { fetchList, fetchPage, send } from '../../../lib/api-calls';
import { resourceKeys } from '../../../lib/query-keys';

/** Calls of the roles screen (SPEC §7 "System" /sys/role, the role's permissions and users), with their keys. */
export const roleKeys = resourceKeys('system', 'roles');
/** Every role (`/sys/role/queryall`, the users screen's role names and picker); a role write refreshes it. */
export const allRolesKey = [...roleKeys.all, 'all'] as const;

export interface RoleBody {
  roleCode: string;
  roleName: string;
  roleNameEn?: string;
  description?: string;
}
/** `/sys/role`: the list, add, edit and delete. */
export const roleEndpoints = crudEndpoints<SysRole, RoleBody>('/sys/role', roleKeys);

export const permissionTreeKey = ['system', 'permission-tree'] as const;
export const permissionTree = () =>
  fetchList<{ treeList: PermissionTreeNode[]; ids: string[] }>('/sys/role/queryTreeList');
export const roleGrantsKey = (roleId: string) => [...roleKeys.detail(roleId), 'grants'] as const;
export const roleGrants = (roleId: string) =>
  fetchList<string[]>('/sys/permission/queryRolePermission', { params: { roleId } });
export const saveRoleGrants = (roleId: string, permissionIds: readonly string[], last: readonly string[]) =>
  send('POST', '/sys/permission/saveRolePermission', {
    body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') },
  });

/** The users holding a role. */
export const roleUserKeys = (roleId: string) => resourceKeys('system', 'role-users', roleId);
export const listRoleUsers = (roleId: string, query: ListQuery, signal?: AbortSignal) =>
  fetchPage<SysUser>('/sys/user/userRoleList', { ...query, roleId }, signal ? { signal } : {});
export const addRoleUsers = (roleId: string, userIdList: readonly string[]) =>
  send('POST', '/sys/user/addSysUserRole', { body: { roleId, userIdList } });
export const removeRoleUser = (roleId: string, userId: string) =>
  send('DELETE', '/sys/user/deleteUserRole', { params: { roleId, userId } });
