import type { DataSource, ReportColumn, ReportDetail, ReportParam } from '@csp/contract';
import { http } from '../../lib/http';
import { fetchList, send } from '../system/shared/api';

/** Calls of the report and data source screens. */
export type { DataSource, ReportColumn, ReportDetail, ReportParam };

export interface ReportSummary {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  dataSource: string;
  groupId: string;
  createTime: string;
  updateTime: string;
}

export interface SourceOption {
  code: string;
  name: string;
  type: string;
}

export interface TestRunResult {
  fields: string[];
  records: Record<string, unknown>[];
  total: number;
}

export const reportApi = {
  get: (id: string) => http.get<ReportDetail>('/online/cgreport/head/queryById', { params: { id } }),
  save: (body: Record<string, unknown>, id?: string) =>
    id
      ? send('PUT', '/online/cgreport/head/edit', { body: { ...body, id } })
      : send<{ id: string }>('POST', '/online/cgreport/head/add', { body }),
  remove: (id: string) => send('DELETE', '/online/cgreport/head/delete', { params: { id } }),
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
  sources: () => fetchList<SourceOption[]>('/sys/dataSource/options'),
};

export const dataSourceApi = {
  save: (body: Record<string, unknown>, id?: string) =>
    id
      ? send('PUT', '/sys/dataSource/edit', { body: { ...body, id } })
      : send<{ id: string }>('POST', '/sys/dataSource/add', { body }),
  remove: (id: string) => send('DELETE', '/sys/dataSource/delete', { params: { id } }),
  test: (body: Record<string, unknown>) =>
    send<{ version: string; elapsedMs: number }>('POST', '/sys/dataSource/testConnection', { body }),
};
