import type { City } from '@csp/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { useCountries } from './api';

export const cityKeys = {
  ofCountry: (countryId: string) => ['reception', 'cities', countryId] as const,
};

/** GET /reception/city/cityCouCity/list/{countryId}: the published cities of an economy. */
export async function fetchCities(countryId: string, signal?: AbortSignal): Promise<City[]> {
  const list = await http.get<City[] | null>(`/reception/city/cityCouCity/list/${encodeURIComponent(countryId)}`, {
    signal,
    silent: true,
  });
  return Array.isArray(list) ? list : [];
}

/** The cities of one economy (nothing asked while no economy is chosen). */
export function useCities(countryId: string | undefined) {
  return useQuery({
    queryKey: cityKeys.ofCountry(countryId ?? ''),
    queryFn: ({ signal }) => fetchCities(countryId ?? '', signal),
    enabled: Boolean(countryId),
  });
}

export interface AllCities {
  cities: City[];
  /** The cities of each economy whose list has arrived. */
  byCountry: Map<string, City[]>;
  /** Every economy's list has arrived. */
  complete: boolean;
}

/**
 * The cities of every economy, one cached request per economy (the public API lists cities by economy), for
 * the city finder, the comparison picker and the map. Asked only once `enabled`.
 */
export function useAllCities(enabled: boolean): AllCities {
  const countries = useCountries();
  const ids = enabled ? (countries.data ?? []).map((c) => c.id) : [];
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: cityKeys.ofCountry(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCities(id, signal),
    })),
    combine: (results) => ({
      cities: results.flatMap((r) => r.data ?? []),
      byCountry: new Map(results.flatMap((r, i) => (r.data && ids[i] ? [[ids[i], r.data] as const] : []))),
      complete: enabled && countries.isSuccess && results.every((r) => r.isSuccess),
    }),
  });
}
