import { queryDimensions } from '@csp/contract/core';
import { useMemo } from 'react';
import type { Language } from '../../lib/language';
import { seriesLeaves, useCitySeries, useSeriesInformation, useSeriesTree } from '../client-series/api';
import { useCountries } from '../geo/api';
import { useCities } from '../geo/cities';
import { sortByLocalizedName } from '../geo/names';
import type { QueryState } from './query-state';
import { resolveQuery } from './resolve-query';

/**
 * Loads the option lists a query state needs, each for the selections resolved before it, and resolves the
 * state against them: economies, then the chosen economy's cities, then the series (of the city, or all in the
 * indicator dimension), then the statistical types of the series.
 */
export function useQueryOptions(state: QueryState, lang: Language) {
  const indicator = state.dim === queryDimensions.indicator;
  const countriesQuery = useCountries();
  const countries = useMemo(
    () => (countriesQuery.data ? sortByLocalizedName(countriesQuery.data, lang) : undefined),
    [countriesQuery.data, lang],
  );
  const step1 = resolveQuery(state, { countries });
  const citiesQuery = useCities(step1.country);
  const cities = citiesQuery.data;
  const step2 = resolveQuery(state, { countries, cities });
  const treeQuery = useSeriesTree(lang, indicator);
  const leaves = useMemo(() => (treeQuery.data ? seriesLeaves(treeQuery.data) : undefined), [treeQuery.data]);
  const citySeriesQuery = useCitySeries(indicator ? undefined : step2.city, lang);
  const citySeries = indicator ? undefined : citySeriesQuery.data;
  const step3 = resolveQuery(state, { countries, cities, citySeries, seriesLeaves: indicator ? leaves : undefined });
  const infoQuery = useSeriesInformation(step3.series, lang);
  const types = infoQuery.data && infoQuery.data.id === step3.series ? infoQuery.data.types : undefined;
  const resolved = resolveQuery(state, {
    countries,
    cities,
    citySeries,
    seriesLeaves: indicator ? leaves : undefined,
    types,
  });
  const failed = [countriesQuery, citiesQuery, treeQuery, citySeriesQuery, infoQuery].some((q) => q.isError);

  return {
    resolved,
    countries,
    cities,
    citySeries,
    tree: treeQuery.data,
    information: infoQuery.data && infoQuery.data.id === resolved.series ? infoQuery.data : undefined,
    types,
    failed,
    retry: () => {
      for (const q of [countriesQuery, citiesQuery, treeQuery, citySeriesQuery, infoQuery])
        if (q.isError) void q.refetch();
    },
  };
}

export type QueryOptions = ReturnType<typeof useQueryOptions>;
