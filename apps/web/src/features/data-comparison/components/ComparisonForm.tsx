import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { Select } from '../../client-ui/Select';
import styles from '../../data-query/components/data-query.module.css';
import { Field } from '../../data-query/components/Field';
import { seriesTreeOptions } from '../../data-query/components/select-options';
import { TypeYearsActions } from '../../data-query/components/TypeYearsActions';
import type { ComparisonState } from '../comparison-state';
import type { ComparisonOptions } from '../use-comparison-options';
import { PlacePicker } from './PlacePicker';

interface Props {
  options: ComparisonOptions;
  lang: Language;
  onEdit: (patch: Partial<ComparisonState>) => void;
  onSearch: () => void;
  onReset: () => void;
}

/** Places, one series and its statistical type, the year range, Search and Reset. */
export function ComparisonForm({ options, lang, onEdit, onSearch, onReset }: Props) {
  const { t } = useTranslation('client');
  const draft = options.resolved;
  const common = { showSearch: true, placeholder: t('query.placeholder') } as const;
  return (
    <form
      className={styles.form}
      aria-label={t('comparison.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className={styles.fields}>
        <Field label={t('comparison.places')} wide>
          {(id) => (
            <PlacePicker
              id={id}
              value={draft.places}
              onChange={(places) => onEdit({ places })}
              countries={options.countries}
              cities={options.cities}
              loading={!options.citiesComplete}
              lang={lang}
            />
          )}
        </Field>
        <Field label={t('query.series')} wide>
          {(id) => (
            <Select
              {...common}
              id={id}
              data-testid="select-series"
              value={draft.series}
              onChange={(series: string) => onEdit({ series, type: undefined })}
              options={seriesTreeOptions(options.tree, lang)}
            />
          )}
        </Field>
        <TypeYearsActions draft={draft} types={options.types} onEdit={onEdit} onReset={onReset} />
      </div>
    </form>
  );
}
