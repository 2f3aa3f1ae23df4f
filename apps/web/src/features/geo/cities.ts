import type { City } from '@csp/contract/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http';

export const cityKeys = {
  ofCountry: (countryId: string) => ['reception', 'cities', countryId] as const,
  all: ['reception', 'cities-all'] as const,
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
  /** The cities of each economy. */
  byCountry: Map<string, City[]>;
  /** The list has arrived. */
  complete: boolean;
}

/** GET /reception/city/cityCouCity/all: the cities of every economy in one reply. */
export async function fetchAllCities(signal?: AbortSignal): Promise<City[]> {
  const list = await http.get<City[] | null>('/reception/city/cityCouCity/all', { signal, silent: true });
  return Array.isArray(list) ? list : [];
}

/** Groups cities by economy, keeping each economy's order. */
export function groupByCountry(cities: readonly City[]): Map<string, City[]> {
  const byCountry = new Map<string, City[]>();
  for (const city of cities) {
    const own = byCountry.get(city.countryId);
    if (own) own.push(city);
    else byCountry.set(city.countryId, [city]);
  }
  return byCountry;
}

const noCities = { cities: [] as City[], byCountry: new Map<string, City[]>() };

/**
 * The cities of every economy in one request, for the city finder, the comparison picker and the map; each
 * economy's list is also put in that economy's cache entry, so the selectors need no request of their own.
 * Grouped once, when the list arrives. Asked only once `enabled`.
 */
export function useAllCities(enabled: boolean): AllCities {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: cityKeys.all,
    queryFn: async ({ signal }) => {
      const cities = await fetchAllCities(signal);
      const byCountry = groupByCountry(cities);
      for (const [countryId, own] of byCountry) client.setQueryData(cityKeys.ofCountry(countryId), own);
      return { cities, byCountry };
    },
    enabled,
    staleTime: 5 * 60_000,
  });
  const { cities, byCountry } = query.data ?? noCities;
  return { cities, byCountry, complete: enabled && query.isSuccess };
}
