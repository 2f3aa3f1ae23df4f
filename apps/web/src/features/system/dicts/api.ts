import type { DictAdd, DictItemAdd, DictOption, SysDict, SysDictItem } from '@csp/contract/core';
import type { ListQuery } from '../../../components/crud/list-query';
import { fetchPage, send } from '../../../lib/api-calls';
import { saveDictItems } from '../../../lib/auth';
import { http } from '../../../lib/http';

/** Calls of the dictionaries screen (SPEC §7 dict add/edit, dictItem add/edit, the cache refresh). */
export type Dict = SysDict;
export type DictItem = SysDictItem;
export type DictBody = DictAdd;
/** The form edits the stored status (a number, 1 enabled, 0 disabled). */
export type DictItemBody = Omit<DictItemAdd, 'dictId' | 'status'> & Pick<Partial<SysDictItem>, 'status'>;

export const listDicts = (query: ListQuery) => fetchPage<Dict>('/sys/dict/list', query);
export const addDict = (body: DictBody) => send('POST', '/sys/dict/add', { body });
export const editDict = (body: Partial<DictBody> & { id: string }) => send('PUT', '/sys/dict/edit', { body });
export const deleteDict = (id: string) => send('DELETE', '/sys/dict/delete', { params: { id } });

export const listDictItems = (query: ListQuery) => fetchPage<DictItem>('/sys/dictItem/list', query);
export const addDictItem = (body: DictItemBody & { dictId: string }) => send('POST', '/sys/dictItem/add', { body });
export const editDictItem = (body: Partial<DictItemBody> & { id: string }) =>
  send('PUT', '/sys/dictItem/edit', { body });
export const deleteDictItem = (id: string) => send('DELETE', '/sys/dictItem/delete', { params: { id } });

/**
 * "Refresh cache" (SPEC §7): `sys/dict/refleshCache`, then every dictionary's items again, kept with the
 * session for 7 days like the login reply's (SPEC §4). Throws when either call fails.
 */
export async function refreshDictCache(): Promise<void> {
  await http.get('/sys/dict/refleshCache', { silent: true });
  const items = await http.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems', { silent: true });
  saveDictItems(items);
}
