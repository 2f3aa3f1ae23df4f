import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './client-layout.module.css';
import { activeClientTab, CLIENT_TABS } from './client-nav';

/** Home Page / Data Search / Data Comparison: links in a nav, the active one marked for assistive tech. */
export function ClientTabs() {
  const { t } = useTranslation(['client', 'routes']);
  const { pathname } = useLocation();
  const active = activeClientTab(pathname);
  return (
    <nav className={styles.tabs} aria-label={t('header.tabs')}>
      <ul className={styles.tabList}>
        {CLIENT_TABS.map((tab) => {
          const current = tab.path === active;
          return (
            <li key={tab.path}>
              <Link
                to={tab.path}
                className={current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                aria-current={current ? 'page' : undefined}
              >
                {t(`routes:${tab.titleKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
