import { chartDataSchema, placeGridSchema } from '@csp/contract';
import JSONstat from 'jsonstat-toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helper.js';
import { type DemoIds, demoValues, expectRelClose, startDemoApp } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
const demo = demoValues();

beforeAll(async () => ({ t, ids } = await startDemoApp()));
afterAll(() => t.close());

const search = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));

/** A public GET without a session. */
function get(path: string, query: Record<string, string | number>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${t.base}${path}?${search(query)}`, headers });
}

/** GET /reception/data/map; a 200 is checked against the contract (no key missing or extra). */
async function grid(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const res = await get('/reception/data/map', query, headers);
  if (res.statusCode === 200) {
    const result = res.json().result;
    expect(placeGridSchema.parse(result)).toEqual(result);
  }
  return res;
}

describe('place grid (the explorer Map tab)', () => {
  it("gives every city its own figures year by year, the same as the chart's", async () => {
    const res = await grid({ seriesId: ids.series('4100'), startYear: 2000, endYear: 2020, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const g = placeGridSchema.parse(res.json().result);
    expect(g.years).toEqual(Array.from({ length: 21 }, (_, i) => 2000 + i));
    const cities = g.places.filter((p) => p.level === 'city');
    expect(cities.length).toBeGreaterThan(5);
    expect(new Set(g.places.map((p) => p.key)).size).toBe(g.places.length);
    for (const p of g.places) expect(g.data[p.key]).toHaveLength(21);

    const sample = cities.slice(0, 40);
    const chart = await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/city/stat/reception/chart/display`,
      payload: {
        cityIds: sample.map((p) => p.cityId).join(','),
        seriesId: String(ids.series('4100')),
        startYear: 2000,
        endYear: 2020,
        lang: 'en',
      },
    });
    const c = chartDataSchema.parse(chart.json().result);
    for (const place of sample) {
      const shown = c.places.find((p) => p.cityId === place.cityId);
      expect(shown?.level, place.name).toBe('city');
      expect(g.data[place.key]).toEqual(c.data[shown?.key ?? '']);
    }
  });

  it('shades economies for an economy-level series (no city rows), with derived types computed', async () => {
    const gdp = (await grid({ seriesId: ids.series('1100'), startYear: 1990, endYear: 2020 })).json().result;
    expect(gdp.places.filter((p: { level: string }) => p.level === 'city')).toEqual([]);
    const aus = gdp.places.find((p: { countryCode: string }) => p.countryCode === 'AUS');
    const expected = demo('1100', 'AUS');
    expect(gdp.data[aus.key]).toEqual(gdp.years.map((y: number) => expected.get(y) ?? null));

    const perPerson = (await grid({ seriesId: ids.series('1200'), startYear: 2000, endYear: 2020 })).json().result;
    const chn = perPerson.places.find((p: { countryCode: string }) => p.countryCode === 'CHN');
    const at2010 = perPerson.data[chn.key][perPerson.years.indexOf(2010)];
    expectRelClose(
      at2010,
      (demo('1100', 'CHN').get(2010) as number) / (demo('2100', 'CHN').get(2010) as number),
      'CHN',
    );
  });

  it('refuses bad queries with 400, unknown series with 404, and revalidates with the ETag', async () => {
    const series = ids.series('1100');
    const order = await grid({ seriesId: series, startYear: 2020, endYear: 2000 });
    expect(order.statusCode).toBe(400);
    expect(order.json().result.errors[0]).toMatchObject({ field: 'startYear' });
    expect((await grid({ seriesId: "1 OR 1=1'" })).statusCode).toBe(400);
    expect((await grid({ seriesId: series, startYear: '2000\u0000' })).statusCode).toBe(400);
    expect((await grid({ seriesId: series, startYear: 1000, endYear: 9000 })).statusCode).toBe(400);
    const missing = await grid({ seriesId: '99999999' }, { 'accept-language': 'zh-CN' });
    expect(missing.json()).toMatchObject({ code: 404, message: 'seriesNotExist' });
    const wrongType = await grid({ seriesId: series, typeId: ids.type('2100', 'value') });
    expect(wrongType.json()).toMatchObject({ code: 404, message: 'dimensionNotExist' });

    const first = await grid({ seriesId: series, startYear: 2010, endYear: 2012 });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\//);
    expect(
      (await grid({ seriesId: series, startYear: 2010, endYear: 2012 }, { 'if-none-match': tag })).statusCode,
    ).toBe(304);
    const other = await grid({ seriesId: series, startYear: 2010, endYear: 2013 }, { 'if-none-match': tag });
    expect(other.statusCode).toBe(200);
  });
});

describe('JSON-stat 2.0 and full downloads', () => {
  it('gives the chart query as a JSON-stat dataset that jsonstat-toolkit reads back to the chart figures', async () => {
    const city = ids.city('Tokyo');
    const query = {
      cityIds: String(city.id),
      countryIds: String(ids.country('AUS')),
      seriesId: String(ids.series('2100')),
      startYear: 2000,
      endYear: 2010,
      lang: 'zh',
    };
    const res = await get('/reception/data/chart.jsonstat', query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="series-2100-2000-2010\.json"/);
    const body = res.json();
    expect(body).toMatchObject({ version: '2.0', class: 'dataset' });
    const ds = JSONstat(body);
    expect(ds.class).toBe('dataset');
    expect(ds.id).toEqual(['indicator', 'place', 'year']);
    expect(ds.role?.time).toEqual(['year']);
    expect(ds.role?.geo).toEqual(['place']);

    const chart = chartDataSchema.parse((await get('/reception/data/chart', query)).json().result);
    const places = ds.Dimension('place');
    expect(places?.id).toEqual(chart.places.map((p) => p.key));
    expect(ds.Dimension('year')?.id).toEqual(chart.years.map(String));
    const indicator = ds.Dimension('indicator');
    expect(indicator?.Category(0)?.unit?.label).toBe(chart.unit);
    let compared = 0;
    for (const place of chart.places) {
      expect(places?.Category(place.key)?.label).toBe(place.label);
      for (const [i, year] of chart.years.entries()) {
        const cell = ds.Data({ place: place.key, year: String(year) });
        expect(cell?.value ?? null).toBe(chart.data[place.key]?.[i] ?? null);
        compared++;
      }
    }
    expect(compared).toBe(chart.places.length * chart.years.length);
    expect(body.note.join(' ')).toContain(chart.series.licence);

    const yoy = JSONstat((await get('/reception/data/yearToYear.jsonstat', query)).json());
    expect(yoy.Dimension('indicator')?.Category(0)?.unit?.label).toBe('%');
  });

  it('downloads a whole series (every place, years trimmed to those with figures) as JSON-stat, CSV and XLSX', async () => {
    const seriesId = ids.series('1100');
    const res = await get('/reception/data/series.jsonstat', { seriesId, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const ds = JSONstat(res.json());
    const years = ds.Dimension('year')?.id ?? [];
    const aus = demo('1100', 'AUS');
    const ausYears = [...aus.keys()].sort((a, b) => a - b);
    expect(Number(years[0])).toBeLessThanOrEqual(ausYears[0] as number);
    const key = `economy-${ids.country('AUS')}`;
    for (const year of ausYears) {
      expect(ds.Data({ place: key, year: String(year) })?.value).toBe(aus.get(year));
    }
    // Trimmed: the first and last years have a figure somewhere.
    const table = ds.toTable({ type: 'arrobj' });
    for (const edge of [years[0], years[years.length - 1]]) {
      expect(table.some((row) => row.year === edge && row.value !== null)).toBe(true);
    }

    const csv = await get('/reception/data/series.csv', { seriesId, lang: 'en', startYear: 2000, endYear: 2001 });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/series-1100-.*-2000-2001-all-places\.csv/);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^place,level,economy_code/);
    const ausLine = lines.find((l) => l.includes(',economy,AUS,') && l.includes(',2001,'));
    expect(ausLine).toContain(`,${aus.get(2001)},`);

    const xlsx = await get('/reception/data/series.xlsx', { seriesId, startYear: 2000, endYear: 2001 });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const tag = res.headers.etag as string;
    const again = await get('/reception/data/series.jsonstat', { seriesId, lang: 'en' }, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect((await get('/reception/data/series.csv', { seriesId: 'x;DROP TABLE series' })).statusCode).toBe(400);
    expect((await get('/reception/data/series.jsonstat', { seriesId: '99999999' })).statusCode).toBe(404);
  });
});
