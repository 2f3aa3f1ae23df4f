import type { ComputeType, DimensionParameters } from '@csp/contract';
import { type Formula, FormulaError, formulaRefs, parseFormula } from '../../lib/formula.js';
import type { TypeDef, TypeGraph } from './compute.js';

export interface TypeRow {
  id: number;
  seriesId: number;
  seriesNumber: string;
  code: string;
  computeType: string;
  formula: string | null;
  parameters: Record<string, unknown>;
  coefficient: number;
  sort: number;
}

function compiled(formula: string | null): Formula | null {
  if (!formula) return null;
  try {
    return parseFormula(formula);
  } catch (error) {
    if (error instanceof FormulaError) return null;
    throw error;
  }
}

export function toTypeDef(row: TypeRow): TypeDef {
  const formula = row.computeType === 'stored' || row.computeType === 'yoy' ? null : compiled(row.formula);
  return {
    id: row.id,
    seriesId: row.seriesId,
    code: row.code,
    computeType: row.computeType as ComputeType,
    formula,
    refs: formula ? formulaRefs(formula) : [],
    parameters: row.parameters as DimensionParameters,
    coefficient: row.coefficient,
    sort: row.sort,
  };
}

const byOrder = (a: TypeDef, b: TypeDef) => a.sort - b.sort || a.id - b.id;

/** The graph of every statistical type (a few hundred rows; built once per publication version). */
export function buildTypeGraph(rows: TypeRow[]): TypeGraph {
  const byId = new Map<number, TypeDef>();
  const bySeries = new Map<number, TypeDef[]>();
  const seriesOfNumber = new Map<string, number>();
  for (const row of rows) {
    const def = toTypeDef(row);
    byId.set(def.id, def);
    const list = bySeries.get(def.seriesId) ?? [];
    list.push(def);
    bySeries.set(def.seriesId, list);
    seriesOfNumber.set(row.seriesNumber, row.seriesId);
  }
  for (const list of bySeries.values()) list.sort(byOrder);
  return {
    type: (id) => byId.get(id),
    typesOf: (seriesId) => bySeries.get(seriesId) ?? [],
    primaryOf: (number) => {
      const seriesId = seriesOfNumber.get(number);
      return seriesId === undefined ? undefined : bySeries.get(seriesId)?.find((t) => t.computeType !== 'yoy');
    },
  };
}
