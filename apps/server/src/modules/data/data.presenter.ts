import type { DataLog, DataStatus, DataValue, LogType } from '@csp/contract';
import type { DataValueRow } from './data.repository.js';
import type { DataLogRow } from './data-logs.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentValue(row: DataValueRow): DataValue {
  return {
    id: String(row.id),
    seriesId: String(row.seriesId),
    seriesNumber: row.seriesNumber,
    dimensionId: String(row.dimensionId),
    countryId: String(row.countryId),
    countryCode: row.countryCode,
    cityId: row.cityId === null ? null : String(row.cityId),
    cityNameEn: row.cityNameEn,
    level: row.cityId === null ? 'economy' : 'city',
    year: row.year,
    value: row.value,
    status: row.status as DataStatus,
    rejectReason: row.rejectReason,
    updatedAt: iso(row.updatedAt) ?? '',
    publishedAt: iso(row.publishedAt),
  };
}

export function presentLog(row: DataLogRow): DataLog {
  return {
    id: String(row.id),
    dataValueId: row.dataValueId === null ? null : String(row.dataValueId),
    seriesId: String(row.seriesId),
    countryId: String(row.countryId),
    cityId: row.cityId === null ? null : String(row.cityId),
    year: row.year,
    logType: row.logType as LogType,
    oldValue: row.oldValue,
    newValue: row.newValue,
    note: row.note,
    userId: row.userId === null ? null : String(row.userId),
    username: row.username,
    createdAt: iso(row.createdAt) ?? '',
  };
}
