import { describe, expect, it } from 'vitest';
import { chartOption, mixesLevels } from './chart-option';
import type { ChartTable } from './chart-table';
import { CHART_COLORS, seriesStyle } from './palette';
import { formatAxisValue, formatValue, valueDisplay } from './value-format';

const table: ChartTable = {
  columns: [
    { key: '1', label: 'Sydney: Australia (economy-level figure)', level: 'economy', economyLevelFallback: true },
    { key: '18', label: 'Guangzhou', level: 'city', economyLevelFallback: false },
  ],
  rows: [
    { year: 2018, values: [1429733668185.9, 20] },
    { year: 2019, values: [null, 21] },
  ],
};

type AnyOption = {
  series: { type: string; name: string; data: unknown[]; symbol: string; lineStyle: { type: string } }[];
  xAxis: { data: string[] };
  yAxis: { name: string; axisLabel: { formatter: (v: number) => string } };
  tooltip: { valueFormatter: (v: unknown) => string };
  dataZoom: unknown[];
  color: string[];
};

describe('series → chart option', () => {
  it('draws one series per place with its server label, symbol and gaps', () => {
    const option = chartOption({
      table,
      kind: 'line',
      display: 'unit',
      decimals: 0,
      unit: 'current US$',
      lang: 'en',
      zoom: true,
    }) as unknown as AnyOption;
    expect(option.xAxis.data).toEqual(['2018', '2019']);
    expect(option.series.map((s) => [s.type, s.name, s.symbol])).toEqual([
      ['line', 'Sydney: Australia (economy-level figure)', 'circle'],
      ['line', 'Guangzhou', 'rect'],
    ]);
    expect(option.series[0]?.data).toEqual([1429733668185.9, null]);
    expect(option.yAxis.name).toBe('current US$');
    expect(option.dataZoom).toHaveLength(1);
    expect(option.color).toEqual([...CHART_COLORS]);
    expect(option.tooltip.valueFormatter(1429733668185.9)).toBe('1,429,733,668,186 current US$');
  });

  it('switches to bars and leaves the slider out of exported images', () => {
    const option = chartOption({
      table,
      kind: 'bar',
      display: 'percent',
      decimals: 2,
      unit: '%',
      lang: 'zh',
      zoom: false,
    }) as unknown as AnyOption;
    expect(option.series.every((s) => s.type === 'bar')).toBe(true);
    expect(option.dataZoom).toEqual([]);
    expect(option.yAxis.name).toBe('%');
    expect(option.yAxis.axisLabel.formatter(5)).toBe('5%');
    expect(option.tooltip.valueFormatter(7.751)).toBe('7.75%');
  });

  it('has five colours, and a symbol per series so lines read without colour', () => {
    expect(CHART_COLORS).toHaveLength(5);
    const styles = Array.from({ length: 10 }, (_, i) => seriesStyle(i));
    expect(new Set(styles.map((s) => s.symbol)).size).toBe(10);
    expect(styles[5]).toMatchObject({ color: CHART_COLORS[0], dash: 'dashed' });
    expect(styles[0]?.dash).toBe('solid');
  });
});

describe('values in the unit or in percent (SPEC §2)', () => {
  const base = { yearOnYear: false, type: { computeType: 'stored' }, series: { valueKind: 'amount' } };
  it('shows amounts in their unit, percent series and year-on-year views in percent', () => {
    expect(valueDisplay(base)).toBe('unit');
    expect(valueDisplay({ ...base, series: { valueKind: 'percent' } })).toBe('percent');
    expect(valueDisplay({ ...base, yearOnYear: true })).toBe('percent');
    expect(valueDisplay({ ...base, type: { computeType: 'yoy' } })).toBe('percent');
    expect(valueDisplay({ ...base, series: { valueKind: 'percent' } }, '1290523636901263682')).toBe('unit');
  });

  it('formats full values and short axis labels in both languages', () => {
    expect(formatValue(1234567.891, 'unit', 'en', 0)).toBe('1,234,568');
    expect(formatValue(null, 'unit', 'en', 0)).toBe('–');
    expect(formatValue(-2.4523, 'percent', 'zh', 2)).toBe('-2.45%');
    expect(formatAxisValue(1.7e12, 'unit', 'en')).toBe('1.7T');
    expect(formatAxisValue(1.7e12, 'unit', 'zh')).toBe('1.7万亿');
  });
});

describe('observation statuses in the chart option', () => {
  const flagged: ChartTable = {
    ...table,
    rows: [
      { year: 2018, values: [1429733668185.9, 20], flags: [null, null] },
      { year: 2019, values: [null, 21], flags: [null, 'projection'] },
    ],
  };
  const optionOf = (kind: 'line' | 'bar', t: ChartTable = flagged) =>
    chartOption({
      table: t,
      kind,
      display: 'unit',
      decimals: 0,
      unit: 'persons',
      lang: 'en',
      zoom: false,
    }) as unknown as {
      series: { data: unknown[] }[];
      tooltip: { formatter?: (p: unknown) => string };
    };

  it('draws a projected value hollow (line) or pale with a dashed edge (bar); observed values stay plain numbers', () => {
    const line = optionOf('line');
    expect(line.series[1]?.data[0]).toBe(20);
    expect(line.series[1]?.data[1]).toMatchObject({ value: 21, itemStyle: { color: '#fff' } });
    const bar = optionOf('bar');
    expect(bar.series[1]?.data[1]).toMatchObject({ value: 21, itemStyle: { borderType: 'dashed' } });
  });

  it('names the status in the tooltip, and keeps the plain tooltip without statuses', () => {
    const text = optionOf('line').tooltip.formatter?.([
      { axisValueLabel: '2019', marker: '', seriesName: 'Guangzhou <b>', seriesIndex: 1, dataIndex: 1, value: 21 },
    ]);
    expect(text).toBe('2019<br/>Guangzhou &lt;b&gt;: <b>21 persons</b> (Projection)');
    expect(optionOf('line', table).tooltip.formatter).toBeUndefined();
  });
});

describe('city and economy-level figures on one axis', () => {
  const widths = (t: ChartTable) =>
    (
      chartOption({
        table: t,
        kind: 'line',
        display: 'unit',
        decimals: 0,
        unit: '',
        lang: 'en',
        zoom: false,
      }) as unknown as {
        series: { lineStyle: { width: number; opacity?: number } }[];
      }
    ).series.map((s) => [s.lineStyle.width, s.lineStyle.opacity ?? 1]);

  it('draws the economy-level line thinner and paler beside a city, and knows the chart mixes levels', () => {
    expect(mixesLevels(table)).toBe(true);
    expect(widths(table)).toEqual([
      [1.5, 0.7],
      [2, 1],
    ]);
  });

  it('leaves a chart of one level as it is', () => {
    const cities: ChartTable = { ...table, columns: table.columns.map((c) => ({ ...c, level: 'city' as const })) };
    expect(mixesLevels(cities)).toBe(false);
    expect(widths(cities)).toEqual([
      [2, 1],
      [2, 1],
    ]);
  });
});
