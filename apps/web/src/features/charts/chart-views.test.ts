import { describe, expect, it } from 'vitest';
import type { ChartTable } from './chart-table';
import { applyViewOptions, positiveOnly, relativeTable } from './chart-views';

const table: ChartTable = {
  columns: [
    { key: 'a', label: 'Tokyo', level: 'city', economyLevelFallback: false },
    { key: 'b', label: 'Sydney', level: 'city', economyLevelFallback: false },
  ],
  rows: [
    { year: 2000, values: [null, 50] },
    { year: 2001, values: [200, 100] },
    { year: 2002, values: [300, 0] },
  ],
};

describe('chart views (issue 19)', () => {
  it('indexes each place to 100 in the base year, or to its first figure', () => {
    expect(relativeTable(table, 'index', 2001).rows.map((r) => r.values)).toEqual([
      [null, 50],
      [100, 100],
      [150, 0],
    ]);
    expect(relativeTable(table, 'index').rows.map((r) => r.values)).toEqual([
      [null, 100],
      [100, 200],
      [150, 0],
    ]);
  });

  it('gives the % change from the base year; no base figure, no relative figures', () => {
    expect(relativeTable(table, 'change', 2001).rows.map((r) => r.values)).toEqual([
      [null, -50],
      [0, 0],
      [50, -100],
    ]);
    expect(relativeTable(table, 'change', 2000).rows.map((r) => r.values[0])).toEqual([null, null, null]);
  });

  it('leaves non-positive figures off a log axis', () => {
    expect(positiveOnly(table).rows[2]?.values).toEqual([300, null]);
  });

  it('makes the value axis logarithmic without the linear bounds, and labels line ends', () => {
    const option = {
      yAxis: { type: 'value', min: 0, max: 10, interval: 2, axisLabel: {} },
      grid: { left: 12, right: 24 },
      series: [{ name: 'Tokyo' }, { name: 'Ho Chi Minh City' }],
    };
    const log = applyViewOptions(option, { log: true }, 'line');
    expect(log.yAxis).toEqual({ type: 'log', logBase: 10, scale: true, axisLabel: {} });
    expect(log.series).toBe(option.series);
    const ends = applyViewOptions(option, { ends: true }, 'line') as unknown as {
      grid: { right: number };
      series: { endLabel: { show: boolean; formatter: string } }[];
    };
    expect(ends.series.map((s) => s.endLabel.show)).toEqual([true, true]);
    expect(ends.series[0]?.endLabel.formatter).toBe('{a}');
    expect(ends.grid.right).toBeGreaterThan(24 + 'Ho Chi Minh City'.length * 6);
    expect(applyViewOptions(option, { ends: true }, 'bar').series).toBe(option.series);
  });
});
