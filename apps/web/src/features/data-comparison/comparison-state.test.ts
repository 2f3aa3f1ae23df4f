import { describe, expect, it } from 'vitest';
import { decodeComparison, encodeComparison, MAX_PLACES, splitPlaces } from './comparison-state';
import { defaultPlaces, resolveComparison } from './resolve-comparison';

const now = new Date(2026, 5, 1);
const types = [
  { id: '1', computeType: 'stored' },
  { id: '2', computeType: 'yoy' },
];

describe('comparison URL state', () => {
  it('round-trips cities and whole economies, series, type, years, view and language', () => {
    const search = '?places=c1%2Cc18%2Ce5&series=4&type=2&from=2000&to=2020&yoy=1&lang=zh';
    const state = decodeComparison(new URLSearchParams(search));
    expect(state).toEqual({ places: ['c1', 'c18', 'e5'], series: '4', type: '2', from: 2000, to: 2020, yoy: true });
    expect(encodeComparison(state, 'zh')).toBe(search);
    expect(splitPlaces(state.places ?? [])).toEqual({ cityIds: ['1', '18'], countryIds: ['5'] });
  });

  it('drops malformed and repeated places and keeps at most the limit', () => {
    const many = Array.from({ length: 14 }, (_, i) => `c${i + 1}`).join(',');
    expect(decodeComparison(new URLSearchParams(`places=${many}`)).places).toHaveLength(MAX_PLACES);
    expect(decodeComparison(new URLSearchParams('places=c1,x2,c1,e,e3')).places).toEqual(['c1', 'e3']);
    expect(decodeComparison(new URLSearchParams('places=')).places).toBeUndefined();
  });
});

describe('comparison defaults', () => {
  const economies = [
    { id: '1', cities: [{ id: '1' }, { id: '2' }] },
    { id: '2', cities: [] },
    { id: '3', cities: [{ id: '7' }] },
    { id: '4', cities: [{ id: '9' }] },
    { id: '5', cities: undefined },
  ];

  it('compares the first city of the first three economies that have cities', () => {
    expect(defaultPlaces(economies)).toEqual(['c1', 'c7', 'c9']);
    expect(defaultPlaces([{ id: '1', cities: undefined }])).toBeUndefined();
    expect(defaultPlaces(undefined)).toBeUndefined();
  });

  it('fills series, type and the last 10 years, keeping chosen places', () => {
    const resolved = resolveComparison(
      { places: ['e5'], yoy: false },
      { economies, seriesLeaves: [{ id: '4' }], types },
      now,
    );
    expect(resolved).toMatchObject({ places: ['e5'], series: '4', type: '1', from: 2017, to: 2026, complete: true });
  });

  it('is not complete while the series types load, or with no places', () => {
    expect(resolveComparison({ yoy: false }, { economies, seriesLeaves: [{ id: '4' }] }, now).complete).toBe(false);
    expect(
      resolveComparison({ places: [], yoy: false }, { economies, seriesLeaves: [{ id: '4' }], types }, now).complete,
    ).toBe(false);
  });
});
