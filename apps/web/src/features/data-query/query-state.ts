import { queryDimensions } from '@csp/contract/core';
import type { Language } from '../../lib/language';
import { readChoice, readFlag, readId, readYear, toSearch } from '../client-url/params';

/** SPEC §9 query dimensions: 1 city (the starting mode), 2 indicator. */
export type Dimension = (typeof queryDimensions)[keyof typeof queryDimensions];
export type ChartKind = 'line' | 'bar';
export const CHART_KINDS: readonly ChartKind[] = ['line', 'bar'];
/**
 * The result shown: the chosen city's chart, every place's figures of the series in a table or on a map, or the
 * sources of the chart's figures.
 */
export type ResultTab = 'chart' | 'table' | 'map' | 'sources';
export const RESULT_TABS: readonly ResultTab[] = ['chart', 'table', 'map', 'sources'];
/** How the table is sorted: a column and a direction (`-` first: descending). */
export const TABLE_SORTS = ['name', '-name', 'value', '-value', 'change', '-change', 'pct', '-pct'] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
/** The chart relative to a base year: indexed to 100, or % change from it. */
export type RelativeView = 'index' | 'change';
export const RELATIVE_VIEWS: readonly RelativeView[] = ['index', 'change'];

/**
 * What the data query screen shows, as kept in its URL: the selections, the statistical type (`null` when
 * the visitor cleared it), the years, the chart kind and the year-on-year view.
 */
export interface QueryState {
  dim: Dimension;
  country?: string;
  city?: string;
  series?: string;
  type?: string | null;
  from?: number;
  to?: number;
  chart: ChartKind;
  yoy: boolean;
  /** The table or map tab (absent from the URL for the chart, the default). */
  tab?: ResultTab;
  sort?: TableSort;
  /** The map tab's year (absent: the last year shown). */
  year?: number;
  /** Chart options (issue 19): log scale, relative to a base year, labels at line ends (absent: off). */
  log?: boolean;
  rel?: RelativeView;
  base?: number;
  ends?: boolean;
  /** Per person: divided by the population of the same place and year (issue 19). */
  pp?: boolean;
}

export const initialQueryState: QueryState = { dim: queryDimensions.city, chart: 'line', yoy: false };

function readDimension(value: string | null): Dimension {
  return value === String(queryDimensions.indicator) ? queryDimensions.indicator : queryDimensions.city;
}

/** The state of a data query URL; anything missing or malformed is left for the defaults. */
export function decodeQuery(params: URLSearchParams): QueryState {
  return {
    dim: readDimension(params.get('dim')),
    country: readId(params.get('country')),
    city: readId(params.get('city')),
    series: readId(params.get('series')),
    type: readId(params.get('type')),
    from: readYear(params.get('from')),
    to: readYear(params.get('to')),
    chart: readChoice(params.get('chart'), CHART_KINDS) ?? 'line',
    yoy: readFlag(params.get('yoy')) ?? false,
    ...withTab(readChoice(params.get('tab'), RESULT_TABS)),
    ...withSort(readChoice(params.get('sort'), TABLE_SORTS)),
    ...withYear(readYear(params.get('year'))),
    ...chartOptions(params),
  };
}

/** The chart options of a URL, only those set. */
function chartOptions(params: URLSearchParams): Pick<QueryState, 'log' | 'rel' | 'base' | 'ends' | 'pp'> {
  const rel = readChoice(params.get('rel'), RELATIVE_VIEWS);
  const base = readYear(params.get('base'));
  return {
    ...(readFlag(params.get('log')) ? { log: true } : {}),
    ...(rel ? { rel } : {}),
    ...(rel && base !== undefined ? { base } : {}),
    ...(readFlag(params.get('ends')) ? { ends: true } : {}),
    ...(readFlag(params.get('pp')) ? { pp: true } : {}),
  };
}

function withTab(tab: ResultTab | undefined) {
  return tab && tab !== 'chart' ? { tab } : {};
}

function withYear(year: number | undefined) {
  return year === undefined ? {} : { year };
}

function withSort(sort: TableSort | undefined) {
  return sort ? { sort } : {};
}

/** The URL search of a state, in a fixed order, with the interface language. */
export function encodeQuery(state: QueryState, lang: Language): string {
  return toSearch([
    ['dim', state.dim],
    ['country', state.country],
    ['city', state.city],
    ['series', state.series],
    ['type', state.type],
    ['from', state.from],
    ['to', state.to],
    ['chart', state.chart],
    ['yoy', state.yoy],
    ['tab', state.tab && state.tab !== 'chart' ? state.tab : undefined],
    ['sort', state.tab === 'table' ? state.sort : undefined],
    ['year', state.tab === 'map' ? state.year : undefined],
    ['log', state.log || undefined],
    ['rel', state.rel],
    ['base', state.rel ? state.base : undefined],
    ['ends', state.ends || undefined],
    ['pp', state.pp || undefined],
    ['lang', lang],
  ]);
}

/**
 * The search a city chosen in "choose the city first" runs: its economy and the city, keeping the series, type
 * and years shown (the defaults take over where the new city lacks them).
 */
export function pickCity(state: QueryState, city: { id: string; countryId: string }): QueryState {
  return { ...state, country: city.countryId, city: city.id };
}

/**
 * The view a place clicked on the map (or in a list of places) opens: the chart of that city, or of that
 * economy's first city when an economy is clicked, keeping the series, type and years.
 */
export function openPlace(state: QueryState, place: { countryId: string; cityId?: string | null }): QueryState {
  const { tab: _tab, sort: _sort, year: _year, ...rest } = state;
  return { ...rest, country: place.countryId, city: place.cityId ?? undefined };
}

/** The selections that make a search (not the chart kind or year-on-year view, which apply at once). */
export function searchKey(state: QueryState): string {
  return [state.dim, state.country, state.city, state.series, state.type, state.from, state.to].join('|');
}
