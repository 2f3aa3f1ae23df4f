import { describe, expect, it } from 'vitest';
import {
  flatOptions,
  initialActive,
  ROW_HEIGHT,
  rowWindow,
  scrollToRow,
  stepActive,
  visibleRows,
  WINDOW_FROM,
} from './select-model';

const options = [
  { value: 'a', label: 'Australia' },
  {
    label: 'China',
    options: [
      { value: 'bj', label: 'Beijing · China' },
      { value: 'tj', label: 'Tianjin · China', disabled: true },
      { value: 'sh', label: 'Shanghai · China' },
    ],
  },
  { value: 'c', label: 'Canada' },
];

describe('select model', () => {
  it('shows options whose label contains the search, in any case, under their group heading', () => {
    expect(visibleRows(options, '').map((r) => r.label)).toEqual([
      'Australia',
      'China',
      'Beijing · China',
      'Tianjin · China',
      'Shanghai · China',
      'Canada',
    ]);
    expect(visibleRows(options, 'CHINA').map((r) => r.kind)).toEqual(['group', 'option', 'option', 'option']);
    expect(visibleRows(options, 'an').map((r) => r.label)).toEqual([
      'China',
      'Tianjin · China',
      'Shanghai · China',
      'Canada',
    ]);
    expect(visibleRows(options, 'zzz')).toEqual([]);
  });

  it('disables options by flag or by rule', () => {
    const rows = visibleRows(options, '', (value) => value === 'c');
    expect(rows.filter((r) => r.kind === 'option' && r.disabled).map((r) => r.key)).toEqual(['tj', 'c']);
  });

  it('moves the active option over enabled options only, wrapping around', () => {
    const rows = visibleRows(options, '');
    expect(stepActive(rows, -1, 1)).toBe(0);
    expect(stepActive(rows, 0, 1)).toBe(2);
    expect(stepActive(rows, 2, 1)).toBe(4);
    expect(stepActive(rows, 5, 1)).toBe(0);
    expect(stepActive(rows, 0, -1)).toBe(5);
    expect(stepActive(visibleRows(options, 'tianjin'), -1, 1)).toBe(-1);
  });

  it('opens on the chosen option when it is shown and enabled, else on the first enabled one', () => {
    const rows = visibleRows(options, '');
    expect(initialActive(rows, 'sh')).toBe(4);
    expect(initialActive(rows, 'tj')).toBe(0);
    expect(initialActive(rows, undefined)).toBe(0);
    expect(initialActive(visibleRows(options, 'shang'), 'bj')).toBe(1);
  });

  it('flattens groups to find labels', () => {
    expect(flatOptions(options).map((o) => o.value)).toEqual(['a', 'bj', 'tj', 'sh', 'c']);
  });

  it('draws a short list whole and only the rows in view (and a few more) of a long one', () => {
    expect(rowWindow(WINDOW_FROM, 5000, 256)).toEqual({ first: 0, last: WINDOW_FROM, before: 0, after: 0 });
    const top = rowWindow(10_000, 0, 256);
    expect(top.first).toBe(0);
    expect(top.last).toBeGreaterThanOrEqual(256 / ROW_HEIGHT);
    expect(top.last).toBeLessThan(30);
    expect(top.before + (top.last - top.first) * ROW_HEIGHT + top.after).toBe(10_000 * ROW_HEIGHT);
    const middle = rowWindow(10_000, 5000 * ROW_HEIGHT, 256);
    expect(middle.first).toBeLessThanOrEqual(5000);
    expect(middle.last).toBeGreaterThanOrEqual(5000 + 256 / ROW_HEIGHT);
    expect(middle.before).toBe(middle.first * ROW_HEIGHT);
    const end = rowWindow(10_000, 10_000 * ROW_HEIGHT - 256, 256);
    expect(end.last).toBe(10_000);
    expect(end.after).toBe(0);
  });

  it('scrolls a row into view only when it is out of view', () => {
    expect(scrollToRow(3, 0, 256)).toBe(0);
    expect(scrollToRow(100, 0, 256)).toBe(101 * ROW_HEIGHT - 256);
    expect(scrollToRow(2, 10 * ROW_HEIGHT, 256)).toBe(2 * ROW_HEIGHT);
  });

  it('matches an option by its keywords as well as its label', () => {
    const cities = [
      { value: 1, label: 'Sydney · Australia', keywords: 'Sydney 悉尼' },
      { value: 2, label: 'Perth' },
    ];
    expect(visibleRows(cities, '悉尼').map((r) => r.key)).toEqual(['1']);
    expect(visibleRows(cities, 'perth').map((r) => r.key)).toEqual(['2']);
  });
});
