import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findMenuTrail } from '../../../app/menu/menu-lookup';
import { menuTitle } from '../../../app/menu/menu-title';
import { useMenu } from '../../../app/menu/useMenu';
import { resolveLanguage } from '../../../lib/language';
import styles from './tables.module.css';

/** A screen of this feature: the title of its menu entry (else `fallbackTitle`), then a white panel. */
export function Screen({ fallbackTitle, children }: { fallbackTitle: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('routes');
  const lang = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const menu = useMenu();
  const { pathname } = useLocation();
  const entry = findMenuTrail(menu, pathname).at(-1);
  const title = entry ? menuTitle(entry, (key) => t(key), lang) : fallbackTitle;
  return (
    <section className={styles.screen} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.panel}>{children}</div>
    </section>
  );
}
