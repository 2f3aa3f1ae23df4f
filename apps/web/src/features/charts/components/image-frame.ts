import { type ChartData, dataUseLicence } from '@csp/contract/core';
import type { EChartsCoreOption } from 'echarts/core';
import type { TFunction } from 'i18next';
import type { Language } from '../../../lib/language';
import { type ChartKind, chartOption } from '../chart-option';
import type { ChartTable } from '../chart-table';
import type { ImageFrame } from '../export-image';
import type { ChartCredit } from '../source-credit';
import type { ValueDisplay } from '../value-format';

/** Builds, when asked, the option and frame of an exported image of what a chart shows. */
export interface ImageFrameSource {
  option: () => EChartsCoreOption;
  frame: () => ImageFrame;
}

export interface ImageFrameInput {
  chart: ChartData;
  /** The source and licence lines (`source-credit.ts`). */
  credit: ChartCredit;
  table: ChartTable;
  kind: ChartKind;
  display: ValueDisplay;
  decimals: number;
  lang: Language;
  title: string;
  t: TFunction<'client'>;
}

/** The visible rows without slider, titled, with the legend and source, unit and licence under it. */
export function imageFrameSource({
  chart,
  credit,
  table,
  kind,
  display,
  decimals,
  lang,
  title,
  t,
}: ImageFrameInput): ImageFrameSource {
  const from = table.rows[0]?.year ?? chart.requestParams.startYear;
  const to = table.rows.at(-1)?.year ?? chart.requestParams.endYear;
  const unit = display === 'percent' ? '%' : chart.unit;
  return {
    option: () =>
      chartOption({ table, kind, display, decimals, unit: chart.unit, lang, zoom: false, animation: false }),
    frame: () => ({
      title,
      subtitle: t('chart.imageSubtitle', { unit, from, to }),
      legend: table.columns.map((c) => c.label),
      kind,
      footer: [
        t('chart.sourceLine', { source: credit.source || '–' }),
        t('chart.unitLine', { unit }),
        t('chart.licenceLine', { licence: credit.licence || '–' }),
        dataUseLicence[lang],
        t('chart.retrievedLine', { date: new Date().toISOString().slice(0, 10), url: window.location.href }),
      ],
    }),
  };
}
