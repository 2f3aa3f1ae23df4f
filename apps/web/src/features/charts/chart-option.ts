import { type ObservationStatus, observationStatusLabel } from '@csp/contract/core';
import type { EChartsCoreOption } from 'echarts/core';
import type { Language } from '../../lib/language';
import { axisScale } from './axis-scale';
import type { ChartTable } from './chart-table';
import { CHART_COLORS, seriesStyle } from './palette';
import { formatAxisTick, formatAxisValue, formatValue, type ValueDisplay } from './value-format';

export type ChartKind = 'line' | 'bar';

export interface ChartOptionInput {
  table: ChartTable;
  kind: ChartKind;
  display: ValueDisplay;
  decimals: number;
  /** The unit in the language shown ('%' is used for percent displays). */
  unit: string;
  lang: Language;
  /** The slider under the x axis (live charts; not in exported images). */
  zoom: boolean;
  /** The zoom window to open with: first and last row index shown. */
  window?: readonly [number, number];
  animation?: boolean;
}

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

/** The axis title: the unit, or % for percent. */
export function axisUnit(display: ValueDisplay, unit: string): string {
  return display === 'percent' ? '%' : unit;
}

/** Whether a chart puts cities' own figures and economy-level (national) figures on one axis. */
export function mixesLevels(table: Pick<ChartTable, 'columns'>): boolean {
  const levels = new Set(table.columns.map((c) => c.level));
  return levels.has('city') && levels.has('economy');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface AxisPoint {
  axisValueLabel?: string;
  marker?: string;
  seriesName?: string;
  seriesIndex: number;
  dataIndex: number;
  value: unknown;
}

/**
 * A value carrying a status (projection, estimate...) is drawn hollow (line: a white point ringed in the place's
 * colour; bar: pale with a dashed edge), so a projected year never looks like an observed one.
 */
function pointOf(value: number | null, flag: ObservationStatus | null | undefined, color: string, kind: ChartKind) {
  if (!flag || value === null) return value;
  return kind === 'bar'
    ? { value, itemStyle: { color, opacity: 0.35, borderColor: color, borderWidth: 1.5, borderType: 'dashed' } }
    : { value, symbolSize: 9, itemStyle: { color: '#fff', borderColor: color, borderWidth: 2 } };
}

/**
 * The ECharts option of a chart table: one series per place (legend text from the server, which says when
 * figures are economy-level), a colour from the five-colour palette, a symbol and dash of its own, gaps where
 * a year has no figure. The legend is drawn outside the chart (HTML, readable and wrapping), so none here.
 */
export function chartOption(input: ChartOptionInput): EChartsCoreOption {
  const { table, kind, display, decimals, lang } = input;
  const unit = axisUnit(display, input.unit);
  const suffix = display === 'unit' && unit ? ` ${unit}` : '';
  const flagged = table.rows.some((row) => row.flags?.some(Boolean));
  const mixed = mixesLevels(table);
  const scale = axisScale(
    table.rows.flatMap((row) => row.values),
    { fromZero: kind === 'bar', display, lang },
  );
  return {
    animation: input.animation ?? true,
    animationDuration: 300,
    color: [...CHART_COLORS],
    textStyle: { fontFamily: FONT },
    grid: { left: 12, right: 24, top: 36, bottom: input.zoom ? 60 : 12, containLabel: true },
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (value: unknown) =>
        typeof value === 'number' ? `${formatValue(value, display, lang, decimals)}${suffix}` : '–',
      // With statuses: each line says its value's status ("Projection") after the figure.
      ...(flagged
        ? {
            formatter: (params: AxisPoint | AxisPoint[]) => {
              const points = Array.isArray(params) ? params : [params];
              const lines = points.map((p) => {
                const value = typeof p.value === 'number' ? p.value : null;
                const flag = table.rows[p.dataIndex]?.flags?.[p.seriesIndex];
                const text = value === null ? '–' : `${formatValue(value, display, lang, decimals)}${suffix}`;
                const status = flag ? ` (${observationStatusLabel(flag, lang)})` : '';
                return `${p.marker ?? ''}${escapeHtml(p.seriesName ?? '')}: <b>${escapeHtml(text)}</b>${escapeHtml(status)}`;
              });
              return [escapeHtml(points[0]?.axisValueLabel ?? ''), ...lines].join('<br/>');
            },
          }
        : {}),
    },
    xAxis: {
      type: 'category',
      data: table.rows.map((row) => String(row.year)),
      boundaryGap: kind === 'bar',
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      name: unit,
      nameTextStyle: { align: 'left', color: '#595959' },
      scale: kind === 'line',
      ...(scale ? { min: scale.min, max: scale.max, interval: scale.interval } : {}),
      axisLabel: {
        formatter: (value: number) =>
          scale
            ? formatAxisTick(value, display, lang, scale.digits, scale.compact)
            : formatAxisValue(value, display, lang),
      },
    },
    dataZoom: input.zoom
      ? [
          {
            type: 'slider',
            xAxisIndex: 0,
            height: 22,
            bottom: 14,
            filterMode: 'none',
            ...(input.window ? { startValue: input.window[0], endValue: input.window[1] } : {}),
          },
        ]
      : [],
    series: table.columns.map((column, i) => {
      const style = seriesStyle(i);
      return {
        id: column.key,
        type: kind,
        name: column.label,
        data: table.rows.map((row) => pointOf(row.values[i] ?? null, row.flags?.[i], style.color, kind)),
        symbol: style.symbol,
        symbolSize: 8,
        showSymbol: true,
        connectNulls: false,
        barMaxWidth: 28,
        // Beside city figures, an economy's (national) figures are drawn thinner and paler: a different kind of
        // place on the same axis (the legend and a note say so too).
        lineStyle:
          mixed && column.level === 'economy'
            ? { width: 1.5, type: style.dash, opacity: 0.7 }
            : { width: 2, type: style.dash },
        itemStyle: { color: style.color, borderColor: style.color },
        emphasis: { focus: 'series' },
      };
    }),
  };
}
