import { type ChartData, observationLegend } from '@csp/contract/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../client-ui/Button';
import { Icon } from '../../client-ui/Icon';
import { BarChartOutlined, ExpandOutlined, LineChartOutlined, TableOutlined } from '../../client-ui/icon-shapes';
import { Segmented } from '../../client-ui/Segmented';
import { useLanguage } from '../../client-url/use-language';
import { useViewSources } from '../api';
import { type ChartKind, mixesLevels } from '../chart-option';
import { type ChartRequest, chartFileUrl } from '../chart-request';
import { tableStatuses } from '../chart-table';
import type { ChartViewOptions } from '../chart-views';
import { chartFileName } from '../file-names';
import { placeNotes } from '../place-notes';
import { chartCredit } from '../source-credit';
import { useChartView } from '../use-chart-view';
import { ChartDownloads } from './ChartDownloads';
import { ChartLegend } from './ChartLegend';
import styles from './charts.module.css';
import { DataTable } from './DataTable';
import { EChart } from './EChart';

// The preview and the data view are dialogs fetched when first opened: the first chart does not need them.
const ChartPreviewModal = lazy(() => import('./ChartPreviewModal').then((m) => ({ default: m.ChartPreviewModal })));
const DataViewModal = lazy(() => import('./DataViewModal').then((m) => ({ default: m.DataViewModal })));

interface Props {
  chart: ChartData;
  request: ChartRequest;
  /** Chart title for captions and images (series and statistical type). */
  title: string;
  kind: ChartKind;
  /** Line/bar switch; absent in comparison mode (SPEC §2). */
  onKindChange?: (kind: ChartKind) => void;
  seriesTypeId?: string | null;
  height?: number;
  testId?: string;
  /** Say what economy-level figures are and what each city's figures cover (once per panel). */
  levelNote?: boolean;
  /** Log scale, relative to a base year, labels at line ends (issue 19). */
  options?: ChartViewOptions;
}

/**
 * One chart with its toolbox (switch line/bar, preview, data view exportable to Excel, downloads), its legend,
 * the table of its figures beside it, and its source, unit and licence under it.
 */
export function ChartFigure({
  chart,
  request,
  title,
  kind,
  onKindChange,
  seriesTypeId,
  height = 380,
  testId,
  levelNote = true,
  options,
}: Props) {
  const { t } = useTranslation('client');
  const view = useChartView(chart, kind, seriesTypeId, options);
  const [dialog, setDialog] = useState<'preview' | 'data' | null>(null);
  const shown: ChartRequest = { ...request, startYear: view.years.from, endYear: view.years.to };
  const unit = view.unit;
  const unitText = view.display === 'percent' && title.includes('%') ? '' : t('chart.unitSuffix', { unit });
  const caption = t('chart.tableCaption', { title, unit: unitText, from: view.years.from, to: view.years.to });
  const lang = useLanguage();
  // Figures from uploads that named their own source are credited to it, not to the series' (issue 16).
  const credit = chartCredit(chart.series, useViewSources(request).data, lang);
  const frame = {
    chart,
    credit,
    table: view.visible,
    kind,
    display: view.display,
    decimals: view.decimals,
    lang: view.lang,
    title,
  };
  const covered = { from: view.full.rows[0]?.year ?? 0, to: view.full.rows.at(-1)?.year ?? 0 };
  const fallback = levelNote && view.full.columns.some((c) => c.economyLevelFallback);
  const statuses = tableStatuses(view.full);
  const mixed = mixesLevels(view.full);
  const areaNotes = levelNote ? placeNotes(chart.places, lang) : [];

  if (view.empty) {
    return (
      <p className={styles.noData} data-testid={testId ? `${testId}-empty` : undefined}>
        {t('chart.noData')}
      </p>
    );
  }

  return (
    <figure className={styles.figure} data-testid={testId} data-kind={kind}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('chart.toolbox')}>
        {onKindChange ? (
          <Segmented<ChartKind>
            aria-label={t('chart.kind')}
            value={kind}
            onChange={onKindChange}
            options={[
              { value: 'line', icon: <Icon shape={LineChartOutlined} />, label: t('chart.line') },
              { value: 'bar', icon: <Icon shape={BarChartOutlined} />, label: t('chart.bar') },
            ]}
          />
        ) : null}
        <span className={styles.toolbarEnd}>
          <Button icon={<Icon shape={ExpandOutlined} />} onClick={() => setDialog('preview')}>
            {t('chart.preview')}
          </Button>
          <Button icon={<Icon shape={TableOutlined} />} onClick={() => setDialog('data')}>
            {t('chart.dataView')}
          </Button>
          <ChartDownloads chart={chart} request={shown} frame={frame} />
        </span>
      </div>
      {fallback ? <p className={styles.note}>{t('chart.economyLevelNote')}</p> : null}
      {mixed ? (
        <p className={styles.note} data-testid="chart-mixed-levels">
          {t('chart.mixedLevelsNote')}
        </p>
      ) : null}
      {statuses.length > 0 ? (
        <p className={styles.note} data-testid="chart-status-note">
          {t('chart.statusNote', { legend: observationLegend(lang, statuses).join(lang === 'zh' ? '；' : '; ') })}
        </p>
      ) : null}
      {covered.from > chart.requestParams.startYear || covered.to < chart.requestParams.endYear ? (
        <p className={styles.muted}>
          {t('chart.rangeNote', {
            ...covered,
            askedFrom: chart.requestParams.startYear,
            askedTo: chart.requestParams.endYear,
          })}
        </p>
      ) : null}
      <ChartLegend columns={view.full.columns} kind={kind} />
      <div className={view.full.columns.length > 2 ? `${styles.body} ${styles.stacked}` : styles.body}>
        <div className={styles.chartCell}>
          <EChart
            option={view.option}
            label={t('chart.chartLabel', { title: caption })}
            height={height}
            onWindow={view.onWindow}
            testId={testId ? `${testId}-canvas` : undefined}
          />
        </div>
        <div className={styles.tableCell}>
          <DataTable
            table={view.visible}
            caption={caption}
            display={view.display}
            decimals={view.decimals}
            testId={testId ? `${testId}-table` : undefined}
          />
        </div>
      </div>
      <figcaption className={styles.figcaption}>
        <span data-testid={testId ? `${testId}-source` : undefined}>
          {t('chart.sourceLine', { source: credit.source || '–' })}
        </span>
        <span data-testid={testId ? `${testId}-unit` : undefined}>{t('chart.unitLine', { unit: unit || '–' })}</span>
        <span>{t('chart.licenceLine', { licence: credit.licence || '–' })}</span>
      </figcaption>
      {areaNotes.length > 0 ? (
        <div className={styles.areaNotes} data-testid="chart-area-notes">
          <h3 className={styles.areaNotesTitle}>{t('chart.areaNotes')}</h3>
          <ul>
            {areaNotes.map((note) => (
              <li key={note.key}>
                <strong>{note.name}</strong>
                {t('chart.areaNoteSeparator')}
                {[note.kind, note.footnote].filter(Boolean).join(t('chart.areaNoteJoin'))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'preview' ? (
          <ChartPreviewModal
            open
            onClose={() => setDialog(null)}
            title={title}
            option={view.option}
            columns={view.full.columns}
            kind={kind}
          />
        ) : dialog === 'data' ? (
          <DataViewModal
            open
            onClose={() => setDialog(null)}
            title={caption}
            table={view.visible}
            display={view.display}
            decimals={view.decimals}
            unit={unit}
            source={credit.source}
            licence={credit.licence}
            xlsxUrl={chartFileUrl(shown, 'xlsx')}
            fileName={(ext) => chartFileName(chart, shown.startYear, shown.endYear, ext)}
          />
        ) : null}
      </Suspense>
    </figure>
  );
}
