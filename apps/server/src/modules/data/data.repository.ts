import type { DataSortColumn, DataStatus, LogType } from '@csp/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type AreaScope, scopeSql } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, countries, dataLogs, dataValues, dimensions, series } from '../../db/schema/index.js';
import { rowsOf, type Transactional, transactional } from '../../db/transactional.js';
import { dataValueRuleScope } from '../permissions/data-rules.js';
import { bumpPublication } from '../stats/publication.repository.js';
import type { ChangedSeries } from '../stats/publication-signal.js';
import { groupsPage } from './data-groups.repository.js';
import { transitions } from './transitions.js';
import { lockValueReferences, type ValueReferences } from './value-references.js';

/** What waits for examination: the statuses a pass starts from. */
const waitingStatuses = [...transitions.pass.from];

export interface ValueFilter {
  seriesId?: number;
  dimensionId?: number;
  countryId?: number;
  cityId?: number;
  economyOnly?: boolean;
  cityOnly?: boolean;
  status?: DataStatus;
  /** Only values waiting for examination (pending or submitted). */
  waiting?: boolean;
  startYear?: number;
  endYear?: number;
  /** The user whose roles' data rules narrow the list (permissions/data-rules.ts). */
  rulesOf?: number;
}

/** Values picked by ids, or by one series at one place (cityId null: the economy-level figures). */
export type Selection =
  | { ids: number[] }
  | { seriesId: number; countryId: number; cityId: number | null; dimensionId?: number };

/** The series a selection touches, when it names one ('all' for a list of ids). */
export const seriesOf = (selection: Selection): ChangedSeries => ('ids' in selection ? 'all' : [selection.seriesId]);

/** The list's order: the sorted column first (when asked), then series, place, type and year, then id. */
export interface ValueSort {
  column?: DataSortColumn;
  order?: 'asc' | 'desc';
}

const defaultOrder = [
  asc(series.number),
  asc(dataValues.countryId),
  sql`${dataValues.cityId} nulls first`,
  asc(dataValues.dimensionId),
  asc(dataValues.year),
  asc(dataValues.id),
];
const sortColumns: Record<DataSortColumn, SQL> = {
  year: sql`${dataValues.year}`,
  value: sql`${dataValues.value}`,
  status: sql`${dataValues.status}`,
  updatedAt: sql`${dataValues.updatedAt}`,
  series: sql`${series.number}`,
};

function orderSql(sort: ValueSort) {
  if (!sort.column) return defaultOrder;
  const column = sortColumns[sort.column];
  return [sort.order === 'asc' ? asc(column) : desc(column), ...defaultOrder];
}

function filterSql(f: ValueFilter, scope: AreaScope): SQL | undefined {
  return and(
    scopeSql(scope),
    f.seriesId !== undefined ? eq(dataValues.seriesId, f.seriesId) : undefined,
    f.dimensionId !== undefined ? eq(dataValues.dimensionId, f.dimensionId) : undefined,
    f.countryId !== undefined ? eq(dataValues.countryId, f.countryId) : undefined,
    f.cityId !== undefined ? eq(dataValues.cityId, f.cityId) : undefined,
    f.economyOnly ? isNull(dataValues.cityId) : undefined,
    f.cityOnly ? isNotNull(dataValues.cityId) : undefined,
    f.status !== undefined ? eq(dataValues.status, f.status) : undefined,
    f.waiting ? inArray(dataValues.status, waitingStatuses) : undefined,
    f.startYear !== undefined ? gte(dataValues.year, f.startYear) : undefined,
    f.endYear !== undefined ? lte(dataValues.year, f.endYear) : undefined,
  );
}

export function selectionSql(selection: Selection): SQL {
  if ('ids' in selection) return sql`${dataValues.id} = any(${sql.param(selection.ids)}::bigint[])`;
  return and(
    eq(dataValues.seriesId, selection.seriesId),
    eq(dataValues.countryId, selection.countryId),
    selection.cityId === null ? isNull(dataValues.cityId) : eq(dataValues.cityId, selection.cityId),
    selection.dimensionId !== undefined ? eq(dataValues.dimensionId, selection.dimensionId) : undefined,
  ) as SQL;
}

const valueColumns = {
  id: dataValues.id,
  seriesId: dataValues.seriesId,
  seriesNumber: series.number,
  dimensionId: dataValues.dimensionId,
  countryId: dataValues.countryId,
  countryCode: countries.code,
  cityId: dataValues.cityId,
  cityNameEn: cities.nameEn,
  cityNameZh: cities.nameZh,
  seriesNameEn: series.nameEn,
  seriesNameZh: series.nameZh,
  dimensionCode: dimensions.code,
  dimensionNameEn: dimensions.nameEn,
  dimensionNameZh: dimensions.nameZh,
  countryNameEn: countries.nameEn,
  countryNameZh: countries.nameZh,
  year: dataValues.year,
  value: dataValues.value,
  status: dataValues.status,
  obsStatus: dataValues.obsStatus,
  rejectReason: dataValues.rejectReason,
  updatedAt: dataValues.updatedAt,
  publishedAt: dataValues.publishedAt,
};

export interface NewLog {
  dataValueId: number | null;
  seriesId: number;
  countryId: number;
  cityId: number | null;
  year: number | null;
  logType: LogType;
  oldValue: number | null;
  newValue: number | null;
  note: string | null;
  userId: number;
}

/** SQL of data values and their logs. */
function queries(db: Db) {
  const joined = () =>
    db
      .select(valueColumns)
      .from(dataValues)
      .innerJoin(series, eq(series.id, dataValues.seriesId))
      .innerJoin(dimensions, eq(dimensions.id, dataValues.dimensionId))
      .innerJoin(countries, eq(countries.id, dataValues.countryId))
      .leftJoin(cities, eq(cities.id, dataValues.cityId));
  return {
    async list(filter: ValueFilter, scope: AreaScope, page: { offset: number; limit: number }, sort: ValueSort = {}) {
      const rules = filter.rulesOf === undefined ? undefined : await dataValueRuleScope(db, filter.rulesOf);
      const where = and(filterSql(filter, scope), rules);
      const [total] = await db.select({ n: count() }).from(dataValues).where(where);
      const records = await joined()
        .where(where)
        .orderBy(...orderSql(sort))
        .limit(page.limit)
        .offset(page.offset);
      return { records, total: total?.n ?? 0 };
    },

    /** Series × place groups with their status counts (the publish state of a city's series), paged. */
    groups: (filter: ValueFilter, scope: AreaScope, page: { offset: number; limit: number }) =>
      groupsPage(db, filterSql({ ...filter, status: undefined }, scope), filter.status, page),

    /** One batch of an export, in id order after `afterId` (keyset paging keeps memory flat). */
    exportBatch: (filter: ValueFilter, scope: AreaScope, afterId: number, limit: number) =>
      joined()
        .where(and(filterSql(filter, scope), gt(dataValues.id, afterId)))
        .orderBy(asc(dataValues.id))
        .limit(limit),

    find: async (id: number) => (await joined().where(eq(dataValues.id, id)))[0],

    findPoint: async (p: { dimensionId: number; countryId: number; cityId: number | null; year: number }) =>
      (
        await db
          .select({ id: dataValues.id })
          .from(dataValues)
          .where(
            and(
              eq(dataValues.dimensionId, p.dimensionId),
              eq(dataValues.countryId, p.countryId),
              p.cityId === null ? isNull(dataValues.cityId) : eq(dataValues.cityId, p.cityId),
              eq(dataValues.year, p.year),
            ),
          )
      )[0],

    async insert(row: typeof dataValues.$inferInsert) {
      const [created] = await db.insert(dataValues).values(row).returning({ id: dataValues.id });
      if (!created) throw new Error('data value insert returned nothing');
      return created.id;
    },

    /** A new number: back to pending, off the public side. */
    /** A new number (and, when given, a new observation status; null clears it). */
    updateValue: (id: number, value: number, userId: number, obsStatus?: string | null) =>
      db
        .update(dataValues)
        .set({
          value,
          ...(obsStatus === undefined ? {} : { obsStatus }),
          status: 'pending',
          rejectReason: null,
          publishedAt: null,
          updatedBy: userId,
          updatedAt: new Date(),
        })
        .where(eq(dataValues.id, id)),

    /** Deletes the selected values inside the scope, logging each; returns how many went. */
    async deleteSelected(selection: Selection, scope: AreaScope, userId: number, note: string | null) {
      const result = await db.execute(sql`
        with gone as (
          delete from ${dataValues} where ${selectionSql(selection)} and ${scopeSql(scope)}
          returning id, series_id, country_id, city_id, year, value
        ), logged as (
          insert into ${dataLogs} (data_value_id, series_id, country_id, city_id, year, log_type, old_value, note, user_id)
          select id, series_id, country_id, city_id, year, 'delete', value, ${note}, ${userId} from gone
          returning 1
        )
        select count(*)::int as n from logged`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** How many of the selected values exist, how many lie in the scope, and how many of those are in `from`. */
    async census(selection: Selection, scope: AreaScope, from: readonly DataStatus[]) {
      const result = await db.execute(sql`
        select count(*)::int as total,
               count(*) filter (where ${scopeSql(scope)})::int as in_scope,
               count(*) filter (where ${scopeSql(scope)} and status = any(${sql.param([...from])}::text[]))::int as movable
        from ${dataValues} where ${selectionSql(selection)}`);
      const row = rowsOf<{ total: number; in_scope: number; movable: number }>(result)[0] ?? {
        total: 0,
        in_scope: 0,
        movable: 0,
      };
      return { total: Number(row.total), inScope: Number(row.in_scope), movable: Number(row.movable) };
    },

    /** Moves the selected values in scope and in a `from` status to `to`, one log row each; returns the count. */
    async transition(
      selection: Selection,
      scope: AreaScope,
      move: { from: readonly DataStatus[]; to: DataStatus; log: LogType; note: string | null; userId: number },
    ) {
      const publishedAt = move.to === 'published' ? sql`now()` : sql`null`;
      const reason = move.to === 'reject' ? move.note : null;
      const result = await db.execute(sql`
        with moved as (
          update ${dataValues} set status = ${move.to}, reject_reason = ${reason}, published_at = ${publishedAt},
                 updated_by = ${move.userId}, updated_at = now()
          where ${selectionSql(selection)} and ${scopeSql(scope)}
            and status = any(${sql.param([...move.from])}::text[])
          returning id, series_id, country_id, city_id, year, value
        ), logged as (
          insert into ${dataLogs} (data_value_id, series_id, country_id, city_id, year, log_type, new_value, note, user_id)
          select id, series_id, country_id, city_id, year, ${move.log}, value, ${move.note}, ${move.userId} from moved
          returning 1
        )
        select count(*)::int as n from logged`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** Locks what a new value refers to for the rest of the transaction (`value-references.ts`). */
    lockReferences: (refs: ValueReferences) => lockValueReferences(db, refs),
    bumpPublication: (series?: ChangedSeries) => bumpPublication(db, series),

    async insertLog(log: NewLog) {
      await db.insert(dataLogs).values(log);
    },

    /** Does any value (in any status) exist for a series, or for one statistical type? */
    hasValues: async (where: { seriesId?: number; dimensionId?: number }) =>
      (
        await db
          .select({ id: dataValues.id })
          .from(dataValues)
          .where(
            where.dimensionId !== undefined
              ? eq(dataValues.dimensionId, where.dimensionId)
              : eq(dataValues.seriesId, where.seriesId ?? -1),
          )
          .limit(1)
      ).length > 0,
  };
}
export type DataRepository = Transactional<ReturnType<typeof queries>>;
export const dataRepository = (db: Db): DataRepository => transactional(db, queries);
export type DataValueRow = NonNullable<Awaited<ReturnType<DataRepository['find']>>>;
