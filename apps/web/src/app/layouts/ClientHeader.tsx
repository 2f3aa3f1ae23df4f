import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import partnerLogo from '../../assets/logo-partner.svg';
import siteLogo from '../../assets/logo-site.svg';
import { Icon } from '../../features/client-ui/Icon';
import { SettingOutlined } from '../../features/client-ui/icon-shapes';
import { LanguageSwitch } from '../../features/client-ui/LanguageSwitch';
import { SearchLauncher } from '../../features/search/SearchLauncher';
import { CLIENT_HOME_PATH, DEFAULT_HOME_PATH, PARTNER_SITE_URL } from '../../lib/env';
import { ClientTabs } from './ClientTabs';
import styles from './client-layout.module.css';

/** Logos (partner site in a new tab; home page), the three tabs, the search box, the Management link and the language switch. */
export function ClientHeader() {
  const { t } = useTranslation(['common', 'client']);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <a className={styles.partner} href={PARTNER_SITE_URL} target="_blank" rel="noopener noreferrer">
            <img
              src={partnerLogo}
              alt={`${t('client:header.partnerLink')} ${t('a11y.opensInNewTab')}`}
              width={90}
              height={36}
            />
          </a>
          <Link to={CLIENT_HOME_PATH} className={styles.home} aria-label={t('client:header.homeLink')}>
            <img src={siteLogo} alt="" width={36} height={36} />
            <span className={styles.siteName}>{t('app.name')}</span>
          </Link>
        </div>
        <ClientTabs />
        <div className={styles.actions}>
          <SearchLauncher />
          <Link to={DEFAULT_HOME_PATH} className={styles.management}>
            <Icon shape={SettingOutlined} />
            <span className={styles.managementText}>{t('client:header.management')}</span>
          </Link>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
