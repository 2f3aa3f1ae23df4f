import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { Alert } from '../../client-ui/Alert';
import { Button } from '../../client-ui/Button';
import { warn } from '../../client-ui/feedback';
import { useChartData } from '../api';
import type { ChartKind } from '../chart-option';
import type { ChartRequest } from '../chart-request';
import type { ChartViewOptions } from '../chart-views';
import { ChartFigure } from './ChartFigure';
import styles from './charts.module.css';

// The per-person view (population fetched, figures divided), loaded when a chart is first shown per person.
const PerPersonFigure = lazy(() => import('./PerPersonFigure'));

interface Props {
  request: ChartRequest;
  kind: ChartKind;
  onKindChange?: (kind: ChartKind) => void;
  seriesTypeId?: string | null;
  height?: number;
  testId?: string;
  /** The main chart of a page: announces failures as a warning message too, and explains economy-level figures. */
  main?: boolean;
  options?: ChartViewOptions;
}

/** Loads one chart query and shows it, or the no-data text, or the server's message as a warning (SPEC §8). */
export function ChartBlock({ main, ...figure }: Props) {
  const { request, height, options } = figure;
  const { t } = useTranslation('client');
  const query = useChartData(request);
  const failure = query.isError ? query.error.message : null;

  useEffect(() => {
    if (failure && main) warn(failure);
  }, [failure, main]);

  if (query.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        message={failure}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('chart.retry')}
          </Button>
        }
      />
    );
  }
  if (!query.data) return <LoadingBlock minHeight={height ?? 380} />;
  const chart = query.data;
  const title = [
    `${chart.series.number} ${chart.series.name}`.trim(),
    chart.yearOnYear ? t('chart.yoyTitle', { type: chart.type.name }) : chart.type.name,
  ].join(' — ');
  // A new figure (its zoom and dialogs reset) for another view of the data; the same props either way.
  const figureKey = `${JSON.stringify(options ?? {})}|${chart.publicationVersion}|${JSON.stringify(chart.requestParams)}|${chart.yearOnYear}|${chart.places.map((p) => p.label).join()}`;
  const figureProps = { ...figure, chart, title, levelNote: Boolean(main) };
  return (
    <div className={query.isPlaceholderData ? styles.stale : undefined} aria-busy={query.isPlaceholderData}>
      {options?.perPerson ? (
        <Suspense fallback={<LoadingBlock minHeight={height ?? 380} />}>
          <PerPersonFigure key={figureKey} {...figureProps} />
        </Suspense>
      ) : (
        <ChartFigure key={figureKey} {...figureProps} />
      )}
    </div>
  );
}
