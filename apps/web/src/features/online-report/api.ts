import type {
  DataSource,
  DataSourceOption,
  ReportColumn,
  ReportDetail,
  ReportParam,
  ReportSummary,
  ReportTestRunResult,
} from '@csp/contract/core';
import { crudEndpoints } from '../../components/crud/crud-endpoints';
import { fetchList, send } from '../../lib/api-calls';
import { http } from '../../lib/http';
import { resourceKeys } from '../../lib/query-keys';

/** Calls of the report and data source screens, with their query keys. */
export type { DataSource, ReportColumn, ReportDetail, ReportParam, ReportSummary };
export type SourceOption = DataSourceOption;
export type TestRunResult = ReportTestRunResult;

export const reportKeys = resourceKeys('online-report', 'reports');
export const reportEndpoints = crudEndpoints<ReportSummary, Record<string, unknown>>(
  '/online/cgreport/head',
  reportKeys,
);

export const reportApi = {
  get: (id: string) => http.get<ReportDetail>('/online/cgreport/head/queryById', { params: { id } }),
  parse: (sql: string, dataSource: string) =>
    send<{ fields: string[]; params: string[] }>('POST', '/online/cgreport/head/parseSql', {
      body: { sql, dataSource },
    }),
  testRun: (body: {
    sql: string;
    dataSource: string;
    params: Record<string, string>;
    pageNo: number;
    pageSize: number;
  }) => send<TestRunResult>('POST', '/online/cgreport/head/testRun', { body }),
};

export const dataSourceKeys = resourceKeys('online-report', 'data-sources');
/** The data sources a report may read (the platform's own first): a key under `dataSourceKeys.all`. */
export const dataSourceOptionsKey = [...dataSourceKeys.all, 'options'] as const;
export const dataSourceEndpoints = crudEndpoints<DataSource, Record<string, unknown>>(
  '/sys/dataSource',
  dataSourceKeys,
);

export const dataSourceApi = {
  options: () => fetchList<SourceOption[]>('/sys/dataSource/options'),
  test: (body: Record<string, unknown>) =>
    send<{ version: string; elapsedMs: number }>('POST', '/sys/dataSource/testConnection', { body }),
};
