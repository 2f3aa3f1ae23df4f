import type { DataLogCompare, DataLogEntity, DataLogRecord, DataLogVersion, PageResult } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

export const RECORDS_PAGE_SIZE = 10;

/** Records (series or data values) that have versions, newest change first. */
export function useDataLogRecords(entity: DataLogEntity, keyword: string, pageNo: number) {
  return useQuery({
    queryKey: ['datalog', 'records', entity, keyword, pageNo],
    queryFn: ({ signal }) =>
      http.get<PageResult<DataLogRecord>>('/sys/dataLog/records', {
        params: { entity, keyword, pageNo, pageSize: RECORDS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A record's versions, oldest first. */
export function useDataLogVersions(record: Pick<DataLogRecord, 'entity' | 'id'> | undefined) {
  return useQuery({
    queryKey: ['datalog', 'versions', record?.entity, record?.id],
    queryFn: ({ signal }) =>
      http.get<DataLogVersion[]>('/sys/dataLog/versions', {
        params: { entity: record?.entity ?? 'series', id: record?.id ?? '' },
        signal,
      }),
    enabled: Boolean(record),
  });
}

/** Two versions of a record, field by field. */
export function useDataLogCompare(
  record: Pick<DataLogRecord, 'entity' | 'id'> | undefined,
  pair: [number, number] | undefined,
) {
  return useQuery({
    queryKey: ['datalog', 'compare', record?.entity, record?.id, pair?.[0], pair?.[1]],
    queryFn: ({ signal }) =>
      http.get<DataLogCompare>('/sys/dataLog/compare', {
        params: {
          entity: record?.entity ?? 'series',
          id: record?.id ?? '',
          left: pair?.[0] ?? 0,
          right: pair?.[1] ?? 0,
        },
        signal,
      }),
    enabled: Boolean(record && pair),
  });
}
