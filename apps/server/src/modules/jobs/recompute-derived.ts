import type { Db } from '../../db/client.js';
import { uncomputable } from '../dimensions/compute-types.js';
import { chartRepository, type LeafRange } from '../stats/chart.repository.js';
import { computeValues, type Need, needsOf, type TypeDef } from '../stats/compute.js';
import { buildTypeGraph, type TypeRow } from '../stats/type-graph.js';

/** SPEC §9: charts start in 1960. */
const firstYear = 1960;

export interface RecomputeResult {
  types: number;
  places: number;
  values: number;
  /** Codes (`<series number>/<type code>`) of computed types that cannot be computed. */
  broken: string[];
}

/**
 * Computes every computed statistical type (formula, chained index, year-on-year) for every economy and city
 * with published stored values, through the statistics module's own engine (`stats/compute.ts`, the graph check
 * of `dimensions/compute-types.ts`). Computed types are computed when read (docs/decisions.md), so nothing is
 * stored: the run proves the whole graph computes on today's published data and reports how much it yields.
 */
export async function recomputeDerivedTypes(db: Db, lastYear: number): Promise<RecomputeResult> {
  const charts = chartRepository(db);
  const catalogue = await charts.catalogue();
  const numberOf = new Map(catalogue.seriesRows.map((s) => [s.id, s.number]));
  const rows: TypeRow[] = catalogue.typeRows.map((t) => ({
    id: t.id,
    seriesId: t.seriesId,
    seriesNumber: numberOf.get(t.seriesId) ?? '',
    code: t.code,
    computeType: t.computeType,
    formula: t.formula,
    parameters: t.parameters ?? {},
    coefficient: t.coefficient,
    sort: t.sort,
  }));
  const graph = buildTypeGraph(rows);
  const broken = uncomputable(rows);
  const need: Need = { leaves: new Map() };
  const derived: TypeDef[] = [];
  for (const row of rows) {
    const def = graph.type(row.id);
    if (!def || row.computeType === 'stored' || broken.has(row.id)) continue;
    needsOf(def, firstYear, lastYear, graph, need);
    derived.push(def);
  }
  const leaves: LeafRange[] = [...need.leaves].map(([typeId, range]) => ({
    typeId,
    seriesId: graph.type(typeId)?.seriesId ?? 0,
    ...range,
  }));
  const values = await charts.values(leaves, {
    countryIds: catalogue.countryRows.map((c) => c.id),
    cityIds: catalogue.cityRows.map((c) => c.id),
  });
  const byPlace = new Map<string, Map<number, Map<number, number>>>();
  for (const v of values) {
    const key = v.cityId === null ? `economy-${v.countryId}` : `city-${v.cityId}`;
    const leafs = byPlace.get(key) ?? new Map<number, Map<number, number>>();
    byPlace.set(key, leafs);
    const years = leafs.get(v.typeId) ?? new Map<number, number>();
    leafs.set(v.typeId, years);
    years.set(v.year, v.value);
  }
  let count = 0;
  for (const def of derived) {
    for (const leafs of byPlace.values()) {
      count += computeValues(def, firstYear, lastYear, graph, (typeId) => leafs.get(typeId)).size;
    }
  }
  const brokenCodes = rows.filter((r) => broken.has(r.id)).map((r) => `${r.seriesNumber}/${r.code}`);
  return { types: derived.length, places: byPlace.size, values: count, broken: brokenCodes };
}
