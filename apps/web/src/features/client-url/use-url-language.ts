import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { changeLanguage } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language';
import { readChoice } from './params';
import { useLanguage } from './use-language';
import { useReplaceSearch } from './use-replace-search';

/**
 * Keeps the `lang` parameter of the URL and the interface language in step: a shared URL opens in its
 * language (and remembers it, as the language switch does); switching language rewrites the parameter.
 */
export function useUrlLanguage(): boolean {
  const [params] = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const lang = useLanguage();
  const wanted = readChoice(params.get('lang'), LANGUAGES);
  const adopted = useRef(false);

  useEffect(() => {
    if (!adopted.current) {
      adopted.current = true;
      if (wanted && wanted !== lang) {
        void changeLanguage(wanted);
        return;
      }
    }
    if (wanted !== lang) {
      const next = new URLSearchParams(params);
      next.set('lang', lang);
      replaceSearch(next);
    }
  }, [wanted, lang, params, replaceSearch]);

  return wanted === undefined || wanted === lang;
}
