import { useEffect } from 'react';
import { getToken } from '../../lib/auth';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { readString, writeRaw } from '../../lib/storage';
import { fetchPreferences } from './api';
import { APPLIED_KEY, languageToApply, sessionMark } from './preferred-language';

/**
 * Applies the signed-in user's preferred language (account settings) once per sign-in: called by the
 * back-office header, which every signed-in screen shows.
 */
export function usePreferredLanguage(): void {
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const mark = sessionMark(token);
    if (readString(APPLIED_KEY) === mark) return;
    let cancelled = false;
    fetchPreferences({ silent: true })
      .then((preferences) => {
        if (cancelled) return;
        const lang = languageToApply(preferences, currentLanguage(), readString(APPLIED_KEY), mark);
        writeRaw(APPLIED_KEY, mark);
        if (lang) void changeLanguage(lang);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
}
