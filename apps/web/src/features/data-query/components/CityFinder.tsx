import type { City } from '@csp/contract/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { Select } from '../../client-ui/Select';
import { useCountries } from '../../geo/api';
import { useAllCities } from '../../geo/cities';
import { localizedName, sortByLocalizedName } from '../../geo/names';
import styles from './data-query.module.css';

/**
 * SPEC §2 hint: a visitor who does not know the economy can choose the city first. Every city of every
 * economy (loaded when the finder is first used), grouped by economy; choosing one sets both.
 */
export function CityFinder({ lang, onPick }: { lang: Language; onPick: (city: City) => void }) {
  const { t } = useTranslation('client');
  const [used, setUsed] = useState(false);
  const countries = useCountries();
  const all = useAllCities(used);
  const groups = useMemo(
    () =>
      sortByLocalizedName(countries.data ?? [], lang)
        .map((country) => ({
          label: localizedName(country, lang),
          options: all.cities
            .filter((city) => city.countryId === country.id)
            .map((city) => ({
              value: city.id,
              label: `${localizedName(city, lang)} · ${localizedName(country, lang)}`,
              // Found by its name in either language, whichever the page speaks.
              keywords: `${city.nameEn} ${city.name}`,
            })),
        }))
        .filter((group) => group.options.length > 0),
    [countries.data, all.cities, lang],
  );
  return (
    <div className={styles.finder}>
      <label htmlFor="query-city-finder" className={styles.hint}>
        {t('query.cityFirstHint')}
      </label>
      <Select
        id="query-city-finder"
        data-testid="city-finder"
        className={styles.finderSelect}
        showSearch
        value={null}
        placeholder={t('query.cityFinderPlaceholder')}
        onFocus={() => setUsed(true)}
        onOpenChange={(open) => open && setUsed(true)}
        loading={used && !all.complete}
        options={groups}
        onChange={(id: string) => {
          const city = all.cities.find((c) => c.id === id);
          if (city) onPick(city);
        }}
      />
    </div>
  );
}
