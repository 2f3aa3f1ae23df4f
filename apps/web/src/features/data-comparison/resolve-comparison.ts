import { defaultType } from '../data-query/resolve-query';
import { defaultYearRange } from '../data-query/year-range';
import { type ComparisonState, cityToken, type PlaceToken } from './comparison-state';

interface Item {
  id: string;
}

export interface ComparisonLists {
  /** Economies in display order, each with its cities once loaded: the default places come from the first three. */
  economies?: readonly { id: string; cities?: readonly Item[] }[];
  seriesLeaves?: readonly Item[];
  types?: readonly (Item & { computeType: string })[];
}

export interface ResolvedComparison extends ComparisonState {
  complete: boolean;
}

/** Default places: the first city of each of the first three economies (undefined while their cities load). */
export function defaultPlaces(economies: ComparisonLists['economies']): PlaceToken[] | undefined {
  if (!economies) return undefined;
  const firstThree = economies.filter((e) => e.cities === undefined || e.cities.length > 0).slice(0, 3);
  if (firstThree.some((e) => e.cities === undefined)) return undefined;
  return firstThree.flatMap((e) => (e.cities?.[0] ? [cityToken(e.cities[0].id)] : []));
}

/** The SPEC defaults for what a comparison leaves open: places, first series, its default type, last 10 years. */
export function resolveComparison(
  state: ComparisonState,
  lists: ComparisonLists,
  now = new Date(),
): ResolvedComparison {
  const years = defaultYearRange(now);
  const places = state.places ?? defaultPlaces(lists.economies);
  const leaves = lists.seriesLeaves;
  const series = !leaves ? state.series : leaves.some((s) => s.id === state.series) ? state.series : leaves[0]?.id;
  let type = state.type;
  if (series && type !== null && lists.types && !lists.types.some((t) => t.id === type))
    type = defaultType(lists.types);
  const typeKnown = type !== undefined || (lists.types !== undefined && lists.types.length === 0);
  return {
    ...state,
    places,
    series,
    type: series ? type : undefined,
    from: state.from ?? years.from,
    to: state.to ?? years.to,
    complete: Boolean(places && places.length > 0 && series) && typeKnown,
  };
}
