import { queryDimensions } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { Segmented } from '../../client-ui/Segmented';
import { Select } from '../../client-ui/Select';
import type { Dimension, QueryState } from '../query-state';
import type { QueryOptions } from '../use-query-options';
import { CityFinder } from './CityFinder';
import styles from './data-query.module.css';
import { Field } from './Field';
import { citySeriesOptions, placeOptions, seriesTreeOptions } from './select-options';
import { TypeYearsActions } from './TypeYearsActions';

interface Props {
  options: QueryOptions;
  lang: Language;
  onEdit: (patch: Partial<QueryState>) => void;
  onSearch: () => void;
  /** A city chosen in "choose the city first": searched at once. */
  onPickCity: (city: { id: string; countryId: string }) => void;
  onReset: () => void;
}

/**
 * The search form (SPEC §2): dimension, the selectors with their cascades (a change clears what depends on it,
 * and the defaults fill it again), the statistical type, the two year pickers, Search and Reset, and the
 * city finder for visitors who do not know the economy.
 */
export function QueryForm({ options, lang, onEdit, onSearch, onPickCity, onReset }: Props) {
  const { t } = useTranslation('client');
  const draft = options.resolved;
  const indicator = draft.dim === queryDimensions.indicator;
  const common = { showSearch: true, placeholder: t('query.placeholder') } as const;

  const seriesField = (label: string, testId: string, list: ReturnType<typeof seriesTreeOptions>) => (
    <Field label={label} wide>
      {(id) => (
        <Select
          {...common}
          id={id}
          data-testid={testId}
          value={draft.series}
          loading={draft.series === undefined && !options.failed}
          onChange={(series: string) => onEdit({ series, type: undefined })}
          options={list}
          notFoundContent={t('query.noSeries')}
        />
      )}
    </Field>
  );

  return (
    <form
      className={styles.form}
      aria-label={t('query.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className={styles.dimension}>
        <span className={styles.label} id="query-dimension">
          {t('query.dimension')}
        </span>
        <Segmented<Dimension>
          aria-labelledby="query-dimension"
          value={draft.dim}
          onChange={(dim) => onEdit({ dim })}
          options={[
            { value: queryDimensions.city, label: t('query.dimensionCity') },
            { value: queryDimensions.indicator, label: t('query.dimensionIndicator') },
          ]}
        />
      </div>
      <div className={styles.fields}>
        {indicator ? seriesField(t('query.series'), 'select-series', seriesTreeOptions(options.tree, lang)) : null}
        <Field label={t('query.country')}>
          {(id) => (
            <Select
              {...common}
              id={id}
              data-testid="select-country"
              value={draft.country}
              loading={!options.countries}
              onChange={(country: string) =>
                onEdit({ country, city: undefined, ...(indicator ? {} : { series: undefined, type: undefined }) })
              }
              options={placeOptions(options.countries, lang)}
            />
          )}
        </Field>
        <Field label={t('query.city')}>
          {(id) => (
            <Select
              {...common}
              id={id}
              data-testid="select-city"
              value={draft.city}
              loading={draft.country !== undefined && !options.cities}
              onChange={(city: string) =>
                onEdit({ city, ...(indicator ? {} : { series: undefined, type: undefined }) })
              }
              options={placeOptions(options.cities, lang)}
              notFoundContent={t('query.noCities')}
            />
          )}
        </Field>
        {indicator
          ? null
          : seriesField(t('query.citySeries'), 'select-city-series', citySeriesOptions(options.citySeries, lang, t))}
        <TypeYearsActions draft={draft} types={options.types} onEdit={onEdit} onReset={onReset} />
      </div>
      <CityFinder lang={lang} onPick={onPickCity} />
    </form>
  );
}
