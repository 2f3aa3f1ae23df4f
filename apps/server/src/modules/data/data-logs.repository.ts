import type { LogType } from '@csp/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataLogs, users } from '../../db/schema/index.js';
import type { AreaScope } from './area-scope.js';
import { scopeSql } from './data.repository.js';

export interface LogFilter {
  seriesId?: number;
  countryId?: number;
  cityId?: number;
  logType?: LogType;
  dataValueId?: number;
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
      );
      const [total] = await db.select({ n: count() }).from(dataLogs).where(where);
      const records = await db
        .select(columns)
        .from(dataLogs)
        .leftJoin(users, eq(users.id, dataLogs.userId))
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
