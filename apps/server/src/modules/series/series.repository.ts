import type { SeriesRootListQuery } from '@csp/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { dataValues, dimensions, series, uploads } from '../../db/schema/index.js';
import { type Transactional, transactional } from '../../db/transactional.js';
import { containsPattern, pageWindow } from '../../lib/paging.js';
import { withSeriesVersions } from '../datalog/series-versions.repository.js';
import { bumpPublication } from '../stats/publication.repository.js';

export type SeriesRow = typeof series.$inferSelect;
export type SeriesInsert = typeof series.$inferInsert;

/** Sort keys of the root list; numbers sort as numbers. */
const sortColumns = (s: typeof series) => ({
  sort: sql`${s.sort}`,
  number: sql`(${s.number})::numeric`,
  nameEn: sql`${s.nameEn}`,
  nameZh: sql`${s.nameZh}`,
});

type TextColumns = { number: AnyPgColumn; nameEn: AnyPgColumn; nameZh: AnyPgColumn };

/** Rows whose number or either name contains the keyword (none: every row). */
function matching(keyword: string | undefined, s: TextColumns): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(s.number, pattern), ilike(s.nameEn, pattern), ilike(s.nameZh, pattern));
}

/** SQL of the series tree. */
function queries(db: Db) {
  return {
    /**
     * A page of level-1 groups that match the keyword themselves or through a child, with their children: all of
     * them when the group matches, else the matching ones; groups and children sorted alike.
     */
    async rootPage(query: SeriesRootListQuery) {
      const dir = query.order === 'asc' ? asc : desc;
      const column = sortColumns(series)[query.column];
      const c = alias(series, 'c');
      const childMatches = exists(
        db
          .select({ one: sql`1` })
          .from(c)
          .where(and(eq(c.pid, series.id), matching(query.keyword, c))),
      );
      const where = and(
        eq(series.level, 1),
        query.keyword ? or(matching(query.keyword, series), childMatches) : undefined,
      );
      const { offset, limit } = pageWindow(query);
      const groups = await db
        .select()
        .from(series)
        .where(where)
        .orderBy(dir(column), dir(series.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(series).where(where);
      const ids = groups.map((g) => g.id);
      const children = ids.length
        ? await db.select().from(series).where(inArray(series.pid, ids)).orderBy(dir(column), dir(series.id))
        : [];
      return { groups, children, total: total?.n ?? 0 };
    },
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
        nameEn: rows.some((r) => r.nameEn === input.nameEn),
        nameZh: rows.some((r) => r.nameZh === input.nameZh),
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
    /**
     * Keeps the upload records of a series being deleted (failed uploads, or done ones whose values were since
     * deleted) as history without their series: their foreign key would refuse the deletion (a 500 before).
     */
    detachUploads: (id: number) => db.update(uploads).set({ seriesId: null }).where(eq(uploads.seriesId, id)),
    /** Locks the series row for its deletion (waits for writers of its values: `value-references.ts`). */
    lockForDelete: (id: number) => db.select({ id: series.id }).from(series).where(eq(series.id, id)).for('update'),
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
/** Every insert, update and delete also stores a version of the row (modules/datalog, the data log). */
export const seriesRepository = (db: Db): SeriesRepository =>
  transactional(db, (d) => withSeriesVersions(d, queries(d)));
