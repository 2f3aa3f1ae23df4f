import { useTranslation } from 'react-i18next';
import type { ChartKind } from '../chart-option';
import type { TableColumn } from '../chart-table';
import { seriesStyle } from '../palette';
import styles from './charts.module.css';
import { SeriesGlyph } from './SeriesGlyph';

/** The legend of a chart as a list: the server's label of each place, economy-level figures marked. */
export function ChartLegend({ columns, kind }: { columns: readonly TableColumn[]; kind: ChartKind }) {
  const { t } = useTranslation('client');
  return (
    <ul className={styles.legend} aria-label={t('chart.legend')}>
      {columns.map((column, i) => (
        <li key={column.key} className={styles.legendItem}>
          <SeriesGlyph style={seriesStyle(i)} kind={kind} />
          <span>{column.label}</span>
        </li>
      ))}
    </ul>
  );
}
