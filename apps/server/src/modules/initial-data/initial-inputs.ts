import { notFound } from '../../errors.js';
import type { DimensionsRepository } from '../dimensions/dimensions.repository.js';
import { ComputeError, needsOf } from '../stats/compute.js';
import { buildTypeGraph } from '../stats/type-graph.js';

/** A stored statistical type some type is computed from. */
export interface InputType {
  dimensionId: number;
  seriesId: number;
  seriesNumber: string;
  seriesNameEn: string;
  seriesNameZh: string;
  code: string;
  nameEn: string;
  nameZh: string;
}

/**
 * The initial data of a statistical type: the stored types its values start from — itself when it is stored,
 * else the stored leaves of its computation (a formula's series, a chained index's % changes, the source of a
 * year-on-year change, followed through computed types). Empty when the type cannot be computed.
 */
export async function initialInputs(repo: Pick<DimensionsRepository, 'all' | 'allSeries'>, dimensionId: number) {
  const rows = await repo.all();
  const target = rows.find((r) => r.id === dimensionId);
  if (!target) throw notFound('dimensionNotExist');
  const graph = buildTypeGraph(rows.map((r) => ({ ...r, parameters: r.parameters ?? {} })));
  const def = graph.type(dimensionId);
  let leaves: number[] = [];
  try {
    if (def && !((def.computeType === 'formula' || def.computeType === 'chain_index') && def.formula === null)) {
      leaves = [...needsOf(def, 2000, 2000, graph).leaves.keys()];
    }
  } catch (error) {
    if (!(error instanceof ComputeError)) throw error;
  }
  const seriesById = new Map((await repo.allSeries()).map((s) => [s.id, s]));
  const inputs: InputType[] = leaves.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    const s = row ? seriesById.get(row.seriesId) : undefined;
    if (!row || !s) return [];
    return [
      {
        dimensionId: row.id,
        seriesId: s.id,
        seriesNumber: s.number,
        seriesNameEn: s.nameEn,
        seriesNameZh: s.nameZh,
        code: row.code,
        nameEn: row.nameEn,
        nameZh: row.nameZh,
      },
    ];
  });
  inputs.sort((a, b) => Number(a.seriesNumber) - Number(b.seriesNumber) || a.dimensionId - b.dimensionId);
  return { target, inputs };
}
