import { observationStatusLabel, observationStatusText } from '@csp/contract/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../client-url/use-language';
import type { ChartTable } from '../chart-table';
import { formatValue, type ValueDisplay } from '../value-format';
import styles from './charts.module.css';

interface Props {
  table: ChartTable;
  caption: string;
  display: ValueDisplay;
  decimals: number;
  testId?: string;
}

/**
 * The figures of a chart as a real table (caption, column and row headers) for screen readers and for
 * reading exact values; each cell keeps the raw figure in `data-value`.
 */
export function DataTable({ table, caption, display, decimals, testId }: Props) {
  const { t } = useTranslation('client');
  const lang = useLanguage();
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll (WCAG 2.1.1)
    <section className={styles.tableWrap} aria-labelledby={id} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <caption id={id} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.year')}</th>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" data-economy-level={column.economyLevelFallback || undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              {row.values.map((value, i) => {
                const flag = value === null ? null : (row.flags?.[i] ?? null);
                return (
                  <td key={table.columns[i]?.key ?? i} data-value={value ?? ''} data-obs-status={flag ?? undefined}>
                    {value === null ? (
                      <>
                        <span aria-hidden>–</span>
                        <span className="visually-hidden">{t('chart.noValue')}</span>
                      </>
                    ) : (
                      formatValue(value, display, lang, decimals)
                    )}
                    {flag ? (
                      <abbr className={styles.flag} title={observationStatusLabel(flag, lang)}>
                        {observationStatusText[flag].flag}
                      </abbr>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
