import { describe, expect, it } from 'vitest';
import { initialQueryState } from './query-state';
import { defaultType, resolveQuery } from './resolve-query';

const now = new Date(2026, 0, 1);
const ids = (...list: string[]) => list.map((id) => ({ id }));
const types = [
  { id: '1', computeType: 'stored' },
  { id: '2', computeType: 'yoy' },
];

describe('resolving the data query defaults (SPEC §2)', () => {
  it('waits for each list in turn, then picks the first of each', () => {
    const state = initialQueryState;
    expect(resolveQuery(state, {}, now)).toMatchObject({ country: undefined, complete: false, from: 2017, to: 2026 });
    expect(resolveQuery(state, { countries: ids('1', '2') }, now)).toMatchObject({ country: '1', city: undefined });
    const all = { countries: ids('1', '2'), cities: ids('11', '12'), citySeries: ids('4', '5'), types };
    expect(resolveQuery(state, all, now)).toMatchObject({
      country: '1',
      city: '11',
      series: '4',
      type: '1',
      complete: true,
    });
  });

  it('keeps a URL selection while its list loads, and replaces it when the list lacks it', () => {
    const state = { ...initialQueryState, country: '5', city: '18', series: '4', type: '2' };
    expect(resolveQuery(state, {}, now)).toMatchObject({ city: '18', series: '4', type: '2', complete: true });
    const lists = { countries: ids('1', '5'), cities: ids('19', '20'), citySeries: ids('4'), types };
    expect(resolveQuery(state, lists, now)).toMatchObject({ country: '5', city: '19', series: '4', type: '2' });
  });

  it('cascades a country change to the first city and its first series', () => {
    const state = { ...initialQueryState, country: '2', city: undefined, series: undefined };
    const lists = { countries: ids('1', '2'), cities: ids('30', '31'), citySeries: ids('9', '8'), types };
    expect(resolveQuery(state, lists, now)).toMatchObject({ country: '2', city: '30', series: '9' });
  });

  it('takes the series from all series in the indicator dimension', () => {
    const state = { ...initialQueryState, dim: 2 as const };
    const lists = { countries: ids('1'), cities: ids('11'), seriesLeaves: ids('7', '8'), citySeries: ids('4') };
    expect(resolveQuery(state, lists, now)).toMatchObject({ series: '7', complete: false });
    expect(resolveQuery(state, { ...lists, types: [] }, now)).toMatchObject({
      series: '7',
      type: undefined,
      complete: true,
    });
  });

  it('keeps a cleared statistical type cleared so the search can warn', () => {
    const state = { ...initialQueryState, type: null };
    const lists = { countries: ids('1'), cities: ids('11'), citySeries: ids('4'), types };
    expect(resolveQuery(state, lists, now)).toMatchObject({ type: null, complete: true });
  });

  it('gives nothing when an economy has no cities', () => {
    const resolved = resolveQuery(initialQueryState, { countries: ids('1'), cities: [] }, now);
    expect(resolved).toMatchObject({ country: '1', city: undefined, series: undefined, complete: false });
  });

  it('defaults to the first type that is not a year-on-year change', () => {
    expect(defaultType([{ id: '2', computeType: 'yoy' }, ...types])).toBe('1');
    expect(defaultType([{ id: '2', computeType: 'yoy' }])).toBe('2');
    expect(defaultType([])).toBeUndefined();
  });
});
