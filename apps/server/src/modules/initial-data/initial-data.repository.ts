import { and, count, inArray } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import { scopeSql } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { dataValues } from '../../db/schema/index.js';

/** SQL of initial data beyond what the data and upload repositories offer: how many values each input holds. */
export function initialDataRepository(db: Db) {
  return {
    async valueCounts(dimensionIds: number[], scope: AreaScope): Promise<Map<number, number>> {
      if (dimensionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: dataValues.dimensionId, n: count() })
        .from(dataValues)
        .where(and(inArray(dataValues.dimensionId, dimensionIds), scopeSql(scope)))
        .groupBy(dataValues.dimensionId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },
  };
}
export type InitialDataRepository = ReturnType<typeof initialDataRepository>;
