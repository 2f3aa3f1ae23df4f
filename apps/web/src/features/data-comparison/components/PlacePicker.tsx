import type { City, Country } from '@csp/contract/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { Select } from '../../client-ui/Select';
import { localizedName } from '../../geo/names';
import { cityToken, economyToken, isPlaceToken, MAX_PLACES, type PlaceToken } from '../comparison-state';

interface Props {
  id: string;
  value: readonly PlaceToken[] | undefined;
  onChange: (places: PlaceToken[]) => void;
  countries: readonly Country[] | undefined;
  cities: readonly City[];
  loading: boolean;
  lang: Language;
}

/** Cities and whole economies to compare, grouped by economy, searchable by name, at most MAX_PLACES. */
export function PlacePicker({ id, value, onChange, countries, cities, loading, lang }: Props) {
  const { t } = useTranslation('client');
  const groups = useMemo(
    () =>
      (countries ?? []).map((country) => {
        const economy = localizedName(country, lang);
        return {
          label: economy,
          options: [
            {
              value: economyToken(country.id),
              label: t('comparison.wholeEconomy', { name: economy }),
              keywords: `${country.nameEn} ${country.name}`,
            },
            // A city is found by its name in either language, whichever the page speaks.
            ...cities
              .filter((city) => city.countryId === country.id)
              .map((city) => ({
                value: cityToken(city.id),
                label: `${localizedName(city, lang)} · ${economy}`,
                keywords: `${city.nameEn} ${city.name}`,
              })),
          ],
        };
      }),
    [countries, cities, lang, t],
  );
  return (
    <Select<string>
      id={id}
      data-testid="select-places"
      mode="multiple"
      showSearch
      maxCount={MAX_PLACES}
      loading={loading}
      value={value ?? []}
      onChange={(values) => onChange(values.filter(isPlaceToken))}
      options={groups}
      placeholder={t('comparison.placesPlaceholder', { max: MAX_PLACES })}
    />
  );
}
