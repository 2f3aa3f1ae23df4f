import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { currentTitleKey } from '../route-handle';

/** Keeps the browser tab title as "<page> | <app name>" in the chosen language. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { t } = useTranslation(['common', 'routes']);
  const key = currentTitleKey(matches);
  const page = key ? t(`routes:${key}`) : '';
  const app = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} | ${app}` : app;
  }, [page, app]);
}
