import { queryDimensions } from '@csp/contract/core';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../lib/language';
import { fetchChart } from '../charts/api';
import { chartKey } from '../charts/chart-request';
import { panelRequests } from '../charts/panel-requests';
import { citySeriesQuery, seriesInformationQuery, seriesLeaves, seriesTreeQuery } from '../client-series/api';
import { fetchCountries, geoKeys } from '../geo/api';
import { cityKeys, fetchCities } from '../geo/cities';
import { sortByLocalizedName } from '../geo/names';
import { cityDescribeQuery } from './api';
import { queryChartBase } from './chart-base';
import type { QueryState } from './query-state';
import { resolveQuery } from './resolve-query';
import { checkYears } from './year-range';

/**
 * The first search of a visit, run straight through: economies → cities → series → types → charts, each request
 * sent as soon as the one before answers instead of one render later. It fills the same cache entries the
 * screen's hooks read (which resolve the same way and show any failure); it only makes them arrive sooner.
 */
export async function warmQuery(client: QueryClient, state: QueryState, lang: Language): Promise<void> {
  const indicator = state.dim === queryDimensions.indicator;
  const countryList = await client.fetchQuery({
    queryKey: geoKeys.countries,
    queryFn: ({ signal }) => fetchCountries(signal),
  });
  const countries = sortByLocalizedName(countryList, lang);
  const { country } = resolveQuery(state, { countries });
  if (!country) return;
  const cities = await client.fetchQuery({
    queryKey: cityKeys.ofCountry(country),
    queryFn: ({ signal }) => fetchCities(country, signal),
  });
  const { city } = resolveQuery(state, { countries, cities });
  if (!city) return;
  void client.prefetchQuery(cityDescribeQuery(city, lang));
  const leaves = indicator ? seriesLeaves(await client.fetchQuery(seriesTreeQuery(lang))) : undefined;
  const citySeries = indicator ? undefined : await client.fetchQuery(citySeriesQuery(city, lang));
  const lists = { countries, cities, citySeries, seriesLeaves: leaves };
  const { series } = resolveQuery(state, lists);
  if (!series) return;
  const information = await client.fetchQuery(seriesInformationQuery(series, lang));
  const view = resolveQuery(state, { ...lists, types: information.types });
  const base = queryChartBase(view, lang);
  if (!view.complete || !base || checkYears(view.from, view.to)) return;
  const plan = panelRequests(base, information, view.type ?? undefined, state.yoy);
  for (const request of [plan.main, ...plan.others.map((o) => o.request)]) {
    void client.prefetchQuery({ queryKey: chartKey(request), queryFn: ({ signal }) => fetchChart(request, signal) });
  }
}
