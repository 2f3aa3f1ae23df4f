import type { CityDescribe } from '@csp/contract/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import type { Language } from '../../lib/language';

export const cityDescribeKey = (cityId: string, lang: Language) =>
  ['reception', 'city-describe', cityId, lang] as const;

/** GET /reception/city/data/manager/getDescribe/{id}: a city's introduction and its documents. */
export const cityDescribeQuery = (cityId: string, lang: Language) =>
  queryOptions({
    queryKey: cityDescribeKey(cityId, lang),
    queryFn: ({ signal }) =>
      http.get<CityDescribe>(`/reception/city/data/manager/getDescribe/${encodeURIComponent(cityId)}`, {
        signal,
        silent: true,
      }),
  });

export function useCityDescribe(cityId: string | undefined, lang: Language) {
  return useQuery({ ...cityDescribeQuery(cityId ?? '', lang), enabled: Boolean(cityId) });
}
