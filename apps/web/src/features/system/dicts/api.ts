import type { DictAdd, DictItemAdd, DictOption, SysDict, SysDictItem } from '@csp/contract/core';
import { type CrudEndpoints, crudEndpoints } from '../../../components/crud/crud-endpoints';
import { fetchPage } from '../../../lib/api-calls';
import { saveDictItems } from '../../../lib/auth';
import { http } from '../../../lib/http';
import { resourceKeys } from '../../../lib/query-keys';

/** Calls of the dictionaries screen (SPEC §7 dict add/edit, dictItem add/edit, the cache refresh). */
export type Dict = SysDict;
export type DictItem = SysDictItem;
export type DictBody = DictAdd;
/** The form edits the stored status (a number, 1 enabled, 0 disabled). */
export type DictItemBody = Omit<DictItemAdd, 'dictId' | 'status'> & Pick<Partial<SysDictItem>, 'status'>;

export const dictKeys = resourceKeys('system', 'dicts');
/** `/sys/dict`: the list, add, edit and delete. */
export const dictEndpoints = crudEndpoints<Dict, DictBody>('/sys/dict', dictKeys);

/** The items of every dictionary (`dictItemKeys(id)` of one start with it). */
export const allDictItemKeys = ['system', 'dict-items'] as const;
export const dictItemKeys = (dictId: string) => resourceKeys('system', 'dict-items', dictId);

/** `/sys/dictItem` of one dictionary: its items' list (`dictId` filter), add (with `dictId`), edit and delete. */
export function dictItemEndpoints(dictId: string): CrudEndpoints<DictItem, DictItemBody> {
  const endpoints = crudEndpoints<DictItem, DictItemBody>('/sys/dictItem', dictItemKeys(dictId));
  return {
    ...endpoints,
    list: (query, signal) => fetchPage<DictItem>('/sys/dictItem/list', { ...query, dictId }, signal ? { signal } : {}),
    add: (body) => endpoints.add({ ...body, dictId } as DictItemBody),
  };
}

/**
 * "Refresh cache" (SPEC §7): `sys/dict/refleshCache`, then every dictionary's items again, kept with the
 * session for 7 days like the login reply's (SPEC §4). Throws when either call fails.
 */
export async function refreshDictCache(): Promise<void> {
  await http.get('/sys/dict/refleshCache', { silent: true });
  const items = await http.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems', { silent: true });
  saveDictItems(items);
}
