import type { City, Country } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedName } from '../../geo/names';
import { type MarkerLinkProps, markerQueryUrl } from '../marker-link';
import styles from './map.module.css';

interface Props extends MarkerLinkProps {
  city: City | undefined;
  country: Country | undefined;
}

/** The info window (SPEC §2): economy, city and series, and the link to the data query carrying the marker. */
export function MarkerPopup({ city, country, seriesId, typeId, seriesName, from, to, lang }: Props) {
  const { t } = useTranslation('client');
  if (!city) return <p className={styles.popupHint}>{t('map.dragHint')}</p>;
  return (
    <div className={styles.popup} data-testid="map-popup">
      <dl className={styles.popupList}>
        <dt>{t('map.economy')}</dt>
        <dd>{country ? localizedName(country, lang) : '–'}</dd>
        <dt>{t('map.city')}</dt>
        <dd>{localizedName(city, lang)}</dd>
        <dt>{t('map.series')}</dt>
        <dd>{seriesName || t('map.firstSeries')}</dd>
      </dl>
      <Link
        className={styles.popupLink}
        to={markerQueryUrl({ countryId: city.countryId, cityId: city.id, seriesId, typeId, from, to }, lang)}
        data-testid="map-query-link"
      >
        {t('map.openQuery', { city: localizedName(city, lang) })}
      </Link>
    </div>
  );
}
