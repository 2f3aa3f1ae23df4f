import type { Country } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

export const geoKeys = {
  countries: ['reception', 'countries'] as const,
};

/** GET /reception/city/cityCouCountry/list: every published economy. */
export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  const list = await http.get<Country[] | null>('/reception/city/cityCouCountry/list', { signal, silent: true });
  return Array.isArray(list) ? list : [];
}

export function useCountries() {
  return useQuery({ queryKey: geoKeys.countries, queryFn: ({ signal }) => fetchCountries(signal) });
}
