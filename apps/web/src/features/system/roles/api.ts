import type { PermissionTreeNode, SysRole, SysUser } from '@csp/contract/core';
import type { ListQuery } from '../../../components/crud/list-query';
import { fetchList, fetchPage, send } from '../../../lib/api-calls';

/** Calls of the roles screen (SPEC §7 "System" /sys/role, the role's permissions and users). */
export const listRoles = (query: ListQuery) => fetchPage<SysRole>('/sys/role/list', query);

export interface RoleBody {
  roleCode: string;
  roleName: string;
  roleNameEn?: string;
  description?: string;
}
export const addRole = (body: RoleBody) => send<{ id: string }>('POST', '/sys/role/add', { body });
export const editRole = (body: Partial<RoleBody> & { id: string }) => send('PUT', '/sys/role/edit', { body });
export const deleteRole = (id: string) => send('DELETE', '/sys/role/delete', { params: { id } });

export const permissionTree = () =>
  fetchList<{ treeList: PermissionTreeNode[]; ids: string[] }>('/sys/role/queryTreeList');
export const roleGrants = (roleId: string) =>
  fetchList<string[]>('/sys/permission/queryRolePermission', { params: { roleId } });
export const saveRoleGrants = (roleId: string, permissionIds: readonly string[], last: readonly string[]) =>
  send('POST', '/sys/permission/saveRolePermission', {
    body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') },
  });

export const listRoleUsers = (query: ListQuery) => fetchPage<SysUser>('/sys/user/userRoleList', query);
export const addRoleUsers = (roleId: string, userIdList: readonly string[]) =>
  send('POST', '/sys/user/addSysUserRole', { body: { roleId, userIdList } });
export const removeRoleUser = (roleId: string, userId: string) =>
  send('DELETE', '/sys/user/deleteUserRole', { params: { roleId, userId } });
