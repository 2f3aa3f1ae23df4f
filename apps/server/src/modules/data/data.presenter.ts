import type {
  DataGroup,
  DataLog,
  DataSeriesOption,
  DataStatus,
  DataValue,
  LogType,
  ObservationStatus,
} from '@csp/contract';
import type { DataValueRow } from './data.repository.js';
import type { DataGroupRow } from './data-groups.repository.js';
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
    obsStatus: (row.obsStatus as ObservationStatus | null) ?? null,
    rejectReason: row.rejectReason,
    updatedAt: iso(row.updatedAt) ?? '',
    publishedAt: iso(row.publishedAt),
    seriesNameEn: row.seriesNameEn,
    seriesNameZh: row.seriesNameZh,
    dimensionCode: row.dimensionCode,
    dimensionNameEn: row.dimensionNameEn,
    dimensionNameZh: row.dimensionNameZh,
    countryNameEn: row.countryNameEn,
    countryNameZh: row.countryNameZh,
    cityNameZh: row.cityNameZh,
  };
}

export function presentGroup(row: DataGroupRow): DataGroup {
  return {
    seriesId: String(row.series_id),
    seriesNumber: row.series_number,
    seriesNameEn: row.series_name_en,
    seriesNameZh: row.series_name_zh,
    countryId: String(row.country_id),
    countryCode: row.country_code,
    countryNameEn: row.country_name_en,
    countryNameZh: row.country_name_zh,
    cityId: row.city_id === null ? null : String(row.city_id),
    cityNameEn: row.city_name_en,
    cityNameZh: row.city_name_zh,
    level: row.city_id === null ? 'economy' : 'city',
    total: Number(row.total),
    counts: {
      pending: Number(row.pending),
      canExamine: Number(row.can_examine),
      canPublish: Number(row.can_publish),
      published: Number(row.published),
      reject: Number(row.reject),
    },
    firstYear: Number(row.first_year),
    lastYear: Number(row.last_year),
    updatedAt: iso(row.updated_at) ?? '',
  };
}

export function presentSeriesOption(row: {
  id: number;
  pid: number | null;
  level: number;
  number: string;
  nameEn: string;
  nameZh: string;
  typeId: string | null;
  types: { id: number; code: string; nameEn: string; nameZh: string; computeType: string }[];
}): DataSeriesOption {
  return {
    id: String(row.id),
    pid: row.pid === null ? null : String(row.pid),
    level: row.level,
    number: row.number,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    typeId: row.typeId,
    types: row.types.map((t) => ({
      id: String(t.id),
      code: t.code,
      nameEn: t.nameEn,
      nameZh: t.nameZh,
      computeType: t.computeType,
    })),
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
    seriesNumber: row.seriesNumber,
    seriesNameEn: row.seriesNameEn,
    seriesNameZh: row.seriesNameZh,
    countryNameEn: row.countryNameEn,
    countryNameZh: row.countryNameZh,
    cityNameEn: row.cityNameEn,
    cityNameZh: row.cityNameZh,
  };
}
