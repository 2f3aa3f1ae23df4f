import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useLang } from '../../../lib/useLang';
import { useCountries } from '../../geo/api';
import { localizedName, sortByLocalizedName } from '../../geo/names';
import styles from './home.module.css';

/** Every APEC economy, each a link to its data on the data query screen. */
export function EconomyList() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const countries = useCountries();

  let body: ReactNode;
  if (countries.isPending) body = <LoadingBlock />;
  else if (countries.isError) body = <ErrorBlock message={t('economiesFailed')} onRetry={() => countries.refetch()} />;
  else if (countries.data.length === 0) body = <p className={styles.muted}>{t('noEconomies')}</p>;
  else
    body = (
      <ul className={styles.economies} data-testid="economy-list">
        {sortByLocalizedName(countries.data, lang).map((country) => {
          const name = localizedName(country, lang);
          return (
            <li key={country.id}>
              <Link
                className={styles.economy}
                to={`/client/dataQuery?country=${encodeURIComponent(country.id)}`}
                title={t('economyLink', { name })}
              >
                <span className={styles.economyCode} aria-hidden>
                  {country.iso2 || country.code}
                </span>
                <span className={styles.economyName}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={styles.card} aria-labelledby="home-economies">
      <h2 id="home-economies" className={styles.heading}>
        {t('economies')}
      </h2>
      <p className={styles.muted}>{t('economiesHint')}</p>
      {body}
    </section>
  );
}
