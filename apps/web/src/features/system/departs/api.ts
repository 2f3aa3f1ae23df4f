import type { DepartAdd, DepartTreeNode } from '@csp/contract/core';
import { crudWrites } from '../../../components/crud/crud-endpoints';
import { fetchList } from '../../../lib/api-calls';
import { resourceKeys } from '../../../lib/query-keys';

/** Calls of the departments screen (SPEC §7 "System" /sys/sysDepart tree, search, add, edit, delete). */
export const departKeys = resourceKeys('system', 'departs');
/** The whole tree (also the users screen's department picker, which reads it silently). */
export const departTreeKey = departKeys.list({});
export const departTree = () => fetchList<DepartTreeNode[]>('/sys/sysDepart/queryTreeList');
export const departSearchKey = (keyWord: string) => departKeys.list({ keyWord });
export const searchDeparts = (keyWord: string) =>
  fetchList<DepartTreeNode[]>('/sys/sysDepart/searchBy', { params: { keyWord } });

export type DepartBody = Omit<DepartAdd, 'parentId'> & { parentId?: string | null };
export const departWrites = crudWrites<DepartTreeNode, DepartBody>('/sys/sysDepart', departKeys);
