import type { DepartTreeNode, SysRole, SysUser } from '@csp/contract/core';
import { crudEndpoints } from '../../../components/crud/crud-endpoints';
import type { ListQuery } from '../../../components/crud/list-query';
import { type Done, fetchList, fetchPage, send } from '../../../lib/api-calls';
import { http } from '../../../lib/http';
import { resourceKeys } from '../../../lib/query-keys';
import { sendWithEncryptedPasswords } from '../../auth/encrypt-passwords';
import type { UserAddBody, UserEditBody } from './user-form';

/** Calls of the users screen (SPEC §7 "System" /sys/user). Passwords travel RSA-OAEP encrypted. */
export const userKeys = resourceKeys('system', 'users');

export const listUsers = (query: ListQuery, options?: { signal?: AbortSignal; silent?: boolean }) =>
  fetchPage<SysUser>('/sys/user/list', query, options);

/** The list and delete the list-page scaffold calls (adding and editing go through `addUser`/`editUser`). */
export const userEndpoints = crudEndpoints<SysUser, UserEditBody>('/sys/user', userKeys);

export const allRoles = () => fetchList<SysRole[]>('/sys/role/queryall');
/** The department tree for the picker; silent: without the department permission the field is left out. */
export const departTree = () => fetchList<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', { silent: true });
export { departTreeKey } from '../departs/api';
export const positionOptions = () =>
  fetchList<{ records: { code: string; name: string; nameEn: string }[] }>('/sys/position/list', {
    params: { pageSize: 500 },
    silent: true,
  });

/** The signed-in user's tenants (a user saved here may be placed in them). */
export const myTenants = () =>
  fetchList<{ list: { id: number; name: string }[]; tenantId: number }>('/sys/tenant/getCurrentUserTenant', {
    silent: true,
  });

/** GET /sys/user/exportXls: the users the list's filters match, as xlsx. */
export const exportUsers = (query: ListQuery) => {
  const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = query;
  return http.blob('/sys/user/exportXls', { params: filters });
};

/** POST /sys/user/importExcel (multipart): all rows or none; a refusal carries the row errors. */
export async function importUsers(file: File): Promise<Done<{ imported: number }>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return send<{ imported: number }>('POST', '/sys/user/importExcel', { body });
}

export function addUser(body: UserAddBody, password: string, confirmPassword: string): Promise<Done<{ id: string }>> {
  return sendWithEncryptedPasswords(
    { password, confirmPassword },
    (encrypted) => send<{ id: string }>('POST', '/sys/user/add', { body: { ...body, ...encrypted } }),
    { retryOnStaleKey: true },
  );
}

export const editUser = (body: UserEditBody) => send('PUT', '/sys/user/edit', { body });

export const deleteUsers = (ids: readonly string[]) =>
  ids.length === 1
    ? send('DELETE', '/sys/user/delete', { params: { id: ids[0] } })
    : send('DELETE', '/sys/user/deleteBatch', { params: { ids: ids.join(',') } });

/** status '2' freezes, '1' unfreezes. */
export const freezeUsers = (ids: readonly string[], status: '1' | '2') =>
  send('PUT', '/sys/user/frozenBatch', { body: { ids: ids.join(','), status } });

/** Approves pending registrations; the server mails each user (its message says when a mail failed). */
export const approveUsers = (ids: readonly string[]) =>
  send<{ approved: number; mailed: number }>('POST', '/sys/user/pass', { body: { ids: ids.join(',') } });

/** Sets a user's password (encrypted); the user's sessions end. */
export function setUserPassword(username: string, password: string, confirmpassword: string) {
  return sendWithEncryptedPasswords(
    { password, confirmpassword },
    (encrypted) => send('PUT', '/sys/user/changePassword', { body: { username, ...encrypted } }),
    { retryOnStaleKey: true },
  );
}

/** A new random password mailed to the user's bound mailbox. */
export const resetUserPassword = (id: string) => send<{ mailed: boolean }>('PUT', '/sys/user/reset', { body: { id } });
/** Lifts the sign-in lock and delay of a user (wrong passwords counted from other places are forgiven). */
export const unlockUser = (id: string) => send('PUT', '/sys/user/unlock', { body: { id } });

/** Resolves when the mailbox is free for user `id` ('0' for a new user); 409 when taken. */
export const checkEmailFree = (email: string, id: string) =>
  send('POST', `/sys/user/check/email/${encodeURIComponent(id)}`, { body: { email } });
export const checkUsernameFree = (username: string) => send('GET', '/sys/user/checkOnlyUser', { params: { username } });
