import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartViewOptions, Relative } from '../../charts/chart-views';
import { perPersonPlan } from '../../charts/per-person';
import { useSeriesTree } from '../../client-series/api';
import { useLanguage } from '../../client-url/use-language';
import styles from './explorer.module.css';
import { explorerNamespace } from './explorer-texts';

interface Props {
  options: ChartViewOptions;
  onChange: (options: ChartViewOptions) => void;
  /** The years of the view (the base year's choices). */
  from: number;
  to: number;
  /** The series shown, and whether its figures are a year-on-year change (per person: which population). */
  seriesId: string;
  yoy: boolean;
}

/**
 * The chart options (issue 19): log scale, values or relative to a base year (indexed to 100, % change), labels at
 * line ends. Native controls, keyboard operable; every choice goes into the URL. Loaded on demand.
 */
export default function ChartOptionsPanel({ options: given, onChange: send, from, to, seriesId, yoy }: Props) {
  const { t } = useTranslation(explorerNamespace);
  const lang = useLanguage();
  const tree = useSeriesTree(lang);
  const node = tree.data?.flatMap((n) => [n, ...n.children]).find((n) => n.id === seriesId);
  const plan = node ? perPersonPlan(node, tree.data, yoy) : null;
  const perPersonId = useId();
  // Shown at once (the URL follows a moment later), so a control never flips back while the view catches up.
  const [options, setOptions] = useState(given);
  const key = JSON.stringify(given);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the options' value
  useEffect(() => setOptions(given), [key]);
  const onChange = (next: ChartViewOptions) => {
    setOptions(next);
    send(next);
  };
  const relId = useId();
  const baseId = useId();
  const years = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return (
    <fieldset className={styles.options} data-testid="chart-options">
      <legend className={styles.visuallyHidden}>{t('options.title')}</legend>
      <label>
        <input
          type="checkbox"
          checked={Boolean(options.log)}
          onChange={(e) => onChange({ ...options, log: e.target.checked })}
          data-testid="option-log"
        />{' '}
        {t('options.log')}
      </label>
      <span>
        <label htmlFor={relId}>{t('options.relative')}</label>{' '}
        <select
          id={relId}
          value={options.relative ?? ''}
          onChange={(e) => onChange({ ...options, relative: (e.target.value || undefined) as Relative | undefined })}
          data-testid="option-relative"
        >
          <option value="">{t('options.values')}</option>
          <option value="index">{t('options.index')}</option>
          <option value="change">{t('options.change')}</option>
        </select>
      </span>
      {options.relative ? (
        <span>
          <label htmlFor={baseId}>{t('options.base')}</label>{' '}
          <select
            id={baseId}
            value={options.base ?? from}
            onChange={(e) => onChange({ ...options, base: Number(e.target.value) })}
            data-testid="option-base"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <label>
        <input
          type="checkbox"
          checked={Boolean(options.ends)}
          onChange={(e) => onChange({ ...options, ends: e.target.checked })}
          data-testid="option-ends"
        />{' '}
        {t('options.ends')}
      </label>
      <span>
        <label>
          <input
            type="checkbox"
            checked={Boolean(options.perPerson) && plan?.available !== false}
            disabled={!plan?.available}
            aria-describedby={plan && !plan.available ? perPersonId : undefined}
            onChange={(e) => onChange({ ...options, perPerson: e.target.checked })}
            data-testid="option-per-person"
          />{' '}
          {t('options.perPerson')}
        </label>
        {plan && !plan.available ? (
          <span id={perPersonId} className={styles.optionNote} data-testid="option-per-person-reason">
            {' '}
            {t(`perPerson.unavailable.${plan.reason}`)}
          </span>
        ) : null}
      </span>
    </fieldset>
  );
}
