import type { SearchResult } from '@csp/contract/core';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

export const searchKeys = {
  all: ['reception', 'search'] as const,
  query: (q: string, limit: number) => [...searchKeys.all, q, limit] as const,
};

/** GET /reception/search: cities, economies and indicators named by q (names in both languages, pinyin, codes). */
export const searchQuery = (q: string, limit: number) =>
  queryOptions({
    queryKey: searchKeys.query(q, limit),
    queryFn: ({ signal }) =>
      http.get<SearchResult>('/reception/search', { params: { q, limit }, signal, silent: true }),
    staleTime: 60_000,
  });
