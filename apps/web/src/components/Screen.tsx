import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findMenuTrail } from '../app/menu/menu-lookup';
import { menuTitle } from '../app/menu/menu-title';
import { useMenu } from '../app/menu/useMenu';
import { useLang } from '../lib/useLang';
import styles from './screen.module.css';

/**
 * A back-office screen: the title of its menu entry (as the administrator named it, else `fallbackTitle`), then
 * its content, on a white panel when `panel` is set (screens whose content is not a ProTable card of its own).
 */
export function Screen({
  fallbackTitle,
  panel = false,
  children,
}: {
  fallbackTitle: string;
  panel?: boolean;
  children: ReactNode;
}) {
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
      {panel ? <div className={styles.panel}>{children}</div> : children}
    </section>
  );
}
