import type { ChartPlace, Language } from '@csp/contract';
import type { Catalogue, CityRow, CountryRow, SeriesRow, TypeRowFull } from './catalogue.js';
import { cityPlace, economyPlace, presentChartSeries, presentChartType } from './chart.presenter.js';
import { sharedPart } from './chart-json.js';

type ChartSeries = ReturnType<typeof presentChartSeries>;
type ChartType = ReturnType<typeof presentChartType>;

/**
 * The presentation objects of one catalogue (places, series, types in a language), each made once and shared
 * by every chart that shows it (`chart-json.ts` keeps their JSON text). They go with their catalogue, which is
 * replaced when the publication version moves or its places are read again.
 */
export interface ChartParts {
  city(city: CityRow, country: CountryRow, lang: Language, fallback: boolean): ChartPlace;
  economy(country: CountryRow, lang: Language): ChartPlace;
  series(series: SeriesRow, lang: Language): ChartSeries;
  type(type: TypeRowFull, lang: Language): ChartType;
}

const byCatalogue = new WeakMap<Catalogue, ChartParts>();

export function chartParts(cat: Catalogue): ChartParts {
  let parts = byCatalogue.get(cat);
  if (!parts) {
    parts = makeParts();
    byCatalogue.set(cat, parts);
  }
  return parts;
}

/** Shared objects by id, made on first use. */
function byId<T extends object>() {
  const made = new Map<number, T>();
  return (id: number, make: () => T): T => {
    let found = made.get(id);
    if (!found) {
      found = sharedPart(make());
      made.set(id, found);
    }
    return found;
  };
}

function makeParts(): ChartParts {
  const perLanguage = <T extends object>() => ({ en: byId<T>(), zh: byId<T>() });
  const own = perLanguage<ChartPlace>();
  const fallbacks = perLanguage<ChartPlace>();
  const economies = perLanguage<ChartPlace>();
  const series = perLanguage<ChartSeries>();
  const types = perLanguage<ChartType>();
  return {
    city: (city, country, lang, fallback) =>
      (fallback ? fallbacks : own)[lang](city.id, () => cityPlace(city, country, lang, fallback)),
    economy: (country, lang) => economies[lang](country.id, () => economyPlace(country, lang)),
    series: (row, lang) => series[lang](row.id, () => presentChartSeries(row, lang)),
    type: (row, lang) => types[lang](row.id, () => presentChartType(row, lang)),
  };
}

const yearLists = new Map<string, readonly number[]>();
const maxYearLists = 1000;

/** The years from `from` to `to`, one shared, frozen list per span (most charts ask for a few spans). */
export function yearList(from: number, to: number): number[] {
  const key = `${from}:${to}`;
  let years = yearLists.get(key);
  if (!years) {
    const list: number[] = [];
    for (let y = from; y <= to; y++) list.push(y);
    if (yearLists.size >= maxYearLists) yearLists.clear();
    years = sharedPart(list);
    yearLists.set(key, years);
  }
  return years as number[];
}
