import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { warn } from '../client-ui/feedback';
import { useLanguage } from '../client-url/use-language';
import { useCanonicalSearch } from '../client-url/use-replace-search';
import { useUrlLanguage } from '../client-url/use-url-language';
import { followShown } from './draft-follow';
import {
  type ChartKind,
  decodeQuery,
  encodeQuery,
  initialQueryState,
  openPlace,
  pickCity,
  type QueryState,
  type RelativeView,
  type ResultTab,
  searchKey,
  type TableSort,
} from './query-state';
import { useQueryOptions } from './use-query-options';
import { warmQuery } from './warm-query';
import { checkYears } from './year-range';

/** The chart options as the chart panel changes them (undefined or false: off). */
export interface ChartOptionsPatch {
  log?: boolean;
  rel?: RelativeView;
  base?: number;
  ends?: boolean;
  pp?: boolean;
}

function setChartOptions(params: URLSearchParams, options: ChartOptionsPatch) {
  const put = (name: string, value: string | undefined) => (value ? params.set(name, value) : params.delete(name));
  put('log', options.log ? '1' : undefined);
  put('rel', options.rel);
  put('base', options.rel && options.base !== undefined ? String(options.base) : undefined);
  put('ends', options.ends ? '1' : undefined);
  put('pp', options.pp ? '1' : undefined);
}

/**
 * The data query screen's state. The URL holds the search shown (a shared URL reopens it); the form edits a
 * draft of it until Search. A URL that leaves selections open (first visit, a map marker, Reset) is resolved
 * with the SPEC defaults and rewritten whole, which is the automatic first search.
 */
export function useDataQuery() {
  const { t } = useTranslation('client');
  const lang = useLanguage();
  const languageSettled = useUrlLanguage();
  const [params, setParams] = useSearchParams();
  const shown = useMemo(() => decodeQuery(params), [params]);
  const shownKey = searchKey(shown);
  const [draft, setDraft] = useState<QueryState>(shown);
  const client = useQueryClient();
  // The first search of the visit goes straight through its requests (see warm-query.ts).
  useState(() => void warmQuery(client, shown, lang).catch(() => undefined));

  // The URL changed (back, forward, a map link, a search): the form starts again from what is shown, except
  // for a choice made while the URL only filled in its defaults (see draft-follow.ts).
  const lastShown = useRef(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the search selections only
  useEffect(() => {
    const before = lastShown.current;
    lastShown.current = shown;
    setDraft((draft) => followShown(draft, before, shown));
  }, [shownKey]);

  const applied = useQueryOptions(shown, lang);
  const form = useQueryOptions(draft, lang);
  const yearProblem = checkYears(applied.resolved.from, applied.resolved.to);

  // Write the resolved search back into the URL, so it always holds the whole view.
  const canonical = applied.resolved.complete && !yearProblem ? encodeQuery(applied.resolved, lang) : null;
  useCanonicalSearch(canonical, languageSettled);

  const edit = useCallback((patch: Partial<QueryState>) => setDraft((current) => ({ ...current, ...patch })), []);

  const search = useCallback(() => {
    const next = form.resolved;
    const problem = checkYears(next.from, next.to);
    if (problem) {
      warn(t(problem));
      return false;
    }
    if (next.type === null && (form.types?.length ?? 0) > 0) {
      warn(t('selectStatisticalType'));
      return false;
    }
    if (!next.complete) return false;
    const { chart, yoy, tab, sort, year, log, rel, base, ends } = shown;
    const view = { chart, yoy, tab, sort, year, log, rel, base, ends };
    const search = encodeQuery({ ...next, ...view }, lang);
    if (search !== `?${params.toString()}`) setParams(new URLSearchParams(search));
    return true;
  }, [form.resolved, form.types, t, setParams, shown, lang, params]);

  // "Choose the city first" is a search of its own: the city's view opens at once.
  const searchCity = useCallback(
    (city: { id: string; countryId: string }) => {
      const search = encodeQuery(pickCity(shown, city), lang);
      if (search !== `?${params.toString()}`) setParams(new URLSearchParams(search));
    },
    [shown, lang, params, setParams],
  );

  // A place clicked on the map opens its chart (a search of its own, kept in the history).
  const openPlaceView = useCallback(
    (place: { countryId: string; cityId?: string | null }) => {
      const search = encodeQuery(openPlace(shown, place), lang);
      if (search !== `?${params.toString()}`) setParams(new URLSearchParams(search));
    },
    [shown, lang, params, setParams],
  );

  const reset = useCallback(() => {
    setDraft(initialQueryState);
    setParams(new URLSearchParams(encodeQuery(initialQueryState, lang)));
  }, [setParams, lang]);

  const setView = useCallback(
    (patch: {
      chart?: ChartKind;
      yoy?: boolean;
      tab?: ResultTab;
      sort?: TableSort;
      year?: number;
      options?: ChartOptionsPatch;
    }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (patch.chart) next.set('chart', patch.chart);
          if (patch.yoy !== undefined) next.set('yoy', patch.yoy ? '1' : '0');
          if (patch.tab) {
            if (patch.tab === 'chart') next.delete('tab');
            else next.set('tab', patch.tab);
            if (patch.tab !== 'table') next.delete('sort');
            if (patch.tab !== 'map') next.delete('year');
          }
          if (patch.sort) next.set('sort', patch.sort);
          if (patch.year !== undefined) next.set('year', String(patch.year));
          if (patch.options) setChartOptions(next, patch.options);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { lang, shown, applied, yearProblem, draft, form, edit, search, searchCity, openPlaceView, reset, setView };
}
