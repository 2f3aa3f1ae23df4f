import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { changeLanguage } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language';
import { readChoice } from './params';
import { useLanguage } from './use-language';

/**
 * Keeps the `lang` parameter of the URL and the interface language in step: a shared URL opens in its
 * language (and remembers it, as the language switch does); switching language rewrites the parameter.
 */
export function useUrlLanguage(): boolean {
  const [params, setParams] = useSearchParams();
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
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('lang', lang);
          return next;
        },
        { replace: true },
      );
    }
  }, [wanted, lang, setParams]);

  return wanted === undefined || wanted === lang;
}
