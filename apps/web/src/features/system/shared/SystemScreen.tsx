import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findMenuTrail } from '../../../app/menu/menu-lookup';
import { menuTitle } from '../../../app/menu/menu-title';
import { useMenu } from '../../../app/menu/useMenu';
import styles from './system.module.css';
import { useLang } from './use-lang';

/** A system screen: the title of its menu entry (as the administrator named it), then its content. */
export function SystemScreen({ fallbackTitle, children }: { fallbackTitle: string; children: ReactNode }) {
  const { t } = useTranslation('routes');
  const lang = useLang();
  const menu = useMenu();
  const { pathname } = useLocation();
  const entry = findMenuTrail(menu, pathname).at(-1);
  const title = entry ? menuTitle(entry, (key) => t(key), lang) : fallbackTitle;
  return (
    <section className={styles.screen} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
