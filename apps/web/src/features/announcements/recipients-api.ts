import type { DepartTreeNode, PageResult, SysRole, SysUser } from '@csp/contract/core';
import { http } from '../../lib/http';

/** The identity calls the recipient pickers use (silent: the picker shows its own failure). */

export function searchUsers(username: string): Promise<PageResult<SysUser>> {
  return http.get<PageResult<SysUser>>('/sys/user/list', {
    params: { username: username || undefined, pageNo: 1, pageSize: 20, column: 'username', order: 'asc' },
    silent: true,
  });
}

export function fetchUser(id: string): Promise<SysUser> {
  return http.get<SysUser>('/sys/user/queryById', { params: { id }, silent: true });
}

export function fetchRoles(): Promise<SysRole[]> {
  return http.get<SysRole[]>('/sys/role/queryall', { silent: true });
}

export function fetchDepartTree(): Promise<DepartTreeNode[]> {
  return http.get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', { silent: true });
}
