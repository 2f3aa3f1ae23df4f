import { describe, expect, it } from 'vitest';
import { flatOptions, initialActive, stepActive, visibleRows } from './select-model';

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
});
