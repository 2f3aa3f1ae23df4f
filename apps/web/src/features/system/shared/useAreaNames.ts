import { useMemo } from 'react';
import { useLang } from '../../../lib/useLang';
import { useCountries } from '../../geo/api';
import { useAllCities } from '../../geo/cities';
import { localizedName } from '../../geo/names';

/** Names of economies and cities by id, in the user's language (for the area column of user lists). */
export function useAreaNames() {
  const lang = useLang();
  const countries = useCountries();
  const { cities } = useAllCities(true);
  return useMemo(() => {
    const countryNames = new Map((countries.data ?? []).map((c) => [c.id, localizedName(c, lang)]));
    const cityNames = new Map(cities.map((c) => [c.id, localizedName(c, lang)]));
    return { country: (id: string) => countryNames.get(id), city: (id: string) => cityNames.get(id) };
  }, [countries.data, cities, lang]);
}
