import type { QueryState } from './query-state';

/** The selections of a search; the rest of the state (chart kind, tab, options) always follows the URL. */
const SELECTIONS = ['dim', 'country', 'city', 'series', 'type', 'from', 'to'] as const;

/** The URL only filled selections it had left open: the automatic search's defaults, not a new search. */
function fillsOpenSelections(before: QueryState, after: QueryState): boolean {
  return SELECTIONS.every((key) => before[key] === undefined || before[key] === after[key]);
}

function edited(draft: QueryState, shown: QueryState): boolean {
  return SELECTIONS.some((key) => draft[key] !== shown[key]);
}

/**
 * The form's draft after the URL's search changed from `before` to `after`. Back, forward, a map link or a
 * search start the form again from what is shown. When the URL only filled in the defaults (the city's first
 * series once its series have arrived), a choice the visitor has made in the meantime stays.
 */
export function followShown(draft: QueryState, before: QueryState, after: QueryState): QueryState {
  if (!fillsOpenSelections(before, after) || !edited(draft, before)) return after;
  const kept: Partial<QueryState> = {};
  for (const key of SELECTIONS) Object.assign(kept, { [key]: draft[key] });
  return { ...after, ...kept };
}
