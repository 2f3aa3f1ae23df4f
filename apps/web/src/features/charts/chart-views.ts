import type { EChartsCoreOption } from 'echarts/core';
import type { ChartTable } from './chart-table';

/**
 * The chart's optional views (issue 19), loaded on demand when a view asks for one, so the first load of the data
 * query page does not carry them: a log scale, figures relative to a base year (indexed to 100, or % change from
 * it), and each line's label at its end.
 */
export type Relative = 'index' | 'change';

export interface ChartViewOptions {
  log?: boolean;
  relative?: Relative;
  /** The base year of a relative view (absent: each place's first year with a figure). */
  base?: number;
  /** Each line's name at its last point (line charts). */
  ends?: boolean;
  /** Divided by the population of the same place and year (main chart; see per-person.ts). */
  perPerson?: boolean;
}

export const hasViewOptions = (o: ChartViewOptions) => Boolean(o.log || o.relative || o.ends || o.perPerson);

/** The base value of a column: its figure in the base year, or (no base year) its first figure. */
function baseValue(table: ChartTable, column: number, base: number | undefined): number | null {
  if (base !== undefined) return table.rows.find((row) => row.year === base)?.values[column] ?? null;
  for (const row of table.rows) {
    const v = row.values[column];
    if (v !== null && v !== undefined) return v;
  }
  return null;
}

/**
 * The table relative to a base year: value ÷ base × 100 (index) or (value ÷ base − 1) × 100 (% change). A place
 * without a figure in the base year (or with 0 there) has no relative figures; the statuses stay with the values.
 */
export function relativeTable(table: ChartTable, relative: Relative, base?: number): ChartTable {
  const bases = table.columns.map((_, i) => baseValue(table, i, base));
  const rows = table.rows.map((row) => ({
    ...row,
    values: row.values.map((v, i) => {
      const b = bases[i];
      if (v === null || v === undefined || b === null || b === undefined || b === 0) return null;
      const ratio = v / b;
      return relative === 'index' ? ratio * 100 : (ratio - 1) * 100;
    }),
  }));
  return { ...table, rows };
}

/** A log axis shows positive figures only: the others are left out (gaps). */
export function positiveOnly(table: ChartTable): ChartTable {
  return {
    ...table,
    rows: table.rows.map((row) => ({ ...row, values: row.values.map((v) => (v !== null && v > 0 ? v : null)) })),
  };
}

type SeriesOption = Record<string, unknown>;

/**
 * The ECharts option with a log value axis (base 10, ECharts' own ticks, labels kept by the option's formatter)
 * and/or each line labelled at its end with the place's name (room kept on the right for the labels).
 */
export function applyViewOptions(option: EChartsCoreOption, options: ChartViewOptions, kind: 'line' | 'bar') {
  const next: EChartsCoreOption = { ...option };
  if (options.log) {
    const { min: _min, max: _max, interval: _interval, ...axis } = option.yAxis as Record<string, unknown>;
    next.yAxis = { ...axis, type: 'log', logBase: 10, scale: true };
  }
  if (options.ends && kind === 'line') {
    const series = (option.series as SeriesOption[]).map((s) => ({
      ...s,
      endLabel: { show: true, formatter: '{a}', distance: 6, color: 'inherit', fontSize: 12 },
    }));
    next.series = series;
    next.grid = { ...(option.grid as Record<string, unknown>), right: endLabelRoom(series) };
  }
  return next;
}

/** Room on the right for the longest end label (about 7 px a character, 220 px at most). */
function endLabelRoom(series: readonly SeriesOption[]): number {
  const longest = Math.max(0, ...series.map((s) => String(s.name ?? '').length));
  return Math.min(220, 24 + longest * 7);
}
