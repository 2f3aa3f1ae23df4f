import { queryDimensions } from '@csp/contract/core';
import type { QueryState } from './query-state';
import { defaultYearRange } from './year-range';

interface Item {
  id: string;
}
interface TypeItem extends Item {
  computeType: string;
}

/** The option lists loaded so far, each for the selections resolved before it (undefined: not loaded yet). */
export interface QueryLists {
  countries?: readonly Item[];
  /** Cities of the resolved country. */
  cities?: readonly Item[];
  /** City dimension: series with published figures for the resolved city. */
  citySeries?: readonly Item[];
  /** Indicator dimension: every public series that can be charted. */
  seriesLeaves?: readonly Item[];
  /** Statistical types of the resolved series. */
  types?: readonly TypeItem[];
}

export interface ResolvedQuery extends QueryState {
  /** Every selection a chart needs is known (checked against its list, or given by the URL). */
  complete: boolean;
}

/** The given id while its list is loading; once loaded, the id if listed, else the first (SPEC §2 defaults). */
function pick(wanted: string | undefined, list: readonly Item[] | undefined): string | undefined {
  if (!list) return wanted;
  if (wanted && list.some((item) => item.id === wanted)) return wanted;
  return list[0]?.id;
}

/** The default statistical type: the first that is not a year-on-year change, else the first. */
export function defaultType(types: readonly TypeItem[]): string | undefined {
  return (types.find((t) => t.computeType !== 'yoy') ?? types[0])?.id;
}

function pickType(wanted: string | null | undefined, types: readonly TypeItem[] | undefined) {
  if (wanted === null) return null;
  if (!types) return wanted;
  if (wanted && types.some((t) => t.id === wanted)) return wanted;
  return defaultType(types);
}

/**
 * Fills the selections a state leaves open with the SPEC §2 defaults: first country, first city, first series
 * (of the city, or of all series in the indicator dimension), the default statistical type and the default
 * years. A selection no longer in its list (another country's city after a country change) gives way to the
 * first. Called again as each list arrives, so the cascade country → city → series → type settles by itself.
 */
export function resolveQuery(state: QueryState, lists: QueryLists, now: Date = new Date()): ResolvedQuery {
  const years = defaultYearRange(now);
  const indicator = state.dim === queryDimensions.indicator;
  const country = pick(state.country, lists.countries);
  const city = country ? pick(state.city, lists.cities) : undefined;
  const series = indicator
    ? pick(state.series, lists.seriesLeaves)
    : city
      ? pick(state.series, lists.citySeries)
      : undefined;
  const type = series ? pickType(state.type, lists.types) : undefined;
  const typeKnown = type !== undefined || (lists.types !== undefined && lists.types.length === 0);
  return {
    ...state,
    country,
    city,
    series,
    type,
    from: state.from ?? years.from,
    to: state.to ?? years.to,
    complete: Boolean(country && city && series) && typeKnown,
  };
}
