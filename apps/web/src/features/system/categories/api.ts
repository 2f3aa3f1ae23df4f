import type { SysCategory } from '@csp/contract/core';
import { crudWrites } from '../../../components/crud/crud-endpoints';
import { fetchList } from '../../../lib/api-calls';
import { resourceKeys } from '../../../lib/query-keys';
import type { CategoryValues } from './CategoryFormModal';

/** Categories (JeecgBoot `/sys/category`): the whole tree, add, edit and delete, with their query keys. */
export const categoryKeys = resourceKeys('system', 'categories');
export const categoryTreeKey = categoryKeys.list({});
export const categoryTree = () => fetchList<SysCategory[]>('/sys/category/list');

export type CategoryBody = Omit<CategoryValues, 'pid'> & { pid: string | null };
export const categoryWrites = crudWrites<SysCategory, CategoryBody>('/sys/category', categoryKeys);
