import { describe, expect, it } from 'vitest';
import { axisScale, axisTicks } from './axis-scale';
import { chartOption } from './chart-option';
import type { ChartTable } from './chart-table';

/** Chinese Taipei → Taipei → CO2, 2017-2026: figures that differ only in the second and third decimal. */
const taipei = [274.612, 274.604, 274.598, 274.61, 274.603, 274.607, 274.6, 274.615, 274.609, 274.601];

type Axis = { min: number; max: number; interval: number; axisLabel: { formatter: (v: number) => string } };

function labelsOf(values: number[], kind: 'line' | 'bar', lang: 'en' | 'zh' = 'en') {
  const table: ChartTable = {
    columns: [{ key: '7', label: 'Taipei', level: 'city', economyLevelFallback: false }],
    rows: values.map((value, i) => ({ year: 2017 + i, values: [value] })),
  };
  const option = chartOption({ table, kind, display: 'unit', decimals: 3, unit: 'Mt', lang, zoom: true });
  const axis = (option as unknown as { yAxis: Axis }).yAxis;
  return { axis, labels: axisTicks(axis).map((tick) => axis.axisLabel.formatter(tick)) };
}

describe('value axis labels', () => {
  it('never repeats a label for figures near 274.6 that differ in the 2nd–3rd decimal', () => {
    const { axis, labels } = labelsOf(taipei, 'line');
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(axis.min).toBeLessThanOrEqual(274.598);
    expect(axis.max).toBeGreaterThanOrEqual(274.615);
    expect(labels).toContain('274.600');
  });

  it('keeps whole numbers whole and starts bars at zero', () => {
    const { axis, labels } = labelsOf([12, 37, 58, 41], 'bar', 'zh');
    expect(axis.min).toBe(0);
    expect(labels).toEqual(['0', '20', '40', '60']);
  });

  it('shortens large amounts with enough digits to tell the ticks apart', () => {
    const scale = axisScale([1.701e12, 1.703e12, 1.708e12], { fromZero: false, display: 'unit', lang: 'en' });
    expect(scale).toMatchObject({ compact: true, digits: 3 });
    const { labels } = labelsOf([1.701e12, 1.703e12, 1.708e12], 'line');
    expect(labels[0]).toBe('1.700T');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('handles one flat value and no values', () => {
    const flat = axisScale([5, 5, 5], { fromZero: false, display: 'percent', lang: 'en' });
    expect(flat && flat.max > flat.min).toBe(true);
    expect(axisScale([null, undefined], { fromZero: false, display: 'unit', lang: 'en' })).toBeUndefined();
  });
});
