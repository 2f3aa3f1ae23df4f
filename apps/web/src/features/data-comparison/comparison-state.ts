import type { Language } from '../../lib/language';
import { MAX_CHART_SERIES } from '../charts/palette';
import { readFlag, readId, readYear, toSearch } from '../client-url/params';

/** Most places on one comparison chart: one symbol each (see the chart palette). */
export const MAX_PLACES = MAX_CHART_SERIES;

/** A compared place: a city (`c<id>`) or a whole economy (`e<id>`, its economy-level figures). */
export type PlaceToken = `c${string}` | `e${string}`;

export interface ComparisonState {
  /** Undefined: not chosen yet (the defaults apply); empty: the visitor removed them all. */
  places?: PlaceToken[];
  series?: string;
  type?: string | null;
  from?: number;
  to?: number;
  yoy: boolean;
}

export function isPlaceToken(value: string): value is PlaceToken {
  return /^[ce]\d{1,19}$/.test(value);
}

export const cityToken = (id: string): PlaceToken => `c${id}`;
export const economyToken = (id: string): PlaceToken => `e${id}`;

/** The city and economy ids of a list of places, for the chart query. */
export function splitPlaces(places: readonly PlaceToken[]): { cityIds: string[]; countryIds: string[] } {
  return {
    cityIds: places.filter((p) => p.startsWith('c')).map((p) => p.slice(1)),
    countryIds: places.filter((p) => p.startsWith('e')).map((p) => p.slice(1)),
  };
}

function readPlaces(value: string | null): PlaceToken[] | undefined {
  if (value === null) return undefined;
  const tokens = value
    .split(',')
    .map((s) => s.trim())
    .filter(isPlaceToken);
  return [...new Set(tokens)].slice(0, MAX_PLACES);
}

export function decodeComparison(params: URLSearchParams): ComparisonState {
  const places = readPlaces(params.get('places'));
  return {
    places: places && places.length > 0 ? places : undefined,
    series: readId(params.get('series')),
    type: readId(params.get('type')),
    from: readYear(params.get('from')),
    to: readYear(params.get('to')),
    yoy: readFlag(params.get('yoy')) ?? false,
  };
}

export function encodeComparison(state: ComparisonState, lang: Language): string {
  return toSearch([
    ['places', state.places?.join(',')],
    ['series', state.series],
    ['type', state.type],
    ['from', state.from],
    ['to', state.to],
    ['yoy', state.yoy],
    ['lang', lang],
  ]);
}
