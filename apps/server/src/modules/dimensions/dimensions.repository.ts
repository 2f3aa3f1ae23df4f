import type { DimensionListQuery } from '@csp/contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataValues, dimensions, series } from '../../db/schema/index.js';
import { type Transactional, transactional } from '../../db/transactional.js';
import { containsPattern, pageWindow } from '../../lib/paging.js';
import { bumpPublication } from '../stats/publication.repository.js';

export type DimensionRow = typeof dimensions.$inferSelect;
export type DimensionInsert = typeof dimensions.$inferInsert;

const listColumns = {
  seriesNumber: sql`(${series.number})::numeric`,
  code: sql`${dimensions.code}`,
  nameEn: sql`${dimensions.nameEn}`,
  nameZh: sql`${dimensions.nameZh}`,
  computeType: sql`${dimensions.computeType}`,
  sort: sql`${dimensions.sort}`,
};

/** SQL of statistical types (dimensions). */
function queries(db: Db) {
  return {
    /** A page of every series' types, filtered and sorted on the server (ties: series number, sort, id). */
    async page(query: DimensionListQuery) {
      const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
      const where = and(
        query.seriesId ? eq(dimensions.seriesId, Number(query.seriesId)) : undefined,
        query.computeType ? eq(dimensions.computeType, query.computeType) : undefined,
        pattern
          ? or(
              ilike(dimensions.code, pattern),
              ilike(dimensions.nameEn, pattern),
              ilike(dimensions.nameZh, pattern),
              ilike(series.number, pattern),
            )
          : undefined,
      );
      const dir = query.order === 'asc' ? asc : desc;
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select({
          type: dimensions,
          seriesNumber: series.number,
          seriesNameEn: series.nameEn,
          seriesNameZh: series.nameZh,
        })
        .from(dimensions)
        .innerJoin(series, eq(series.id, dimensions.seriesId))
        .where(where)
        .orderBy(
          dir(listColumns[query.column]),
          asc(listColumns.seriesNumber),
          asc(dimensions.sort),
          asc(dimensions.id),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(dimensions)
        .innerJoin(series, eq(series.id, dimensions.seriesId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
    find: async (id: number) => (await db.select().from(dimensions).where(eq(dimensions.id, id)))[0],
    listOf: (seriesId: number) =>
      db
        .select()
        .from(dimensions)
        .where(eq(dimensions.seriesId, seriesId))
        .orderBy(asc(dimensions.sort), asc(dimensions.id)),
    /** Every type with its series number: the graph formulas are checked against. */
    all: () =>
      db
        .select({
          id: dimensions.id,
          seriesId: dimensions.seriesId,
          seriesNumber: series.number,
          code: dimensions.code,
          nameEn: dimensions.nameEn,
          nameZh: dimensions.nameZh,
          computeType: dimensions.computeType,
          formula: dimensions.formula,
          parameters: dimensions.parameters,
          coefficient: dimensions.coefficient,
          sort: dimensions.sort,
        })
        .from(dimensions)
        .innerJoin(series, eq(series.id, dimensions.seriesId)),
    allSeries: () => db.select().from(series).orderBy(asc(series.sort), asc(series.id)),
    findSeries: async (id: number) => (await db.select().from(series).where(eq(series.id, id)))[0],
    async insert(row: DimensionInsert) {
      const [created] = await db.insert(dimensions).values(row).returning();
      if (!created) throw new Error('dimension insert returned nothing');
      return created;
    },
    async update(id: number, row: Partial<DimensionInsert>) {
      const [updated] = await db
        .update(dimensions)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(dimensions.id, id))
        .returning();
      return updated;
    },
    delete: (id: number) => db.delete(dimensions).where(eq(dimensions.id, id)),
    /** Locks the type's row for its deletion (waits for writers of its values: `value-references.ts`). */
    lockForDelete: (id: number) =>
      db.select({ id: dimensions.id }).from(dimensions).where(eq(dimensions.id, id)).for('update'),
    hasData: async (id: number) =>
      (
        await db
          .select({ id: dataValues.id })
          .from(dataValues)
          .where(and(eq(dataValues.dimensionId, id)))
          .limit(1)
      ).length > 0,
    bumpPublication: () => bumpPublication(db),
  };
}
export type DimensionsRepository = Transactional<ReturnType<typeof queries>>;
export const dimensionsRepository = (db: Db): DimensionsRepository => transactional(db, queries);
