import type { LogType } from '@csp/contract';
import { and, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import { scopeSql } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, countries, dataLogs, series, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/paging.js';

export interface LogFilter {
  seriesId?: number;
  countryId?: number;
  cityId?: number;
  logType?: LogType;
  dataValueId?: number;
  /** User name contains (case-insensitive). */
  username?: string;
  from?: Date;
  to?: Date;
}

const columns = {
  id: dataLogs.id,
  dataValueId: dataLogs.dataValueId,
  seriesId: dataLogs.seriesId,
  countryId: dataLogs.countryId,
  cityId: dataLogs.cityId,
  year: dataLogs.year,
  logType: dataLogs.logType,
  oldValue: dataLogs.oldValue,
  newValue: dataLogs.newValue,
  note: dataLogs.note,
  userId: dataLogs.userId,
  username: users.username,
  createdAt: dataLogs.createdAt,
  seriesNumber: series.number,
  seriesNameEn: series.nameEn,
  seriesNameZh: series.nameZh,
  countryNameEn: countries.nameEn,
  countryNameZh: countries.nameZh,
  cityNameEn: cities.nameEn,
  cityNameZh: cities.nameZh,
};

/** SQL of the data logs, read inside the caller's area like the values themselves. */
export function dataLogsRepository(db: Db) {
  return {
    async list(filter: LogFilter, scope: AreaScope, page: { offset: number; limit: number }) {
      const where = and(
        scopeSql(scope, { countryId: dataLogs.countryId, cityId: dataLogs.cityId }),
        filter.seriesId !== undefined ? eq(dataLogs.seriesId, filter.seriesId) : undefined,
        filter.countryId !== undefined ? eq(dataLogs.countryId, filter.countryId) : undefined,
        filter.cityId !== undefined ? eq(dataLogs.cityId, filter.cityId) : undefined,
        filter.logType !== undefined ? eq(dataLogs.logType, filter.logType) : undefined,
        filter.dataValueId !== undefined ? eq(dataLogs.dataValueId, filter.dataValueId) : undefined,
        filter.username ? ilike(users.username, containsPattern(filter.username)) : undefined,
        filter.from ? gte(dataLogs.createdAt, filter.from) : undefined,
        filter.to ? lte(dataLogs.createdAt, filter.to) : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(dataLogs)
        .leftJoin(users, eq(users.id, dataLogs.userId))
        .where(where);
      const records = await db
        .select(columns)
        .from(dataLogs)
        .leftJoin(users, eq(users.id, dataLogs.userId))
        .leftJoin(series, eq(series.id, dataLogs.seriesId))
        .leftJoin(countries, eq(countries.id, dataLogs.countryId))
        .leftJoin(cities, eq(cities.id, dataLogs.cityId))
        .where(where)
        .orderBy(desc(dataLogs.id))
        .limit(page.limit)
        .offset(page.offset);
      return { records, total: total?.n ?? 0 };
    },
  };
}
export type DataLogsRepository = ReturnType<typeof dataLogsRepository>;
export type DataLogRow = Awaited<ReturnType<DataLogsRepository['list']>>['records'][number];
