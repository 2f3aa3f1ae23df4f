import { chartDataSchema } from '@csp/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, demoValues, expectRelClose, headers, startDemoApp } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
const demo = demoValues();

beforeAll(async () => ({ t, ids } = await startDemoApp()));
afterAll(() => t.close());

/** A chart POST; every successful reply is checked against the contract (no key missing, none extra). */
async function chart(body: Record<string, unknown>, path = 'examine/display') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.base}/reception/city/stat/reception/${path}`,
    payload: body,
  });
  if (res.statusCode === 200) {
    const result = res.json().result;
    expect(chartDataSchema.parse(result)).toEqual(result);
  }
  return res;
}

/** Independent chaining of annual % rates into an index of 100 in the base year (the demo's documented rule). */
function chain(rates: Map<number, number>, base: number) {
  const out = new Map<number, number>([[base, 100]]);
  let v = 100;
  for (let y = base + 1; rates.has(y); y++) {
    v = v * (1 + (rates.get(y) as number) / 100);
    out.set(y, v);
  }
  v = 100;
  for (let y = base - 1; rates.has(y); y--) {
    v = v / (1 + (rates.get(y + 1) as number) / 100);
    out.set(y, v);
  }
  return out;
}

describe('public chart query (SPEC §3)', () => {
  it('serves an economy its published values, keyed and aligned with the years', async () => {
    const aus = ids.country('AUS');
    const res = await chart({
      countryIds: String(aus),
      seriesId: String(ids.series('1100')),
      startYear: 1990,
      endYear: 2020,
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r.years).toHaveLength(31);
    expect(r.requestParams).toMatchObject({ startYear: 1990, endYear: 2020, countryIds: [String(aus)] });
    expect(r.unit).toBe('current US$');
    const key = `economy-${aus}`;
    expect(r.places).toEqual([
      expect.objectContaining({ key, level: 'economy', countryCode: 'AUS', economyLevelFallback: false }),
    ]);
    const expected = demo('1100', 'AUS');
    for (const [i, y] of (r.years as number[]).entries()) expect(r.data[key][i]).toBe(expected.get(y) ?? null);
    expect(expected.size).toBeGreaterThan(30);
  });

  it("shows a city without city figures its economy's figures, labelled economy-level, never as the city's", async () => {
    const sydney = ids.city('Sydney');
    const res = await chart({ cityIds: `${sydney.id}`, seriesId: ids.series('1100'), startYear: 2000, endYear: 2010 });
    const r = res.json().result;
    const place = r.places[0];
    expect(place).toMatchObject({
      key: String(sydney.id),
      cityId: String(sydney.id),
      level: 'economy',
      economyLevelFallback: true,
    });
    expect(place.nameEn).toBe('Australia');
    expect(place.label).toMatch(/Sydney.*Australia.*economy-level figure/);
    expect(r.data[String(sydney.id)]).toEqual(r.years.map((y: number) => demo('1100', 'AUS').get(y) ?? null));
    const zh = await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/city/stat/reception/examine/display`,
      headers: { 'accept-language': 'zh-CN' },
      payload: { cityIds: [sydney.id], seriesId: ids.series('1100'), startYear: 2000, endYear: 2001 },
    });
    expect(zh.json().result.places[0].label).toBe('悉尼：澳大利亚（经济体层面数据）');
  });

  it('computes GDP per person from GDP and population to 1e-9, as the demo build did', async () => {
    const res = await chart({
      countryIds: [ids.country('CHN'), ids.country('JPN'), ids.country('PNG')].join(','),
      seriesId: ids.series('1200'),
      startYear: 1960,
      endYear: 2023,
    });
    const r = res.json().result;
    let checked = 0;
    for (const code of ['CHN', 'JPN', 'PNG']) {
      const gdp = demo('1100', code);
      const pop = demo('2100', code);
      const values = r.data[`economy-${ids.country(code)}`];
      for (const [i, y] of (r.years as number[]).entries()) {
        const g = gdp.get(y);
        const p = pop.get(y);
        if (g === undefined || p === undefined || p === 0) {
          expect(values[i]).toBeNull();
          continue;
        }
        expectRelClose(values[i], g / p, `${code} ${y}`);
        expectRelClose(values[i], demo('1200', code).get(y) as number, `${code} ${y} vs demo`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('chains the GDP deflator index from the inflation series (2017 = 100)', async () => {
    const usa = ids.country('USA');
    const r = (await chart({ countryIds: usa, seriesId: ids.series('1400'), startYear: 1961, endYear: 2023 })).json()
      .result;
    const expected = chain(demo('1300', 'USA'), 2017);
    const values = r.data[`economy-${usa}`];
    expect(values[r.years.indexOf(2017)]).toBe(100);
    for (const [i, y] of (r.years as number[]).entries()) {
      if (!expected.has(y)) {
        expect(values[i]).toBeNull();
        continue;
      }
      expectRelClose(values[i], expected.get(y) as number, `USA ${y}`);
    }
  });

  it('computes constant-price GDP (2017 base) from a formula type added through the API', async () => {
    const admin = await signedInUser(t.app, t.database.db, { perms: ['dimension:add'] });
    const add = await t.app.inject({
      method: 'POST',
      url: `${t.base}/dimension/addDimension`,
      headers: headers(admin.token),
      payload: {
        seriesId: String(ids.series('1100')),
        code: 'const2017',
        nameEn: 'Constant 2017 prices',
        nameZh: '2017年不变价',
        computeType: 'formula',
        formula: 'S1100 / S1400',
        parameters: { baseYear: 2017, rebase: ['S1400'] },
      },
    });
    expect(add.statusCode, add.body).toBe(200);
    const typeId = add.json().result.id;
    for (const code of ['KOR', 'MEX']) {
      const id = ids.country(code);
      const r = (
        await chart({ countryIds: id, seriesId: ids.series('1100'), typeId, startYear: 1990, endYear: 2023 })
      ).json().result;
      const deflator = chain(demo('1300', code), 2017);
      const gdp = demo('1100', code);
      for (const [i, y] of (r.years as number[]).entries()) {
        const g = gdp.get(y);
        const d = deflator.get(y);
        if (g === undefined || d === undefined) {
          expect(r.data[`economy-${id}`][i]).toBeNull();
          continue;
        }
        expectRelClose(r.data[`economy-${id}`][i], (g * 100) / d, `${code} ${y}`);
      }
      expect(r.data[`economy-${id}`][r.years.indexOf(2017)]).toBe(gdp.get(2017));
    }
  });

  it('answers year-on-year change in percent, from the endpoint and from the stored yoy type alike', async () => {
    const kor = ids.country('KOR');
    const body = { countryIds: String(kor), seriesId: ids.series('2100'), startYear: 1970, endYear: 2020 };
    const r = (await chart(body, 'chart/yearToYear')).json().result;
    expect(r.unit).toBe('%');
    expect(r.yearOnYear).toBe(true);
    const pop = demo('2100', 'KOR');
    for (const [i, y] of (r.years as number[]).entries()) {
      const cur = pop.get(y) as number;
      const prev = pop.get(y - 1) as number;
      expectRelClose(r.data[`economy-${kor}`][i], ((cur - prev) / prev) * 100, `KOR ${y}`);
    }
    const viaType = (await chart({ ...body, typeId: ids.type('2100', 'yoy') })).json().result;
    expect(viaType.data).toEqual(r.data);
    const viaFlag = (await chart({ ...body, resFlag: 1 })).json().result;
    expect(viaFlag.data).toEqual(r.data);
  });

  it('refuses bad queries with 400 naming the field, and unknown places or series with 404', async () => {
    const series = ids.series('1100');
    const none = await chart({ seriesId: series });
    expect(none.statusCode).toBe(400);
    expect(none.json().result.errors[0]).toMatchObject({ field: 'cityIds' });
    const order = await chart({ countryIds: ids.country('AUS'), seriesId: series, startYear: 2020, endYear: 2000 });
    expect(order.statusCode).toBe(400);
    expect(order.json().result.errors[0]).toMatchObject({
      field: 'startYear',
      message: 'The start year cannot be later than the end year',
    });
    const badId = await chart({ cityIds: '12,abc', seriesId: series });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().result.errors[0].message).toBe('The city id is not in the expected form');
    expect((await chart({ cityIds: '99999999', seriesId: series })).json()).toMatchObject({
      code: 404,
      message: 'cityNotExist',
    });
    expect((await chart({ countryIds: '99999999', seriesId: series })).json().message).toBe('countryNotExist');
    expect((await chart({ countryIds: ids.country('AUS'), seriesId: '99999999' })).json().message).toBe(
      'seriesNotExist',
    );
    const wrongType = await chart({
      countryIds: ids.country('AUS'),
      seriesId: series,
      typeId: ids.type('2100', 'value'),
    });
    expect(wrongType.json()).toMatchObject({ code: 404, message: 'dimensionNotExist' });
  });
});

describe('stable URLs, files and caching', () => {
  it('serves the same query as JSON, CSV and XLSX with source, unit, licence and retrieval date', async () => {
    const aus = ids.country('AUS');
    const q = `seriesId=${ids.series('2100')}&countryIds=${aus}&startYear=2015&endYear=2020`;
    const json = (await t.app.inject({ url: `${t.base}/reception/data/chart?${q}` })).json().result;
    const pop = demo('2100', 'AUS');
    expect(json.data[`economy-${aus}`]).toEqual([2015, 2016, 2017, 2018, 2019, 2020].map((y) => pop.get(y)));

    const csv = await t.app.inject({ url: `${t.base}/reception/data/chart.csv?${q}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('series-2100-2015-2020.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'place,level,economy_code,economy,requested_city_id,requested_city,series_number,series,statistical_type,year,value,unit,source,licence,retrieved,observation_status,kind_of_area,footnote',
    );
    expect(lines).toHaveLength(7);
    const first = lines[1] as string;
    expect(first).toContain(`,2015,${pop.get(2015)},persons,`);
    expect(first).toContain('World Bank');
    expect(first).toContain('PDDL');
    expect(first).toContain('draft of 3 September 2020');
    // Then no status, and no kind of area or footnote (an economy's figures).
    expect(first).toMatch(/,\d{4}-\d\d-\d\dT[\d:.]+Z,,,$/);

    const xlsx = await t.app.inject({ url: `${t.base}/reception/data/chart.xlsx?${q}` });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const data = book.getWorksheet('Data');
    expect(data?.getRow(2).getCell(10).value).toBe(2015);
    expect(data?.getRow(2).getCell(11).value).toBe(pop.get(2015));
    const about = book.getWorksheet('About');
    const aboutText = JSON.stringify(about?.getSheetValues());
    expect(aboutText).toContain('persons');
    expect(aboutText).toContain('World Bank');
    expect(aboutText).toContain('draft of 3 September 2020');
  });

  it('answers 304 to a matching ETag and a new ETag once a publication changes', async () => {
    const url = `${t.base}/reception/data/chart?seriesId=${ids.series('3100')}&countryIds=${ids.country('NZL')}&startYear=2000&endYear=2001`;
    const first = await t.app.inject({ url });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"p\d+-/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    const csvTag = (await t.app.inject({ url: url.replace('/chart?', '/chart.csv?') })).headers.etag;
    expect(csvTag).not.toBe(tag);
    const editor = await signedInUser(t.app, t.database.db, { perms: ['series:edit'] });
    const info = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/series/citySerSeries/information/edit`,
      headers: headers(editor.token),
      payload: { id: String(ids.series('3100')), contentZh: '说明', contentEn: 'About' },
    });
    expect(info.statusCode).toBe(200);
    const after = await t.app.inject({ url, headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
  });
});

describe('public series', () => {
  it('lists the series of a city with the level of its figures', async () => {
    const res = await t.app.inject({
      url: `${t.base}/reception/series/citySerSeries/listByCity/${ids.city('Tokyo').id}`,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().result;
    const numbers = list.map((s: { number: string }) => s.number);
    expect(numbers).toEqual(expect.arrayContaining(['1100', '1200', '1400', '2100', '3100']));
    // Tokyo's own figures: the UN urban agglomeration (4100); everything else is economy-level.
    const level = new Map<string, string>(
      list.map((s: { number: string; dataLevel: string }) => [s.number, s.dataLevel]),
    );
    expect(level.get('4100')).toBe('city');
    for (const [number, dataLevel] of level) expect(dataLevel, number).toBe(number === '4100' ? 'city' : 'economy');
    const taipei = ids.city('Taipei');
    const tw = (await t.app.inject({ url: `${t.base}/reception/series/citySerSeries/listByCity/${taipei.id}` })).json()
      .result;
    expect(tw.map((s: { number: string }) => s.number)).not.toContain('1100');
  });

  it('gives a series with its statistical types, and the tree of open series', async () => {
    const info = await t.app.inject({
      url: `${t.base}/reception/series/citySerSeries/queryCitySerInformationByMainId?id=${ids.series('1200')}`,
    });
    const r = info.json().result;
    expect(r).toMatchObject({ number: '1200', nameEn: 'GDP per person (current US$)' });
    expect(r.types.map((x: { code: string; computeType: string }) => [x.code, x.computeType])).toEqual([
      ['value', 'formula'],
      ['yoy', 'yoy'],
    ]);
    const tree = (await t.app.inject({ url: `${t.base}/reception/series/citySerSeries/list` })).json().result;
    expect(tree.map((g: { number: string }) => g.number)).toEqual(['1000', '2000', '3000', '4000', '5000']);
    expect(tree[0].children.map((c: { number: string }) => c.number)).toEqual(['1100', '1200', '1300', '1400']);
  });
});
