import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import siteLogo from '../../assets/logo-site.svg';
import { DEFAULT_HOME_PATH } from '../../lib/env';
import styles from './admin-layout.module.css';

/** The logo and product name, linking to the dashboard (SPEC §2). */
export function AdminLogo({ theme = 'dark', collapsed = false }: { theme?: 'dark' | 'light'; collapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={DEFAULT_HOME_PATH}
      className={[styles.logo, theme === 'light' ? styles.logoLight : ''].join(' ')}
      aria-label={t('app.name')}
    >
      <img src={siteLogo} alt="" width={32} height={32} className={styles.logoImage} />
      {collapsed ? null : <span className={styles.logoText}>{t('app.name')}</span>}
    </Link>
  );
}
