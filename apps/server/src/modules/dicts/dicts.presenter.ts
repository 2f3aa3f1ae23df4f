import type { DictOption } from '@csp/contract';
import { isoTime } from '../../lib/replies.js';
import type { DictItemRow, DictRow } from './dicts.repository.js';

export const presentOption = (item: DictItemRow): DictOption => ({
  value: item.value,
  text: item.textZh,
  textEn: item.textEn,
  label: item.textZh,
  title: item.textZh,
});

export const presentDict = (row: DictRow) => ({
  id: String(row.id),
  dictCode: row.code,
  dictName: row.nameZh,
  dictNameEn: row.nameEn,
  description: row.description,
  createTime: isoTime(row.createdAt),
});

export const presentDictItem = (row: DictItemRow) => ({
  id: String(row.id),
  dictId: String(row.dictId),
  itemValue: row.value,
  itemText: row.textZh,
  itemTextEn: row.textEn,
  sortOrder: row.sort,
  status: row.status,
});
