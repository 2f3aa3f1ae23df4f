import { chartDataSchema, placeTableSchema } from '@csp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helper.js';
import { type DemoIds, demoValues, expectRelClose, startDemoApp } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
const demo = demoValues();

beforeAll(async () => ({ t, ids } = await startDemoApp()));
afterAll(() => t.close());

/** GET /reception/data/table without a session; a 200 is checked against the contract (no key missing or extra). */
async function table(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `${t.base}/reception/data/table?${search}`, headers });
  if (res.statusCode === 200) {
    const result = res.json().result;
    expect(placeTableSchema.parse(result)).toEqual(result);
  }
  return res;
}

/** First and last non-null figure of a list aligned with years. */
function ends(years: number[], values: (number | null)[]) {
  const found = years.map((year, i) => [year, values[i]] as const).filter(([, v]) => v !== null && v !== undefined);
  if (found.length === 0) return null;
  const first = found[0] as readonly [number, number];
  const last = found[found.length - 1] as readonly [number, number];
  return { startYear: first[0], startValue: first[1], endYear: last[0], endValue: last[1] };
}

describe('place table (the explorer Table tab)', () => {
  it("lists every city with its own figures, each matching the chart's first and last figure in the years", async () => {
    const res = await table({ seriesId: ids.series('4100'), startYear: 2000, endYear: 2020, lang: 'zh' });
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r).toMatchObject({ startYear: 2000, endYear: 2020 });
    const cities = r.rows.filter((row: { place: { level: string } }) => row.place.level === 'city');
    expect(cities.length).toBeGreaterThan(5);
    expect(new Set(r.rows.map((row: { place: { key: string } }) => row.place.key)).size).toBe(r.rows.length);
    for (const row of cities) expect(row.place.economyLevelFallback).toBe(false);

    const sample = cities.slice(0, 50);
    const chart = await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/city/stat/reception/chart/display`,
      payload: {
        cityIds: sample.map((row: { place: { cityId: string } }) => row.place.cityId).join(','),
        seriesId: String(ids.series('4100')),
        startYear: 2000,
        endYear: 2020,
        lang: 'zh',
      },
    });
    const c = chartDataSchema.parse(chart.json().result);
    for (const row of sample) {
      const place = c.places.find((p) => p.cityId === row.place.cityId);
      expect(place?.level, row.place.name).toBe('city');
      expect(row.place.name).toBe(place?.name);
      expect({
        startYear: row.startYear,
        startValue: row.startValue,
        endYear: row.endYear,
        endValue: row.endValue,
      }).toEqual(ends(c.years, c.data[place?.key ?? ''] ?? []));
    }
  });

  it('leaves out cities whose figures would only be their economy’s, and gives economies their own', async () => {
    const res = await table({ seriesId: ids.series('1100'), startYear: 1990, endYear: 2020 });
    const r = res.json().result;
    expect(r.rows.filter((row: { place: { level: string } }) => row.place.level === 'city')).toEqual([]);
    const aus = r.rows.find((row: { place: { countryCode: string } }) => row.place.countryCode === 'AUS');
    const expected = demo('1100', 'AUS');
    const years = Array.from({ length: 31 }, (_, i) => 1990 + i);
    expect(aus).toMatchObject({
      ...ends(
        years,
        years.map((y) => expected.get(y) ?? null),
      ),
    });
    expect(aus.place).toMatchObject({ level: 'economy', key: `economy-${ids.country('AUS')}` });
    expect(r.unit).toBe('current US$');
  });

  it('computes derived types (GDP per person from GDP and population) for every economy', async () => {
    const r = (await table({ seriesId: ids.series('1200'), startYear: 2000, endYear: 2020 })).json().result;
    const chn = r.rows.find((row: { place: { countryCode: string } }) => row.place.countryCode === 'CHN');
    const gdp = demo('1100', 'CHN');
    const pop = demo('2100', 'CHN');
    expect(chn.startYear).toBe(2000);
    expectRelClose(chn.startValue, (gdp.get(2000) as number) / (pop.get(2000) as number), 'CHN 2000');
    expectRelClose(chn.endValue, (gdp.get(chn.endYear) as number) / (pop.get(chn.endYear) as number), 'CHN end');
    expect(r.rows.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses bad queries with 400 naming the field, unknown series or types with 404, and revalidates', async () => {
    const series = ids.series('1100');
    const order = await table({ seriesId: series, startYear: 2020, endYear: 2000 });
    expect(order.statusCode).toBe(400);
    expect(order.json().result.errors[0]).toMatchObject({ field: 'startYear' });
    expect((await table({ seriesId: 'abc' })).statusCode).toBe(400);
    expect((await table({ seriesId: series, startYear: '1e3' })).statusCode).toBe(400);
    expect((await table({ seriesId: series, startYear: 1000, endYear: 9000 })).statusCode).toBe(400);
    expect((await table({ seriesId: '99999999' })).json()).toMatchObject({ code: 404, message: 'seriesNotExist' });
    const wrongType = await table({ seriesId: series, typeId: ids.type('2100', 'value') });
    expect(wrongType.json()).toMatchObject({ code: 404, message: 'dimensionNotExist' });

    const first = await table({ seriesId: series, startYear: 2010, endYear: 2012 });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\//);
    const again = await table({ seriesId: series, startYear: 2010, endYear: 2012 }, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    const other = await table({ seriesId: series, startYear: 2010, endYear: 2013 }, { 'if-none-match': tag });
    expect(other.statusCode).toBe(200);
  });
});
