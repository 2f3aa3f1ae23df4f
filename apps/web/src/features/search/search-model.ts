import { queryDimensions, type SearchHit, type SearchResult } from '@csp/contract/core';
import type { Language } from '../../lib/language';

export const DATA_QUERY_PATH = '/client/dataQuery';

/** The result groups in the order shown, with the heading key of each. */
export const GROUPS = [
  { kind: 'city', key: 'cities' },
  { kind: 'economy', key: 'economies' },
  { kind: 'indicator', key: 'indicators' },
] as const;

export type GroupKey = (typeof GROUPS)[number]['key'];

/** The options of a result in the order the listbox shows them (cities, economies, indicators). */
export function flattenResult(result: SearchResult | undefined): SearchHit[] {
  return result ? GROUPS.flatMap((g) => result[g.key]) : [];
}

/** The DOM id of a hit's option (for aria-activedescendant). */
export function optionId(prefix: string, hit: SearchHit): string {
  return `${prefix}-${hit.kind}-${hit.id}`;
}

/** The next active option for an arrow key: wraps around; from none, Down goes to the first and Up to the last. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/**
 * The view a hit opens: the data query of a city (its economy and the city; the series defaults to the city's
 * first), of an economy (its first city), or of an indicator (the indicator dimension with that series). The data
 * query fills what is left open with its defaults and rewrites the URL whole. (Written here rather than with the
 * data query's `encodeQuery` or the client-url helpers, whose chunk would bring the chart's with the search box.)
 */
export function hitTarget(hit: SearchHit, lang: Language): string {
  const indicator = hit.kind === 'indicator';
  const params = new URLSearchParams({ dim: String(indicator ? queryDimensions.indicator : queryDimensions.city) });
  if (hit.kind === 'city') {
    if (hit.countryId) params.set('country', hit.countryId);
    params.set('city', hit.id);
  } else if (hit.kind === 'economy') params.set('country', hit.id);
  else params.set('series', hit.id);
  params.set('lang', lang);
  return `${DATA_QUERY_PATH}?${params}`;
}

/** The name shown first (the interface language's) and the other one, unless they are the same. */
export function hitNames(hit: SearchHit, lang: Language): { primary: string; secondary: string | null } {
  const [primary, secondary] = lang === 'zh' ? [hit.nameZh, hit.nameEn] : [hit.nameEn, hit.nameZh];
  return { primary, secondary: secondary && secondary !== primary ? secondary : null };
}

/**
 * Whether the search box, when its code arrives, takes the focus from the plain input it replaces: only while
 * that input still had it (`inputHeldFocus`, cleared when the focus moved on to another element) and nothing
 * else has it now (`active` is the page's body or none, as after the input's removal). A visitor who tabbed on
 * past the box before it loaded keeps the focus where it is (the map's keyboard walk lost it so, issue 19).
 */
export function takesFocusOnLoad(inputHeldFocus: boolean, active: Element | null, body: Element | null): boolean {
  return inputHeldFocus && (active === null || active === body);
}

/**
 * The search input's attributes that do not change: the same in the launcher and in the box it loads. The role
 * (combobox) stays written on the input itself, where the linter checks the ARIA attributes against it.
 */
export function searchInputProps(label: string) {
  return {
    'aria-autocomplete': 'list',
    'aria-label': label,
    'aria-keyshortcuts': '/',
    placeholder: label,
    autoComplete: 'off',
    spellCheck: false,
  } as const;
}
