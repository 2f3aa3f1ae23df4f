import type { ComputeType, DimensionParameters } from '@csp/contract';
import { type AppError, badRequest } from '../../errors.js';
import { FormulaError, formulaRefs, parseFormula, refNumber } from '../../lib/formula.js';
import { ComputeError, needsOf } from '../stats/compute.js';
import { buildTypeGraph, type TypeRow } from '../stats/type-graph.js';

/** What `getComputeType` lists. */
export const computeTypeOptions: {
  value: ComputeType;
  nameEn: string;
  nameZh: string;
  needsFormula: boolean;
  parameters: string[];
}[] = [
  { value: 'stored', nameEn: 'Stored values', nameZh: '存储值', needsFormula: false, parameters: [] },
  {
    value: 'formula',
    nameEn: 'Formula over series (S<number>, + - * /)',
    nameZh: '按公式计算（S<编号>，+ - * /）',
    needsFormula: true,
    parameters: ['coefficient', 'baseYear', 'rebase'],
  },
  {
    value: 'chain_index',
    nameEn: 'Chained index from annual % changes (base year = 100)',
    nameZh: '由年度变化率连乘的指数（基准年=100）',
    needsFormula: true,
    parameters: ['baseYear'],
  },
  {
    value: 'yoy',
    nameEn: 'Year-on-year change (%)',
    nameZh: '同比变化（%）',
    needsFormula: false,
    parameters: ['source'],
  },
];

const invalid = (field: string, key: 'formulaInvalid' | 'formulaUnknownSeries' | 'baseYearRequired') =>
  badRequest(key, [{ field, message: key }]);

/** Checks the definition of one type on its own: formula language, references' shape, parameters. */
export function checkDefinition(d: {
  computeType: ComputeType;
  formula: string | null;
  parameters: DimensionParameters;
}): AppError | undefined {
  if (d.computeType === 'stored' || d.computeType === 'yoy') return undefined;
  let refs: string[];
  try {
    refs = formulaRefs(parseFormula(d.formula ?? ''));
  } catch (error) {
    if (error instanceof FormulaError) return invalid('formula', 'formulaInvalid');
    throw error;
  }
  if (d.computeType === 'chain_index') {
    if (refs.length !== 1 || d.formula?.trim() !== refs[0]) return invalid('formula', 'formulaInvalid');
    if (d.parameters.baseYear === undefined) return invalid('parameters.baseYear', 'baseYearRequired');
  }
  if (d.computeType === 'formula') {
    if (refs.length === 0) return invalid('formula', 'formulaInvalid');
    const rebase = d.parameters.rebase ?? [];
    if (rebase.some((r) => !refs.includes(r))) return invalid('parameters.rebase', 'formulaInvalid');
    if (rebase.length > 0 && d.parameters.baseYear === undefined) {
      return invalid('parameters.baseYear', 'baseYearRequired');
    }
  }
  return undefined;
}

/** Ids of the types that cannot be computed in this set of rows (unknown references, cycles, no source). */
export function uncomputable(rows: TypeRow[]): Set<number> {
  const graph = buildTypeGraph(rows);
  const out = new Set<number>();
  for (const row of rows) {
    const t = graph.type(row.id);
    if (!t) continue;
    try {
      if ((t.computeType === 'formula' || t.computeType === 'chain_index') && t.formula === null)
        throw new ComputeError('formula');
      needsOf(t, 2000, 2000, graph);
    } catch (error) {
      if (!(error instanceof ComputeError)) throw error;
      out.add(row.id);
    }
  }
  return out;
}

/** The numbers of the series a type refers to, for presenting. */
export function relatedSeries(formula: string | null): string[] {
  if (!formula) return [];
  try {
    return formulaRefs(parseFormula(formula)).map(refNumber);
  } catch {
    return [];
  }
}
