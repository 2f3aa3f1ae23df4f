import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import { scopeSql } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, countries, dataLogs, recordVersions, series, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/transactional.js';
import { containsPattern, pageWindow } from '../../lib/paging.js';

export interface RecordsQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export interface SeriesRecordRow {
  id: number;
  versions: number;
  last_change: string | Date;
  last_action: string;
  number: string | null;
  name_zh: string | null;
  name_en: string | null;
}

export interface ValueRecordRow {
  id: number;
  versions: number;
  last_change: string | Date;
  last_action: string;
  year: number | null;
  series_number: string | null;
  series_zh: string | null;
  series_en: string | null;
  country_zh: string | null;
  country_en: string | null;
  city_zh: string | null;
  city_en: string | null;
}

const count = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** SQL of the data log: stored series versions, and the data values' change log read as versions. */
export function dataLogRepository(db: Db) {
  /** A page of a grouped query, newest change first, with its total. */
  async function page<T>(grouped: SQL, select: SQL, where: SQL, query: RecordsQuery) {
    const { offset, limit } = pageWindow(query);
    const rows = rowsOf<T>(
      await db.execute(
        sql`with g as (${grouped}) ${select} where ${where} order by g.last_change desc, g.id desc limit ${limit} offset ${offset}`,
      ),
    );
    const total = rowsOf<{ n: number }>(
      await db.execute(sql`with g as (${grouped}) select count(*)::int as n from (${select} where ${where}) as c`),
    );
    return { rows, total: count(total) };
  }

  return {
    /** Series that have versions, labelled by their latest snapshot. */
    seriesRecords(query: RecordsQuery) {
      const grouped = sql`
        select v.entity_id as id, count(*)::int as versions, max(v.created_at) as last_change,
               (array_agg(v.action order by v.id desc))[1] as last_action,
               (array_agg(coalesce(v.after, v.before) order by v.id desc))[1] as latest
        from ${recordVersions} v where v.entity = 'series' group by v.entity_id`;
      const select = sql`select g.id, g.versions, g.last_change, g.last_action, g.latest->>'number' as number,
               g.latest->>'nameZh' as name_zh, g.latest->>'nameEn' as name_en from g`;
      const p = query.keyword ? containsPattern(query.keyword) : undefined;
      const where = p
        ? sql`(g.latest->>'number' ilike ${p} or g.latest->>'nameEn' ilike ${p} or g.latest->>'nameZh' ilike ${p})`
        : sql`true`;
      return page<SeriesRecordRow>(grouped, select, where, query);
    },
    seriesVersions: (id: number) =>
      db
        .select({
          id: recordVersions.id,
          action: recordVersions.action,
          before: recordVersions.before,
          after: recordVersions.after,
          userId: recordVersions.userId,
          username: users.username,
          requestId: recordVersions.requestId,
          createdAt: recordVersions.createdAt,
        })
        .from(recordVersions)
        .leftJoin(users, eq(users.id, recordVersions.userId))
        .where(and(eq(recordVersions.entity, 'series'), eq(recordVersions.entityId, id)))
        .orderBy(asc(recordVersions.id)),

    /** Data values (also deleted ones) that have log rows inside the area, with series and place names. */
    valueRecords(query: RecordsQuery, scope: AreaScope) {
      const grouped = sql`
        select ${dataLogs.dataValueId} as id, count(*)::int as versions, max(${dataLogs.createdAt}) as last_change,
               (array_agg(${dataLogs.logType} order by ${dataLogs.id} desc))[1] as last_action,
               min(${dataLogs.seriesId}) as series_id, min(${dataLogs.countryId}) as country_id,
               min(${dataLogs.cityId}) as city_id, min(${dataLogs.year}) as year
        from ${dataLogs}
        where ${dataLogs.dataValueId} is not null
          and ${scopeSql(scope, { countryId: dataLogs.countryId, cityId: dataLogs.cityId })}
        group by ${dataLogs.dataValueId}`;
      const select = sql`select g.id, g.versions, g.last_change, g.last_action, g.year,
               s.number as series_number, s.name_zh as series_zh, s.name_en as series_en,
               co.name_zh as country_zh, co.name_en as country_en, ci.name_zh as city_zh, ci.name_en as city_en
        from g left join ${series} s on s.id = g.series_id left join ${countries} co on co.id = g.country_id
        left join ${cities} ci on ci.id = g.city_id`;
      const p = query.keyword ? containsPattern(query.keyword) : undefined;
      const where = p
        ? sql`(s.number ilike ${p} or s.name_en ilike ${p} or s.name_zh ilike ${p} or co.name_en ilike ${p}
               or co.name_zh ilike ${p} or ci.name_en ilike ${p} or ci.name_zh ilike ${p} or g.year::text = ${query.keyword})`
        : sql`true`;
      return page<ValueRecordRow>(grouped, select, where, query);
    },
    /** The log rows of one data value inside the area, oldest first, with names for its snapshot. */
    valueLogs: (id: number, scope: AreaScope) =>
      db
        .select({
          id: dataLogs.id,
          logType: dataLogs.logType,
          oldValue: dataLogs.oldValue,
          newValue: dataLogs.newValue,
          note: dataLogs.note,
          year: dataLogs.year,
          userId: dataLogs.userId,
          username: users.username,
          createdAt: dataLogs.createdAt,
          seriesNumber: series.number,
          seriesZh: series.nameZh,
          seriesEn: series.nameEn,
          countryZh: countries.nameZh,
          countryEn: countries.nameEn,
          cityZh: cities.nameZh,
          cityEn: cities.nameEn,
        })
        .from(dataLogs)
        .leftJoin(users, eq(users.id, dataLogs.userId))
        .leftJoin(series, eq(series.id, dataLogs.seriesId))
        .leftJoin(countries, eq(countries.id, dataLogs.countryId))
        .leftJoin(cities, eq(cities.id, dataLogs.cityId))
        .where(
          and(
            eq(dataLogs.dataValueId, id),
            scopeSql(scope, { countryId: dataLogs.countryId, cityId: dataLogs.cityId }),
          ),
        )
        .orderBy(asc(dataLogs.id)),
  };
}
export type DataLogRepository = ReturnType<typeof dataLogRepository>;
export type ValueLogRow = Awaited<ReturnType<DataLogRepository['valueLogs']>>[number];
export type SeriesVersionRow = Awaited<ReturnType<DataLogRepository['seriesVersions']>>[number];
