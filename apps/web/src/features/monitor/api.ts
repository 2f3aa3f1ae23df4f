import type { RequestTrace, ServerInfo } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** Figures of the server, polled every `refreshMs` (0: only when asked). */
export function useServerInfo(refreshMs: number) {
  return useQuery({
    queryKey: ['monitor', 'server'],
    queryFn: ({ signal }) => http.get<ServerInfo>('/sys/monitor/server', { signal, silent: true }),
    refetchInterval: refreshMs || false,
  });
}

/** The request trace of the instance that answers, polled every `refreshMs` (0: only when asked). */
export function useRequestTrace(refreshMs: number) {
  return useQuery({
    queryKey: ['monitor', 'requests'],
    queryFn: ({ signal }) => http.get<RequestTrace[]>('/sys/monitor/requests', { signal, silent: true }),
    refetchInterval: refreshMs || false,
  });
}
