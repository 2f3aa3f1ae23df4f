import type { DepartAdd, DepartTreeNode } from '@csp/contract/core';
import { fetchList, send } from '../../../lib/api-calls';

/** Calls of the departments screen (SPEC §7 "System" /sys/sysDepart tree, search, delete). */
export const departTree = () => fetchList<DepartTreeNode[]>('/sys/sysDepart/queryTreeList');
export const searchDeparts = (keyWord: string) =>
  fetchList<DepartTreeNode[]>('/sys/sysDepart/searchBy', { params: { keyWord } });

export type DepartBody = Omit<DepartAdd, 'parentId'> & { parentId?: string | null };
export const addDepart = (body: DepartBody) => send<{ id: string }>('POST', '/sys/sysDepart/add', { body });
export const editDepart = (body: Partial<DepartBody> & { id: string }) => send('PUT', '/sys/sysDepart/edit', { body });
export const deleteDepart = (id: string) => send('DELETE', '/sys/sysDepart/delete', { params: { id } });
