import type { StatisticalTypeOption } from '@csp/contract/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../client-ui/Button';
import { Icon } from '../../client-ui/Icon';
import { ReloadOutlined, SearchOutlined } from '../../client-ui/icon-shapes';
import { Select } from '../../client-ui/Select';
import { isEndYearDisabled, isStartYearDisabled } from '../year-range';
import styles from './data-query.module.css';
import { Field } from './Field';
import { YearSelect } from './YearSelect';

interface Props {
  draft: { type?: string | null; from?: number; to?: number };
  types: readonly Pick<StatisticalTypeOption, 'id' | 'name'>[] | undefined;
  onEdit: (patch: { type?: string | null; from?: number; to?: number }) => void;
  onReset: () => void;
}

/**
 * The end of the data query and comparison forms (the same in both): the statistical type, the two year pickers
 * (each disabling the years the other rules out) and the Search (submit) and Reset buttons.
 */
export function TypeYearsActions({ draft, types, onEdit, onReset }: Props) {
  const { t } = useTranslation('client');
  return (
    <>
      <Field label={t('query.type')}>
        {(id) => (
          <Select
            showSearch
            id={id}
            data-testid="select-type"
            allowClear
            value={draft.type ?? undefined}
            onChange={(type?: string) => onEdit({ type: type ?? null })}
            options={(types ?? []).map((type) => ({ value: type.id, label: type.name }))}
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
    </>
  );
}
