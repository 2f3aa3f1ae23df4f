import type { DataSortColumn, DataStatus, LogType } from '@csp/contract/core';
import type { QueryParams } from '../../lib/http';

/**
 * The filters of the city data screens and how they become the server's query (pure, unit-tested):
 * economy → city cascade, series, statistical type, status, year range; the log screen adds user, action
 * and a time range. Blank choices are left out; paging and sorting follow ProTable.
 */
export interface DataFilters {
  countryId?: string;
  cityId?: string;
  seriesId?: string;
  dimensionId?: string;
  /** A status, or `waiting`: pending or submitted (what the examine screen opens on). */
  status?: DataStatus | 'waiting';
  startYear?: number;
  endYear?: number;
  /** Log screen: user name contains. */
  username?: string;
  logType?: LogType;
  /** Log screen: ISO instants. */
  from?: string;
  to?: string;
}

/** `city`: city figures only; `economy`: economy-level figures only (no city); `any`: both. */
export type Level = 'city' | 'economy' | 'any';

export interface TablePage {
  current?: number;
  pageSize?: number;
}

export type SortState = Record<string, 'ascend' | 'descend' | null | undefined>;

/** Table columns (dataIndex) the server sorts by, and its name for each. */
export const valueSortColumns: Record<string, DataSortColumn> = {
  year: 'year',
  value: 'value',
  status: 'status',
  updatedAt: 'updatedAt',
  seriesNumber: 'series',
};

const clean = (params: Record<string, string | number | undefined>): QueryParams => {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value))) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
};

const paging = (page: TablePage = {}) => ({
  pageNo: page.current && page.current > 0 ? page.current : 1,
  pageSize: page.pageSize && page.pageSize > 0 ? page.pageSize : 20,
});

/** Filters of values and groups by place and level (no city filter for economy-level figures). */
function placeFilters(filters: DataFilters, level: Level) {
  return {
    countryId: filters.countryId,
    cityId: level === 'economy' ? undefined : filters.cityId,
    economyOnly: level === 'economy' ? 'true' : undefined,
    cityOnly: level === 'city' ? 'true' : undefined,
    seriesId: filters.seriesId,
  };
}

/** The export query of a value list (exportExcel): the list's filters without paging. */
export function valueFilterQuery(filters: DataFilters, level: Level): QueryParams {
  return clean({
    ...placeFilters(filters, level),
    dimensionId: filters.seriesId ? filters.dimensionId : undefined,
    status: filters.status === 'waiting' ? undefined : filters.status,
    waiting: filters.status === 'waiting' ? 'true' : undefined,
    startYear: filters.startYear,
    endYear: filters.endYear,
  });
}

/** GET /data/cityDataSeries/list: filters, page and the sorted column (when the server sorts by it). */
export function valueListQuery(filters: DataFilters, level: Level, page?: TablePage, sort: SortState = {}) {
  const query: QueryParams = { ...valueFilterQuery(filters, level), ...paging(page) };
  const sorted = Object.entries(sort).find(([column, order]) => order && valueSortColumns[column]);
  if (sorted) {
    query.column = valueSortColumns[sorted[0]];
    query.order = sorted[1] === 'ascend' ? 'asc' : 'desc';
  }
  return query;
}

/** GET /data/cityDataSeries/groups (series × place with status counts). */
export function groupListQuery(filters: DataFilters, level: Level, page?: TablePage): QueryParams {
  const status = filters.status === 'waiting' ? undefined : filters.status;
  return { ...clean({ ...placeFilters(filters, level), status }), ...paging(page) };
}

/** GET /data/cityDataLog/list. */
export function logListQuery(filters: DataFilters, page?: TablePage): QueryParams {
  return {
    ...clean({
      seriesId: filters.seriesId,
      countryId: filters.countryId,
      cityId: filters.cityId,
      logType: filters.logType,
      username: filters.username,
      from: filters.from,
      to: filters.to,
    }),
    ...paging(page),
  };
}

/** exportSingleExcel: one series, optionally at one place. */
export function singleExportQuery(place: { seriesId: string; countryId?: string; cityId?: string | null }) {
  return clean({ seriesId: place.seriesId, countryId: place.countryId, cityId: place.cityId ?? undefined });
}

/** A start year after the end year: the SPEC §5 warning instead of a search. */
export function yearsInOrder(filters: Pick<DataFilters, 'startYear' | 'endYear'>): boolean {
  return filters.startYear === undefined || filters.endYear === undefined || filters.startYear <= filters.endYear;
}

/** The body of a place action (publish, unpublish, submit, examine): one series at one place. */
export function placeSelection(group: { seriesId: string; countryId: string; cityId: string | null }) {
  return { seriesId: group.seriesId, countryId: group.countryId, cityId: group.cityId };
}
