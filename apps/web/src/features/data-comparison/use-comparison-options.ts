import { useMemo } from 'react';
import type { Language } from '../../lib/language';
import { seriesLeaves, useSeriesInformation, useSeriesTree } from '../client-series/api';
import { useCountries } from '../geo/api';
import { useAllCities } from '../geo/cities';
import { sortByLocalizedName } from '../geo/names';
import type { ComparisonState } from './comparison-state';
import { resolveComparison } from './resolve-comparison';

/** The lists a comparison needs (every economy with its cities, the series tree, the series' types), and the state resolved against them. */
export function useComparisonOptions(state: ComparisonState, lang: Language) {
  const countriesQuery = useCountries();
  const all = useAllCities(true);
  const countries = useMemo(
    () => (countriesQuery.data ? sortByLocalizedName(countriesQuery.data, lang) : undefined),
    [countriesQuery.data, lang],
  );
  // Defaults come from the server's order, so a comparison opens on the same places in either language.
  const economies = useMemo(
    () => countriesQuery.data?.map((country) => ({ id: country.id, cities: all.byCountry.get(country.id) })),
    [countriesQuery.data, all.byCountry],
  );
  const tree = useSeriesTree(lang);
  const leaves = useMemo(() => (tree.data ? seriesLeaves(tree.data) : undefined), [tree.data]);
  const first = resolveComparison(state, { economies, seriesLeaves: leaves });
  const info = useSeriesInformation(first.series, lang);
  const types = info.data && info.data.id === first.series ? info.data.types : undefined;
  const resolved = resolveComparison(state, { economies, seriesLeaves: leaves, types });
  return {
    resolved,
    countries,
    cities: all.cities,
    citiesComplete: all.complete,
    tree: tree.data,
    types,
    information: types ? info.data : undefined,
    failed: countriesQuery.isError || tree.isError || info.isError,
  };
}

export type ComparisonOptions = ReturnType<typeof useComparisonOptions>;
