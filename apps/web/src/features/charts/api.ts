import type { ChartData, ViewSources } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { type ChartRequest, chartKey, chartParams, chartPath } from './chart-request';

/** GET /reception/data/chart (or /yearToYear): published figures of one chart query. */
export function fetchChart(request: ChartRequest, signal?: AbortSignal): Promise<ChartData> {
  return http.get<ChartData>(chartPath(request), { params: chartParams(request), signal, silent: true });
}

/** The chart data of a request; nothing asked while the request is not known yet. */
export function useChartData(request: ChartRequest | null) {
  return useQuery({
    queryKey: request ? chartKey(request) : ['reception', 'chart', 'none'],
    queryFn: ({ signal }) => fetchChart(request as ChartRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /reception/data/sources: the sources of a chart query (the Sources tab, and the chart's source lines). */
export function useViewSources(request: ChartRequest) {
  const params = chartParams(request);
  return useQuery({
    queryKey: ['reception', 'sources', params],
    queryFn: ({ signal }) => http.get<ViewSources>('/reception/data/sources', { params, signal, silent: true }),
  });
}
