import type { ViewSources } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type ChartRequest, chartParams } from '../../charts/chart-request';

/** GET /reception/data/sources: the Sources tab of a chart query. */
export function useViewSources(request: ChartRequest) {
  const params = chartParams(request);
  return useQuery({
    queryKey: ['reception', 'sources', params],
    queryFn: ({ signal }) => http.get<ViewSources>('/reception/data/sources', { params, signal, silent: true }),
  });
}
