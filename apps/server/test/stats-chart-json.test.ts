import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChartValues,
  type ComputedChart,
  chartJson,
  chartObject,
  sharedPart,
  valuesJson,
} from '../src/modules/stats/chart-json.js';
import { yearList } from '../src/modules/stats/chart-parts.js';
import type { TestContext } from './helper.js';
import { type DemoIds, startDemoApp } from './stats-fixtures.js';

/** A small deterministic generator (the cases are the same on every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

describe('chart JSON text (chart-json.ts)', () => {
  it('writes the values exactly as JSON.stringify writes the data object, whatever the keys', () => {
    const next = random(7);
    const keys = [
      '0',
      '7',
      '882',
      '1023',
      '1024',
      '99999',
      '4294967294',
      '4294967295',
      '007',
      '-1',
      '1.5',
      'economy-3',
    ];
    const value = () => {
      const r = next();
      if (r < 0.2) return null;
      if (r < 0.4) return Math.round(r * 1e6);
      return (r - 0.5) * 10 ** Math.floor(next() * 30 - 10);
    };
    for (let round = 0; round < 500; round++) {
      const values: [string, (number | null)[]][] = [];
      const n = Math.floor(next() * 8);
      for (let i = 0; i < n; i++) {
        const key =
          next() < 0.6 ? (keys[Math.floor(next() * keys.length)] as string) : String(Math.floor(next() * 5000));
        values.push([key, Array.from({ length: Math.floor(next() * 5) }, value)]);
      }
      expect(valuesJson(values)).toBe(JSON.stringify(Object.fromEntries(values)));
    }
  });

  it('puts a chart together from the kept text of its shared parts, equal to JSON.stringify of the chart', () => {
    const place = sharedPart({ key: '882', name: 'Zürich "Z"', nameZh: '苏黎世\n', cityId: null });
    const economy = sharedPart({ key: 'economy-3', name: 'Economy', label: 'Economy (economy-level figure)' });
    const data: ChartValues = [
      ['882', [1.5, null, -0]],
      ['economy-3', [2, 3e21, 1e-7]],
      ['15', [null]],
    ];
    const chart = {
      requestParams: { startYear: 1990, endYear: 1992, cityIds: ['882', '15'] },
      data,
      years: yearList(1990, 1992),
      unit: 'US$',
      places: [place, economy, { key: '15', fresh: true }],
      series: sharedPart({ id: '4', name: 'GDP' }),
      type: { id: '9', code: 'value' },
      yearOnYear: false,
      note: undefined,
      publicationVersion: '12',
    } as unknown as ComputedChart;
    expect(chartJson(chart)).toBe(JSON.stringify(chartObject(chart)));
    expect(Object.keys(JSON.parse(chartJson(chart)))).not.toContain('note');
  });

  it('keeps shared parts from being changed, and one list of years per span', () => {
    const part = sharedPart({ name: 'a' });
    expect(Object.isFrozen(part)).toBe(true);
    expect(yearList(2000, 2002)).toEqual([2000, 2001, 2002]);
    expect(yearList(2000, 2002)).toBe(yearList(2000, 2002));
    expect(Object.isFrozen(yearList(2000, 2002))).toBe(true);
  });
});

describe('public chart replies', () => {
  let t: TestContext;
  let ids: DemoIds;
  beforeAll(async () => ({ t, ids } = await startDemoApp()));
  afterAll(() => t.close());

  it('are the text JSON.stringify gives of their result, in both languages, for cities, economies and derived types', async () => {
    // Cities asked for with the larger id first: the reply lists integer keys in ascending order, as objects do.
    const cityIds = [ids.city('Sydney').id, ids.city('Tokyo').id, ids.city('Tianjin').id].sort((a, b) => b - a);
    const queries = [
      {
        cityIds: cityIds.join(','),
        countryIds: `${ids.country('AUS')},${ids.country('CHN')}`,
        seriesId: ids.series('1100'),
      },
      { countryIds: `${ids.country('JPN')}`, seriesId: ids.series('1200'), startYear: 1990, endYear: 2020 },
      { countryIds: `${ids.country('USA')}`, seriesId: ids.series('1400'), resFlag: 1 },
    ];
    let checked = 0;
    for (const query of queries) {
      for (const language of ['en', 'zh-CN']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${t.base}/reception/city/stat/reception/examine/display`,
          headers: { 'accept-language': language },
          payload: query,
        });
        expect(res.statusCode).toBe(200);
        const text = res.body.slice(res.body.indexOf('"result":') + 9, res.body.lastIndexOf(',"timestamp":'));
        expect(text).toBe(JSON.stringify(res.json().result));
        checked += 1;
      }
    }
    expect(checked).toBe(6);
  });
});
