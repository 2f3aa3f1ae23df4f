import type { DictAdd, DictEdit, DictItemAdd, DictItemEdit, DictOption } from '@csp/contract';
import { conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { presentDict, presentDictItem, presentOption } from './dicts.presenter.js';
import type { DictItemPageQuery, DictPageQuery, DictsRepository } from './dicts.repository.js';

/**
 * Dictionaries (SPEC §7): read straight from the database on every call, so there is no cache to go
 * stale across instances; `refleshCache` is kept for the client and only confirms.
 */
export function dictsService(repo: DictsRepository) {
  const dictOrFail = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  const itemOrFail = async (id: number) => {
    const row = await repo.findItem(id);
    if (!row) throw notFound();
    return row;
  };
  const codeFree = async (code: string, exceptId?: number) => {
    if (await repo.codeTaken(code, exceptId))
      throw conflict('duplicate', [{ field: 'dictCode', message: 'duplicate' }]);
  };
  const valueFree = async (dictId: number, value: string, exceptId?: number) => {
    if (await repo.itemValueTaken(dictId, value, exceptId)) {
      throw conflict('duplicate', [{ field: 'itemValue', message: 'duplicate' }]);
    }
  };

  return {
    async allItems(): Promise<Record<string, DictOption[]>> {
      const out: Record<string, DictOption[]> = {};
      for (const row of await repo.enabledItems()) out[row.code] = [...(out[row.code] ?? []), presentOption(row.item)];
      return out;
    },
    async itemsOf(code: string): Promise<DictOption[]> {
      return (await repo.enabledItems(code)).map((r) => presentOption(r.item));
    },
    async page(query: DictPageQuery) {
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(presentDict), total, query);
    },
    async add(body: DictAdd) {
      await codeFree(body.dictCode);
      const id = await repo.insert({
        code: body.dictCode,
        nameZh: body.dictName,
        nameEn: body.dictNameEn ?? body.dictName,
        description: body.description ?? '',
      });
      return { id: String(id) };
    },
    async edit(body: DictEdit) {
      const id = Number(body.id);
      await dictOrFail(id);
      if (body.dictCode) await codeFree(body.dictCode, id);
      await repo.update(id, {
        code: body.dictCode,
        nameZh: body.dictName,
        nameEn: body.dictNameEn,
        description: body.description,
      });
    },
    async remove(id: number) {
      if (!(await repo.delete(id)).length) throw notFound();
    },
    async itemPage(query: DictItemPageQuery) {
      await dictOrFail(Number(query.dictId));
      const { rows, total } = await repo.itemPage(query);
      return toPage(rows.map(presentDictItem), total, query);
    },
    async addItem(body: DictItemAdd) {
      const dictId = Number(body.dictId);
      await dictOrFail(dictId);
      await valueFree(dictId, body.itemValue);
      const id = await repo.insertItem({
        dictId,
        value: body.itemValue,
        textZh: body.itemText,
        textEn: body.itemTextEn ?? body.itemText,
        sort: body.sortOrder ?? 0,
        status: body.status ?? 1,
      });
      return { id: String(id) };
    },
    async editItem(body: DictItemEdit) {
      const id = Number(body.id);
      const item = await itemOrFail(id);
      if (body.itemValue) await valueFree(item.dictId, body.itemValue, id);
      await repo.updateItem(id, {
        value: body.itemValue,
        textZh: body.itemText,
        textEn: body.itemTextEn,
        sort: body.sortOrder,
        status: body.status,
      });
    },
    async removeItem(id: number) {
      if (!(await repo.deleteItem(id)).length) throw notFound();
    },
  };
}
export type DictsService = ReturnType<typeof dictsService>;
