import type { DimensionEdit, DimensionInput, DimensionListQuery, DimensionParameters, Language } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { formulaRefs, parseFormula, refNumber } from '../../lib/formula.js';
import { toPage } from '../../lib/paging.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { TypeRow } from '../stats/type-graph.js';
import { checkDefinition, computeTypeOptions, uncomputable } from './compute-types.js';
import { presentDimension, presentDimensionRow, presentFormulaSeries } from './dimensions.presenter.js';
import type { DimensionInsert, DimensionRow, DimensionsRepository } from './dimensions.repository.js';

interface Definition {
  computeType: DimensionInput['computeType'];
  formula: string | null;
  parameters: DimensionParameters;
  coefficient: number;
}

/**
 * Rules of statistical types: code and names unique within a series; a formula is parsed safely and
 * checked against the whole set of types (known series, no cycle); a type holding stored data cannot turn
 * into a computed one or be deleted; no change may leave another type uncomputable.
 */
export function dimensionsService(repo: DimensionsRepository) {
  async function graphRows(): Promise<TypeRow[]> {
    return (await repo.all()).map((r) => ({ ...r, parameters: r.parameters ?? {} }));
  }

  /** Checks `candidate` (a new or changed type; null: the type `id` is deleted) against all the others. */
  async function checkGraph(id: number | null, candidate: (TypeRow & { formula: string | null }) | null) {
    const before = await graphRows();
    const after = before.filter((r) => r.id !== (candidate?.id ?? id));
    if (candidate) after.push(candidate);
    const broken = uncomputable(before);
    const now = uncomputable(after);
    if (candidate && now.has(candidate.id)) {
      if (candidate.computeType === 'yoy') {
        throw badRequest('formulaInvalid', [{ field: 'parameters.source', message: 'formulaInvalid' }]);
      }
      const valued = new Set(after.filter((r) => r.computeType !== 'yoy').map((r) => r.seriesNumber));
      const refs = candidate.formula ? formulaRefs(parseFormula(candidate.formula)) : [];
      const key = refs.some((ref) => !valued.has(refNumber(ref))) ? 'formulaUnknownSeries' : 'formulaInvalid';
      throw badRequest(key, [{ field: 'formula', message: key }]);
    }
    for (const bad of now) if (!broken.has(bad) && bad !== candidate?.id) throw conflict('seriesReferenced');
  }

  function definition(input: DimensionInput): Definition {
    const computed = input.computeType === 'formula' || input.computeType === 'chain_index';
    return {
      computeType: input.computeType,
      formula: computed ? (input.formula ?? null) : null,
      parameters: input.parameters ?? {},
      coefficient: input.coefficient ?? 1,
    };
  }

  async function validate(input: DimensionInput, id: number | null, currentSort?: number) {
    const seriesRow = await repo.findSeries(Number(input.seriesId));
    if (!seriesRow) throw notFound('seriesNotExist');
    const def = definition(input);
    const error = checkDefinition(def);
    if (error) throw error;
    const siblings = (await repo.listOf(seriesRow.id)).filter((d) => d.id !== id);
    if (siblings.some((d) => d.code === input.code)) {
      throw conflict('dimensionNumberExist', [{ field: 'code', message: 'dimensionNumberExist' }]);
    }
    if (siblings.some((d) => d.nameEn === input.nameEn || d.nameZh === input.nameZh)) {
      throw conflict('dimensionNameExist', [{ field: 'nameEn', message: 'dimensionNameExist' }]);
    }
    await checkGraph(id, {
      id: id ?? Number.MAX_SAFE_INTEGER,
      seriesId: seriesRow.id,
      seriesNumber: seriesRow.number,
      code: input.code,
      computeType: def.computeType,
      formula: def.formula,
      parameters: def.parameters,
      coefficient: def.coefficient,
      sort: input.sort ?? currentSort ?? sortOf(input, siblings),
    });
    return { def, sort: input.sort ?? currentSort ?? sortOf(input, siblings) };
  }

  const sortOf = (input: DimensionInput, siblings: DimensionRow[]) =>
    input.sort ?? Math.max(-1, ...siblings.map((d) => d.sort)) + 1;

  const row = (input: DimensionInput, def: Definition, sort: number): Omit<DimensionInsert, 'id'> => ({
    ...def,
    seriesId: Number(input.seriesId),
    code: input.code,
    number: input.number ?? null,
    level: input.level ?? 1,
    category: input.category ?? null,
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    contentZh: sanitizeRichText(input.contentZh ?? ''),
    contentEn: sanitizeRichText(input.contentEn ?? ''),
    unitZh: input.unitZh ?? null,
    unitEn: input.unitEn ?? null,
    resFlag: input.resFlag ?? 0,
    sort,
  });

  async function mustFind(id: number): Promise<DimensionRow> {
    const found = await repo.find(id);
    if (!found) throw notFound('dimensionNotExist');
    return found;
  }

  return {
    computeTypes: () => computeTypeOptions,
    async seriesList(lang: Language) {
      const types = await repo.all();
      const withValueType = new Set(types.filter((t) => t.computeType !== 'yoy').map((t) => t.seriesId));
      return (await repo.allSeries())
        .filter((s) => s.level === 2)
        .map((s) => presentFormulaSeries(s, withValueType.has(s.id), lang));
    },
    async page(query: DimensionListQuery, lang: Language) {
      const { rows, total } = await repo.page(query);
      return toPage(
        rows.map((r) => presentDimensionRow(r, lang)),
        total,
        query,
      );
    },
    /** Level-2 series holding a stored type: what an economy table (GDP deflators) can be imported into. */
    async deflatorSeries(lang: Language) {
      const stored = new Set((await repo.all()).filter((t) => t.computeType === 'stored').map((t) => t.seriesId));
      return (await repo.allSeries())
        .filter((s) => s.level === 2 && stored.has(s.id))
        .map((s) => presentFormulaSeries(s, true, lang));
    },
    list: async (seriesId: number, lang: Language) =>
      (await repo.listOf(seriesId)).map((d) => presentDimension(d, lang)),
    get: async (id: number, lang: Language) => presentDimension(await mustFind(id), lang),
    async add(input: DimensionInput, lang: Language) {
      const { def, sort } = await validate(input, null);
      const created = await repo.transaction(async (r) => {
        const d = await r.insert(row(input, def, sort));
        await r.bumpPublication();
        return d;
      });
      return presentDimension(created, lang);
    },
    async edit(input: DimensionEdit, lang: Language) {
      const id = Number(input.id);
      const existing = await mustFind(id);
      if (String(existing.seriesId) !== input.seriesId)
        throw badRequest('parameterError', [{ field: 'seriesId', message: 'parameterError' }]);
      if (existing.computeType === 'stored' && input.computeType !== 'stored' && (await repo.hasData(id))) {
        throw conflict('dimensionHasData', [{ field: 'computeType', message: 'dimensionHasData' }]);
      }
      const { def, sort } = await validate(input, id, existing.sort);
      const updated = await repo.transaction(async (r) => {
        const d = await r.update(id, row(input, def, sort));
        await r.bumpPublication();
        return d;
      });
      return presentDimension(updated ?? existing, lang);
    },
    /** Changes only the computing part (formula, parameters, coefficient) of a type. */
    async editInformation(
      input: { id: string; formula?: string | null; parameters?: DimensionParameters; coefficient?: number },
      lang: Language,
    ) {
      const d = await mustFind(Number(input.id));
      return this.edit(
        {
          id: input.id,
          seriesId: String(d.seriesId),
          code: d.code,
          nameZh: d.nameZh,
          nameEn: d.nameEn,
          computeType: d.computeType as DimensionInput['computeType'],
          formula: input.formula === undefined ? d.formula : input.formula,
          parameters: input.parameters ?? (d.parameters as DimensionParameters),
          coefficient: input.coefficient ?? d.coefficient,
          number: d.number,
          level: d.level,
          category: d.category,
          contentZh: d.contentZh,
          contentEn: d.contentEn,
          unitZh: d.unitZh,
          unitEn: d.unitEn,
          resFlag: d.resFlag,
          sort: d.sort,
        },
        lang,
      );
    },
    async remove(id: number) {
      await mustFind(id);
      if (await repo.hasData(id)) throw conflict('dimensionHasData');
      await checkGraph(id, null);
      await repo.transaction(async (r) => {
        // Again under the row's lock: a write of values still in progress (`value-references.ts`) commits first.
        await r.lockForDelete(id);
        if (await r.hasData(id)) throw conflict('dimensionHasData');
        await r.delete(id);
        await r.bumpPublication();
      });
    },
  };
}
export type DimensionsService = ReturnType<typeof dimensionsService>;
