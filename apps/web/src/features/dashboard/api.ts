import type { DashboardAnalysis } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** GET /dashboard/analysis: counts, queues, recent activity and publications per month. */
export function fetchAnalysis(signal?: AbortSignal): Promise<DashboardAnalysis> {
  return http.get<DashboardAnalysis>('/dashboard/analysis', { signal, silent: true });
}

export function useDashboardAnalysis(enabled: boolean) {
  return useQuery({ queryKey: ['dashboard', 'analysis'], queryFn: ({ signal }) => fetchAnalysis(signal), enabled });
}
