import type { Language, SeriesEdit, SeriesInput, SeriesRootListQuery } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { FormulaError, formulaRefs, parseFormula, refNumber } from '../../lib/formula.js';
import { toPage } from '../../lib/paging.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { presentRoots, presentSeries, presentTree } from './series.presenter.js';
import type { SeriesInsert, SeriesRepository, SeriesRow } from './series.repository.js';

/** Series types offered by `type/list` (SPEC §2: one shows values in the unit, the others percent). */
export const seriesTypeOptions = [
  { value: 'amount', nameEn: 'Amount (in the unit)', nameZh: '数量（按单位）' },
  { value: 'percent', nameEn: 'Percent', nameZh: '百分比' },
  { value: 'index', nameEn: 'Index', nameZh: '指数' },
  { value: 'ratio', nameEn: 'Ratio', nameZh: '比率' },
];

function toRow(input: SeriesInput): Omit<SeriesInsert, 'id'> {
  return {
    pid: input.level === 1 ? null : input.pid ? Number(input.pid) : null,
    level: input.level,
    number: input.number,
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    typeId: input.typeId ?? null,
    unitZh: input.unitZh ?? '',
    unitEn: input.unitEn ?? '',
    valueKind: input.valueKind ?? 'amount',
    decimals: input.decimals ?? 2,
    contentZh: sanitizeRichText(input.contentZh ?? ''),
    contentEn: sanitizeRichText(input.contentEn ?? ''),
    sourceZh: input.sourceZh ?? '',
    sourceEn: input.sourceEn ?? '',
    licence: input.licence ?? '',
    display: input.display ?? true,
    yearOnYear: input.yearOnYear ?? true,
    open: input.open ?? true,
    sort: input.sort ?? 0,
  };
}

/**
 * Rules of the series tree: name, number and level required (schema); level 1 has no parent and level 2
 * has a level-1 parent; number and both names unique; a series with children, data or formula references
 * cannot be deleted; a new level-2 series gets a stored `value` type so data can be entered at once.
 */
export function seriesService(repo: SeriesRepository) {
  async function checkParent(input: SeriesInput, selfId?: number) {
    if (input.level === 1) {
      if (input.pid) throw badRequest('seriesParentInvalid', [{ field: 'pid', message: 'seriesParentInvalid' }]);
      return;
    }
    const parent = input.pid ? await repo.find(Number(input.pid)) : undefined;
    if (parent?.level !== 1 || parent.id === selfId) {
      throw badRequest('seriesParentInvalid', [{ field: 'pid', message: 'seriesParentInvalid' }]);
    }
  }

  async function checkUnique(r: SeriesRepository, input: SeriesInput, selfId?: number) {
    const clash = await r.clash(input, selfId);
    if (clash.number) throw conflict('seriesNumberRepeat', [{ field: 'number', message: 'seriesNumberRepeat' }]);
    const names = (['nameEn', 'nameZh'] as const).filter((field) => clash[field]);
    if (names.length) {
      throw conflict(
        'seriesNameRepeat',
        names.map((field) => ({ field, message: 'seriesNameRepeat' })),
      );
    }
  }

  /** Is a series number used in any formula? */
  async function referenced(number: string, seriesId: number): Promise<boolean> {
    for (const row of await repo.formulas()) {
      if (row.seriesId === seriesId) continue;
      try {
        if (formulaRefs(parseFormula(row.formula ?? '')).some((ref) => refNumber(ref) === number)) return true;
      } catch (error) {
        if (!(error instanceof FormulaError)) throw error;
      }
    }
    return false;
  }

  async function mustFind(id: number): Promise<SeriesRow> {
    const row = await repo.find(id);
    if (!row) throw notFound('seriesNotExist');
    return row;
  }

  return {
    tree: async (lang: Language) => presentTree(await repo.list(), lang),
    async rootPage(query: SeriesRootListQuery, lang: Language) {
      const { groups, children, total } = await repo.rootPage(query);
      return toPage(presentRoots(groups, children, query.keyword, lang), total, query);
    },
    get: async (id: number, lang: Language) => presentSeries(await mustFind(id), lang),
    async add(input: SeriesInput, lang: Language) {
      await checkParent(input);
      const created = await repo.transaction(async (r) => {
        await checkUnique(r, input);
        const row = await r.insert(toRow(input));
        if (row.level === 2) await r.insertDefaultType(row.id);
        await r.bumpPublication();
        return row;
      });
      return presentSeries(created, lang);
    },
    async edit(input: SeriesEdit, lang: Language) {
      const id = Number(input.id);
      const existing = await mustFind(id);
      await checkParent(input, id);
      if (existing.level === 1 && input.level === 2 && (await repo.hasChildren(id))) {
        throw conflict('seriesHasChildren', [{ field: 'level', message: 'seriesHasChildren' }]);
      }
      if (existing.number !== input.number && (await referenced(existing.number, id))) {
        throw conflict('seriesReferenced', [{ field: 'number', message: 'seriesReferenced' }]);
      }
      const updated = await repo.transaction(async (r) => {
        await checkUnique(r, input, id);
        const row = await r.update(id, toRow(input));
        await r.bumpPublication();
        return row;
      });
      return presentSeries(updated ?? existing, lang);
    },
    async editInformation(input: { id: string; contentZh: string; contentEn: string }, lang: Language) {
      const id = Number(input.id);
      await mustFind(id);
      const row = await repo.transaction(async (r) => {
        const updated = await r.update(id, {
          contentZh: sanitizeRichText(input.contentZh),
          contentEn: sanitizeRichText(input.contentEn),
        });
        await r.bumpPublication();
        return updated;
      });
      return presentSeries(row ?? (await mustFind(id)), lang);
    },
    async remove(id: number) {
      const row = await mustFind(id);
      if (await repo.hasChildren(id)) throw conflict('seriesHasChildren');
      if (await repo.hasData(id)) throw conflict('seriesAlreadyHasData');
      if (await referenced(row.number, id)) throw conflict('seriesReferenced');
      await repo.transaction(async (r) => {
        // Again under the row's lock: a write of values still in progress (`value-references.ts`) commits first.
        await r.lockForDelete(id);
        if (await r.hasData(id)) throw conflict('seriesAlreadyHasData');
        await r.detachUploads(id);
        await r.delete(id);
        await r.bumpPublication();
      });
    },
    mustFind,
  };
}
export type SeriesService = ReturnType<typeof seriesService>;
