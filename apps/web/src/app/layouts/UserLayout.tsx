import { HomeOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import siteLogo from '../../assets/logo-site.svg';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LoadingBlock } from '../../components/LoadingBlock';
import { SiteFooter } from '../../components/SiteFooter';
import { SkipLink } from '../../components/SkipLink';
import { CLIENT_HOME_PATH } from '../../lib/env';
import styles from './user-layout.module.css';

/** Login, registration and password screens (SPEC §2 "User layout"): a Client link and the contact footer. */
export default function UserLayout() {
  const { t } = useTranslation(['common', 'user']);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <span className={styles.brand}>
            <img src={siteLogo} alt="" width={32} height={32} />
            <span className={styles.brandName}>{t('app.name')}</span>
          </span>
          <nav className={styles.nav} aria-label={t('user:header.client')}>
            <Link to={CLIENT_HOME_PATH} className={styles.clientLink} title={t('user:header.clientHint')}>
              <HomeOutlined aria-hidden />
              {t('user:header.client')}
            </Link>
            <LanguageSwitch />
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <p className={styles.intro}>{t('user:intro')}</p>
        <Suspense fallback={<LoadingBlock minHeight={240} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
