import type { ParamInfoItem, QueryInfoItem, RpColumns } from '@csp/contract/core';
import { http } from '../../lib/http';

/** The report popup's calls (SPEC §7 "Online report"). */
export interface ReportDataPage {
  records: Record<string, unknown>[];
  total: number;
}

export interface ReportDefinition {
  columns: RpColumns;
  queryItems: QueryInfoItem[];
  params: ParamInfoItem[];
}

/** A report by code with its query items and parameters. */
export async function loadReport(code: string): Promise<ReportDefinition> {
  const columns = await http.get<RpColumns>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`);
  const id = columns.cgRpConfigId;
  const [queryItems, params] = await Promise.all([
    http.get<QueryInfoItem[]>(`/online/cgreport/api/getQueryInfo/${id}`),
    http.get<ParamInfoItem[]>(`/online/cgreport/api/getParamsInfo/${id}`),
  ]);
  return { columns, queryItems, params };
}

export interface DataRequest {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
  query: Record<string, string>;
}

export function loadReportData(id: string, request: DataRequest, signal?: AbortSignal): Promise<ReportDataPage> {
  const { query, ...paging } = request;
  return http.get<ReportDataPage>(`/online/cgreport/api/getData/${id}`, { params: { ...query, ...paging }, signal });
}
