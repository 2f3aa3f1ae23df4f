import type { ChartData, SeriesTreeNode } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { perPersonChart, perPersonDecimals, perPersonPlan, perPersonValue } from './per-person';

describe('perPersonValue (exact decimal, half away from zero, 4 significant figures)', () => {
  it('divides and keeps 4 significant figures', () => {
    expect(perPersonValue(21_000_000_000, 1_400_000)).toBe(15_000);
    expect(perPersonValue(2, 3)).toBe(0.6667);
    expect(perPersonValue(1, 3)).toBe(0.3333);
    expect(perPersonValue(123_456_789, 1)).toBe(123_500_000);
    expect(perPersonValue(-2, 3)).toBe(-0.6667);
  });
  it('rounds ties exactly in decimal, where binary floating point would not', () => {
    // 1.0005 is 1.000499999… as a double: toPrecision(4) gives "1.000"; exactly, the tie rounds up.
    expect(Number((1.0005).toPrecision(4))).toBe(1);
    expect(perPersonValue(1.0005, 1)).toBe(1.001);
    expect(perPersonValue(10.005, 10)).toBe(1.001);
    // 0.1 + 0.2 style error does not leak: 0.3 ÷ 0.1 is exactly 3.
    expect(perPersonValue(0.3, 0.1)).toBe(3);
    expect(perPersonValue(9.9995, 1)).toBe(10);
  });
  it('is empty without a positive population or a value', () => {
    expect(perPersonValue(5, 0)).toBeNull();
    expect(perPersonValue(5, -3)).toBeNull();
    expect(perPersonValue(null, 3)).toBeNull();
    expect(perPersonValue(5, null)).toBeNull();
    expect(perPersonValue(Number.NaN, 3)).toBeNull();
    expect(perPersonValue(0, 3)).toBe(0);
  });
  it('shows no more decimals than the largest figure needs', () => {
    expect(perPersonDecimals([15_000, 12_340])).toBe(0);
    expect(perPersonDecimals([0.6667, 0.3333])).toBe(4);
    expect(perPersonDecimals([65.43, 0.1234])).toBe(2);
    expect(perPersonDecimals([null, null])).toBe(0);
  });
});

const node = (id: string, number: string, pid: string | null, extra: Partial<SeriesTreeNode> = {}) =>
  ({
    id,
    number,
    pid,
    nameEn: `S${number}`,
    nameZh: `序列${number}`,
    sourceEn: '',
    children: [],
    ...extra,
  }) as unknown as SeriesTreeNode;
const tree = [
  { ...node('g1', '1000', null), children: [node('11', '1100', 'g1'), node('12', '1200', 'g1')] },
  { ...node('g2', '2000', null), children: [node('21', '2100', 'g2')] },
  {
    ...node('g4', '4000', null),
    children: [node('41', '4100', 'g4', { sourceEn: 'UN' }), node('42', '4200', 'g4', { sourceEn: 'BEA' })],
  },
] as SeriesTreeNode[];
const series = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  valueKind: 'amount',
  unitEn: 'current US$',
  unitZh: '现价美元',
  nameEn: 'GDP',
  sourceEn: 'World Bank',
  pid: 'g1',
  ...extra,
});

describe('perPersonPlan', () => {
  it('uses the economies’ total population and the same publisher’s city population', () => {
    expect(perPersonPlan(series('1100'), tree, false)).toMatchObject({
      available: true,
      population: { economy: '21', city: '41' },
    });
    expect(perPersonPlan(series('5200', { sourceEn: 'BEA', pid: 'g5' }), tree, false)).toMatchObject({
      population: { city: '42' },
    });
  });
  it('matches the publisher, not the whole source text (another table of the BEA uses the BEA’s metro population)', () => {
    const bea = (table: string) => `U.S. Bureau of Economic Analysis, Regional Economic Accounts, table ${table}.`;
    const real = [
      tree[0],
      tree[1],
      {
        ...node('g4', '4000', null),
        children: [
          node('41', '4100', 'g4', { sourceEn: 'United Nations, Department of Economic and Social Affairs' }),
          node('42', '4200', 'g4', { sourceEn: bea('CAINC1') }),
        ],
      },
    ] as SeriesTreeNode[];
    expect(perPersonPlan(series('5200', { sourceEn: bea('CAGDP1'), pid: 'g5' }), real, false)).toMatchObject({
      population: { city: '42', names: { city: { number: '4200' } } },
    });
    expect(perPersonPlan(series('5200', { sourceEn: 'Tokyo Statistics, X', pid: 'g5' }), real, false)).toMatchObject({
      population: { city: '41' },
    });
  });
  it('says why not', () => {
    expect(perPersonPlan(series('1100'), tree, true)).toEqual({ available: false, reason: 'yoy' });
    expect(perPersonPlan(series('1300', { valueKind: 'percent' }), tree, false)).toEqual({
      available: false,
      reason: 'notAmount',
    });
    expect(perPersonPlan(series('1200', { unitEn: 'current US$ per person' }), tree, false)).toEqual({
      available: false,
      reason: 'perPerson',
    });
    expect(perPersonPlan(series('2200', { pid: 'g2' }), tree, false)).toEqual({
      available: false,
      reason: 'population',
    });
    expect(perPersonPlan(series('1100'), [tree[0] as SeriesTreeNode], false)).toEqual({
      available: false,
      reason: 'noPopulation',
    });
  });
});

describe('perPersonChart', () => {
  const place = (key: string, level: 'city' | 'economy', cityId: string | null, countryId: string) =>
    ({ key, level, cityId, countryId, label: key }) as ChartData['places'][number];
  const reply = (places: ChartData['places'], data: Record<string, (number | null)[]>, years = [2000, 2001]) =>
    ({
      years,
      places,
      data,
      unit: 'US$',
      unitEn: 'US$',
      unitZh: '美元',
      series: { decimals: 0, valueKind: 'amount' },
    }) as unknown as ChartData;

  it('divides each place by its own population in the same year, by level', () => {
    const chart = reply([place('c20', 'city', '20', '5'), place('e5', 'economy', '7', '5')], {
      c20: [1000, 2000],
      e5: [30, null],
    });
    const economy = reply([place('x', 'economy', null, '5')], { x: [4, 8] }, [2000, 2001]);
    // The city's population reply has its years in another order: matched by year, not by position.
    const city = reply([place('y', 'city', '20', '5')], { y: [400, 300] }, [2001, 2000]);
    const out = perPersonChart(chart, { economy, city }, { en: ' per person', zh: '/人', current: ' per person' });
    expect(out.chart.data).toEqual({ c20: [3.333, 5], e5: [7.5, null] });
    expect(out.chart.unit).toBe('US$ per person');
    expect(out.chart.unitZh).toBe('美元/人');
    expect(out.chart.series.decimals).toBe(3);
    expect(out.missing).toEqual([]);
  });
  it('leaves a place without population figures empty and names it', () => {
    const chart = reply([place('c9', 'city', '9', '5')], { c9: [1, 2] });
    const out = perPersonChart(chart, { city: reply([], {}) }, { en: ' per person', zh: '/人', current: '/人' });
    expect(out.chart.data).toEqual({ c9: [null, null] });
    expect(out.missing).toEqual(['c9']);
  });
});
