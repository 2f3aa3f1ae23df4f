import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import siteLogo from '../../../assets/logo-site.svg';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import styles from './error-shell.module.css';

/** The frame of the error pages: the product name, the language switch, the message centred. */
export function ErrorShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <img src={siteLogo} alt="" width={28} height={28} />
          {t('app.name')}
        </span>
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
