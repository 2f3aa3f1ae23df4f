import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { Button } from '../../client-ui/Button';
import { Icon } from '../../client-ui/Icon';
import { ReloadOutlined, SearchOutlined } from '../../client-ui/icon-shapes';
import { Select } from '../../client-ui/Select';
import styles from '../../data-query/components/data-query.module.css';
import { Field } from '../../data-query/components/Field';
import { seriesTreeOptions } from '../../data-query/components/select-options';
import { YearSelect } from '../../data-query/components/YearSelect';
import { isEndYearDisabled, isStartYearDisabled } from '../../data-query/year-range';
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
        <Field label={t('query.type')}>
          {(id) => (
            <Select
              {...common}
              id={id}
              data-testid="select-type"
              allowClear
              value={draft.type ?? undefined}
              onChange={(type?: string) => onEdit({ type: type ?? null })}
              options={(options.types ?? []).map((type) => ({ value: type.id, label: type.name }))}
              placeholder={t('query.typePlaceholder')}
            />
          )}
        </Field>
        <Field label={t('query.startYear')}>
          {(id) => (
            <YearSelect
              id={id}
              testId="select-start-year"
              value={draft.from}
              onChange={(from) => onEdit({ from })}
              isDisabled={(y) => isStartYearDisabled(y, draft.to)}
            />
          )}
        </Field>
        <Field label={t('query.endYear')}>
          {(id) => (
            <YearSelect
              id={id}
              testId="select-end-year"
              value={draft.to}
              onChange={(to) => onEdit({ to })}
              isDisabled={(y) => isEndYearDisabled(y, draft.from)}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" icon={<Icon shape={SearchOutlined} />} data-testid="query-search">
            {t('query.search')}
          </Button>
          <Button onClick={onReset} icon={<Icon shape={ReloadOutlined} />} data-testid="query-reset">
            {t('query.reset')}
          </Button>
        </div>
      </div>
    </form>
  );
}
