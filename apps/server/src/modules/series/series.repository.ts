import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataValues, dimensions, series } from '../../db/schema/index.js';
import { type Transactional, transactional } from '../data/transactional.js';
import { bumpPublication } from '../stats/publication.repository.js';

export type SeriesRow = typeof series.$inferSelect;
export type SeriesInsert = typeof series.$inferInsert;

/** SQL of the series tree. */
function queries(db: Db) {
  return {
    list: () => db.select().from(series).orderBy(asc(series.level), asc(series.sort), asc(series.id)),
    find: async (id: number) => (await db.select().from(series).where(eq(series.id, id)))[0],
    findByNumber: async (number: string) => (await db.select().from(series).where(eq(series.number, number)))[0],
    /** Another series (not `exceptId`) with this number, or with either name. */
    async clash(input: { number: string; nameEn: string; nameZh: string }, exceptId?: number) {
      const rows = await db
        .select({ id: series.id, number: series.number, nameEn: series.nameEn, nameZh: series.nameZh })
        .from(series)
        .where(
          and(
            or(eq(series.number, input.number), eq(series.nameEn, input.nameEn), eq(series.nameZh, input.nameZh)),
            exceptId !== undefined ? ne(series.id, exceptId) : undefined,
          ),
        );
      return {
        number: rows.some((r) => r.number === input.number),
        name: rows.some((r) => r.nameEn === input.nameEn || r.nameZh === input.nameZh),
      };
    },
    async insert(row: SeriesInsert) {
      const [created] = await db.insert(series).values(row).returning();
      if (!created) throw new Error('series insert returned nothing');
      return created;
    },
    async update(id: number, row: Partial<SeriesInsert>) {
      const [updated] = await db
        .update(series)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(series.id, id))
        .returning();
      return updated;
    },
    delete: (id: number) => db.delete(series).where(eq(series.id, id)),
    hasChildren: async (id: number) =>
      (await db.select({ id: series.id }).from(series).where(eq(series.pid, id)).limit(1)).length > 0,
    hasData: async (id: number) =>
      (await db.select({ id: dataValues.id }).from(dataValues).where(eq(dataValues.seriesId, id)).limit(1)).length > 0,
    /** Formulas of every computed statistical type, to find references to a series number. */
    formulas: () =>
      db
        .select({ id: dimensions.id, seriesId: dimensions.seriesId, formula: dimensions.formula })
        .from(dimensions)
        .where(sql`${dimensions.formula} is not null`),
    typesOf: (seriesId: number) =>
      db
        .select()
        .from(dimensions)
        .where(eq(dimensions.seriesId, seriesId))
        .orderBy(asc(dimensions.sort), asc(dimensions.id)),
    insertDefaultType: (seriesId: number) =>
      db.insert(dimensions).values({ seriesId, code: 'value', nameEn: 'Value', nameZh: '数值', computeType: 'stored' }),
    bumpPublication: () => bumpPublication(db),
  };
}
export type SeriesRepository = Transactional<ReturnType<typeof queries>>;
export const seriesRepository = (db: Db): SeriesRepository => transactional(db, queries);
