import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { warn } from '../client-ui/feedback';
import { useLanguage } from '../client-url/use-language';
import { useCanonicalSearch } from '../client-url/use-replace-search';
import { useUrlLanguage } from '../client-url/use-url-language';
import { checkYears } from '../data-query/year-range';
import { type ComparisonState, decodeComparison, encodeComparison } from './comparison-state';
import { useComparisonOptions } from './use-comparison-options';

const keyOf = (s: ComparisonState) => [s.places?.join(','), s.series, s.type, s.from, s.to].join('|');

/** The data comparison screen's state: the URL holds the comparison shown, the form a draft of it. */
export function useComparison() {
  const { t } = useTranslation('client');
  const lang = useLanguage();
  const languageSettled = useUrlLanguage();
  const [params, setParams] = useSearchParams();
  const shown = useMemo(() => decodeComparison(params), [params]);
  const [draft, setDraft] = useState<ComparisonState>(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the compared selections only
  useEffect(() => setDraft(shown), [keyOf(shown)]);

  const applied = useComparisonOptions(shown, lang);
  const form = useComparisonOptions(draft, lang);
  const yearProblem = checkYears(applied.resolved.from, applied.resolved.to);

  const canonical = applied.resolved.complete && !yearProblem ? encodeComparison(applied.resolved, lang) : null;
  useCanonicalSearch(canonical, languageSettled);

  const edit = useCallback((patch: Partial<ComparisonState>) => setDraft((current) => ({ ...current, ...patch })), []);

  const search = useCallback(() => {
    const next = form.resolved;
    const problem = checkYears(next.from, next.to);
    if (problem) return warn(t(problem));
    if (!next.places || next.places.length === 0) return warn(t('comparison.choosePlaces'));
    if (next.type === null && (form.types?.length ?? 0) > 0) return warn(t('selectStatisticalType'));
    if (!next.complete) return;
    const search = encodeComparison({ ...next, yoy: shown.yoy }, lang);
    if (search !== `?${params.toString()}`) setParams(new URLSearchParams(search));
  }, [form.resolved, form.types, t, shown.yoy, lang, params, setParams]);

  const reset = useCallback(() => {
    setDraft({ yoy: false });
    setParams(new URLSearchParams(encodeComparison({ yoy: false }, lang)));
  }, [setParams, lang]);

  const setYoy = useCallback(
    (yoy: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('yoy', yoy ? '1' : '0');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { lang, shown, applied, form, yearProblem, edit, search, reset, setYoy };
}
