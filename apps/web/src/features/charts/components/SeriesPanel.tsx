import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesInformation } from '../../client-series/types';
import { RichText } from '../../client-ui/RichText';
import { Segmented } from '../../client-ui/Segmented';
import { useLanguage } from '../../client-url/use-language';
import type { ChartKind } from '../chart-option';
import type { ChartRequest } from '../chart-request';
import type { ChartViewOptions } from '../chart-views';
import { panelRequests } from '../panel-requests';
import { ChartBlock } from './ChartBlock';
import styles from './charts.module.css';

interface Props {
  series: SeriesInformation;
  /** Places, series and years of the search; the type and view are added here. */
  base: Omit<ChartRequest, 'typeId' | 'yoy'>;
  typeId: string | undefined;
  yoy: boolean;
  onYoyChange: (yoy: boolean) => void;
  kind: ChartKind;
  /** Absent in comparison mode, where the chart stays a line chart (SPEC §2). */
  onKindChange?: (kind: ChartKind) => void;
  /** The main chart's options (log scale, relative, end labels), and the controls that change them. */
  options?: ChartViewOptions;
  optionsControls?: ReactNode;
}

/**
 * The series chart panel (SPEC §2): the series title and description in the visitor's language, the chart of the
 * chosen statistical type (values or year-on-year change), then one chart per other statistical type.
 */
export function SeriesPanel({
  series,
  base,
  typeId,
  yoy,
  onYoyChange,
  kind,
  onKindChange,
  options,
  optionsControls,
}: Props) {
  const { t } = useTranslation('client');
  const lang = useLanguage();
  const headingId = useId();
  const description =
    (lang === 'zh' ? series.contentZh || series.contentEn : series.contentEn || series.contentZh) ?? '';
  const name = lang === 'zh' ? series.nameZh || series.nameEn : series.nameEn || series.nameZh;
  const plan = panelRequests(base, series, typeId, yoy);
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="series-panel">
      <header className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          <span className={styles.seriesNumber}>{series.number}</span> {name}
        </h2>
        {description.trim() ? <RichText className={styles.richText} html={description} /> : null}
      </header>
      {plan.yoyAllowed ? (
        <Segmented<'values' | 'yoy'>
          className={styles.viewSwitch}
          aria-label={t('chart.view')}
          value={yoy ? 'yoy' : 'values'}
          onChange={(value) => onYoyChange(value === 'yoy')}
          options={[
            { value: 'values', label: t('chart.values') },
            { value: 'yoy', label: t('chart.yearOnYear') },
          ]}
        />
      ) : null}
      {optionsControls}
      <ChartBlock
        request={plan.main}
        kind={kind}
        onKindChange={onKindChange}
        seriesTypeId={series.typeId}
        testId="main-chart"
        main
        options={options}
      />
      {plan.others.length > 0 ? (
        <div className={styles.others}>
          <h3 className={styles.othersTitle}>{t('chart.otherTypes')}</h3>
          {plan.others.map(({ type, request }) => (
            <ChartBlock
              key={type.id}
              request={request}
              kind={onKindChange ? kind : 'line'}
              seriesTypeId={series.typeId}
              height={300}
              testId={`type-chart-${type.id}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
