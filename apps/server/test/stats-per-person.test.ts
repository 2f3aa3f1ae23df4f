import {
  type ChartData,
  chartDataSchema,
  perPersonChart,
  perPersonUnitSuffix,
  perPersonValue,
  placeGridSchema,
} from '@csp/contract';
import ExcelJS from 'exceljs';
import JSONstat from 'jsonstat-toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helper.js';
import { type DemoIds, demoValues, startDemoApp } from './stats-fixtures.js';

/**
 * The downloads of a per-person view (issue 19, `pp=1`): CSV, XLSX and JSON-stat carry the figures the chart
 * shows (each divided by the population of the same place and year), the unit per person and how it was computed.
 */
let t: TestContext;
let ids: DemoIds;
const demo = demoValues();

beforeAll(async () => ({ t, ids } = await startDemoApp()));
afterAll(() => t.close());

type Query = Record<string, string | number>;
const search = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
const get = (path: string, query: Query, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${t.base}${path}?${search(query)}`, headers });
const chartOf = async (query: Query) =>
  chartDataSchema.parse((await get('/reception/data/chart', query)).json().result) as ChartData;

/**
 * What the chart shows per person, as the web computes it: the public chart reply and the population replies of
 * the same places and years (economies: 2100; cities: the BEA's 4200 for BEA series), divided by the contract.
 */
async function shownPerPerson(query: Query, lang: 'en' | 'zh') {
  const chart = await chartOf({ ...query, lang });
  const economies = chart.places.filter((p) => p.level === 'economy').map((p) => p.countryId);
  const cities = chart.places.filter((p) => p.level === 'city').map((p) => p.cityId);
  const years = { startYear: chart.requestParams.startYear, endYear: chart.requestParams.endYear, lang };
  const economy = economies.length
    ? await chartOf({ seriesId: ids.series('2100'), countryIds: economies.join(','), ...years })
    : undefined;
  const city = cities.length
    ? await chartOf({ seriesId: ids.series('4200'), cityIds: cities.join(','), ...years })
    : undefined;
  return perPersonChart(chart, { economy, city }, { ...perPersonUnitSuffix, current: perPersonUnitSuffix[lang] }).chart;
}

/** The CSV's rows as objects by header. */
function csvRows(body: string) {
  const [head = '', ...lines] = body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  const names = head.split(',');
  // The test's rows hold no quoted commas in the columns read here (names are plain), except the last columns.
  return lines.map((line) => {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '')) ?? [];
    return Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"')]));
  });
}

describe('per-person downloads (pp=1)', () => {
  const aus = () => ids.country('AUS');
  const chn = () => ids.country('CHN');
  const co2 = (lang: 'en' | 'zh') => ({
    seriesId: ids.series('3100'),
    countryIds: `${aus()},${chn()}`,
    startYear: 1955,
    endYear: 1965,
    lang,
  });

  it('CSV: the per-person figures the chart shows, the unit per person, an empty cell without population', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const res = await get('/reception/data/chart.csv', { ...co2(lang), pp: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/series-3100-1955-1965-per-person\.csv/);
      const rows = csvRows(res.body);
      const shown = await shownPerPerson(co2(lang), lang);
      const ausKey = `economy-${aus()}`;
      let compared = 0;
      for (const place of shown.places) {
        for (const [i, year] of shown.years.entries()) {
          const row = rows.find((r) => r.place === place.label && r.year === String(year));
          const value = shown.data[place.key]?.[i] ?? null;
          if (value === null) {
            // AUS: CO2 figures from 1955, population only from 1960: the row is there with an empty value.
            if (place.key === ausKey && year < 1960) expect(row?.value).toBe('');
            continue;
          }
          expect(row?.value).toBe(String(value));
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(12);
      const ausRows = rows.filter((r) => r.economy_code === 'AUS');
      expect(ausRows.map((r) => r.year)).toEqual(Array.from({ length: 11 }, (_, i) => String(1955 + i)));
      expect(ausRows.filter((r) => r.value === '').map((r) => r.year)).toEqual([
        '1955',
        '1956',
        '1957',
        '1958',
        '1959',
      ]);

      // The figures themselves: the published CO2 ÷ the published population, 4 significant figures.
      const co2Aus = demo('3100', 'AUS').get(1962) as number;
      const popAus = demo('2100', 'AUS').get(1962) as number;
      const at1962 = ausRows.find((r) => r.year === '1962');
      expect(Number(at1962?.value)).toBe(perPersonValue(co2Aus, popAus));
      // Within the rounding to 4 significant figures of the plain quotient.
      expect(Math.abs(Number(at1962?.value) - co2Aus / popAus) / (co2Aus / popAus)).toBeLessThan(5e-4);
      expect((at1962?.value ?? '').replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(4);

      expect(at1962?.unit).toBe(lang === 'en' ? 'million tonnes per person' : '百万吨/人');
      expect(at1962?.computation).toContain('2100');
      expect(at1962?.computation).toContain(lang === 'en' ? '4 significant figures' : '4 位有效数字');
    }
  });

  it('CSV without pp holds the figures as published (no computation column)', async () => {
    const res = await get('/reception/data/chart.csv', co2('en'));
    const rows = csvRows(res.body);
    expect(Object.keys(rows[0] ?? {})).not.toContain('computation');
    const at1962 = rows.find((r) => r.economy_code === 'AUS' && r.year === '1962');
    expect(Number(at1962?.value)).toBe(demo('3100', 'AUS').get(1962));
    expect(at1962?.unit).toBe('million tonnes');
  });

  it('city figures use the same publisher’s population (BEA GDP ÷ BEA metro population)', async () => {
    const grid = placeGridSchema.parse(
      (await get('/reception/data/map', { seriesId: ids.series('5200'), startYear: 2010, endYear: 2012 })).json()
        .result,
    );
    const cities = grid.places.filter((p) => p.level === 'city').slice(0, 3);
    expect(cities.length).toBe(3);
    const query = {
      seriesId: ids.series('5200'),
      cityIds: cities.map((c) => c.cityId).join(','),
      startYear: 2010,
      endYear: 2012,
    };
    const csv = csvRows((await get('/reception/data/chart.csv', { ...query, lang: 'en', pp: 1 })).body);
    const shown = await shownPerPerson(query, 'en');
    const population = await chartOf({ ...query, seriesId: ids.series('4200'), lang: 'en' });
    let compared = 0;
    for (const place of shown.places) {
      for (const [i, year] of shown.years.entries()) {
        const row = csv.find((r) => r.place === place.label && r.year === String(year));
        const value = shown.data[place.key]?.[i] ?? null;
        if (value === null) continue;
        expect(row?.value).toBe(String(value));
        const people = population.places.find((p) => p.cityId === place.cityId);
        const raw = (await chartOf({ ...query, lang: 'en' })).data[place.key]?.[i];
        expect(value).toBe(perPersonValue(raw, population.data[people?.key ?? '']?.[i]));
        expect(row?.computation).toContain('4200');
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(6);
  });

  it('JSON-stat (read back by jsonstat-toolkit) and XLSX carry the same figures, the unit and the method', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const shown = await shownPerPerson(co2(lang), lang);
      const res = await get('/reception/data/chart.jsonstat', { ...co2(lang), pp: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/series-3100-1955-1965-per-person\.json/);
      const body = res.json();
      const ds = JSONstat(body);
      expect(ds.class).toBe('dataset');
      expect(ds.Dimension('indicator')?.Category(0)?.unit?.label).toBe(
        lang === 'en' ? 'million tonnes per person' : '百万吨/人',
      );
      let compared = 0;
      for (const place of shown.places) {
        for (const [i, year] of shown.years.entries()) {
          const cell = ds.Data({ place: place.key, year: String(year) });
          expect(cell?.value ?? null).toBe(shown.data[place.key]?.[i] ?? null);
          compared++;
        }
      }
      expect(compared).toBe(22);
      expect(ds.Data({ place: `economy-${aus()}`, year: '1957' })?.value ?? null).toBeNull();
      const notes = body.note.join('\n');
      expect(notes).toContain(lang === 'en' ? 'Per person' : '人均');
      expect(notes).toContain('2100');
      expect(body.extension.perPerson).toBe(true);

      const xlsx = await get('/reception/data/chart.xlsx', { ...co2(lang), pp: 1 });
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const data = book.getWorksheet('Data');
      if (!data) throw new Error('no Data sheet');
      const head = (data.getRow(1).values as unknown[]).slice(1);
      const col = (name: string) => head.indexOf(name) + 1;
      let cells = 0;
      data.eachRow((row, n) => {
        if (n === 1) return;
        const place = shown.places.find((p) => p.label === row.getCell(col('place')).value);
        const i = shown.years.indexOf(Number(row.getCell(col('year')).value));
        const expected = place ? (shown.data[place.key]?.[i] ?? null) : undefined;
        const value = row.getCell(col('value')).value;
        expect(value === '' || value === null ? null : value).toBe(expected);
        expect(row.getCell(col('unit')).value).toBe(lang === 'en' ? 'million tonnes per person' : '百万吨/人');
        cells++;
      });
      expect(cells).toBeGreaterThanOrEqual(20);
      const about = book.getWorksheet('About');
      const lines: string[] = [];
      about?.eachRow((row) => {
        lines.push(`${row.getCell(1).value}: ${row.getCell(2).value}`);
      });
      const text = lines.join('\n');
      expect(text).toContain(lang === 'en' ? 'Per person: Derived' : '人均: 推算数据');
      expect(text).toContain(lang === 'en' ? 'same year' : '同一年份');
      expect(text).toContain(lang === 'en' ? '4 significant figures' : '4 位有效数字');
      expect(text).toMatch(/2100 /);
    }
  });

  it('refuses an invalid pp value, and pp=1 where there is no per-person view, with a localized 400', async () => {
    for (const [lang, invalid, unavailable] of [
      ['en', 'pp must be 1 (per person) or 0', 'This view cannot be shown per person'],
      ['zh', 'pp 只能为 1（人均）或 0', '该视图不能按人均显示'],
    ] as const) {
      const headers = { 'accept-language': lang === 'zh' ? 'zh-CN' : 'en' };
      for (const path of [
        '/reception/data/chart.csv',
        '/reception/data/chart.xlsx',
        '/reception/data/chart.jsonstat',
      ]) {
        const bad = await get(path, { ...co2(lang), pp: 'yes' }, headers);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().result.errors).toEqual([{ field: 'pp', message: invalid }]);
      }
      // Already per person (1200), a rate (1300), a population (2100), a year-on-year change: no per-person view.
      for (const [path, number] of [
        ['/reception/data/chart.csv', '1200'],
        ['/reception/data/chart.jsonstat', '1300'],
        ['/reception/data/chart.xlsx', '2100'],
        ['/reception/data/yearToYear.csv', '3100'],
        ['/reception/data/yearToYear.jsonstat', '3100'],
      ] as const) {
        const res = await get(path, { ...co2(lang), seriesId: ids.series(number), pp: 1 }, headers);
        expect(res.statusCode, `${path} ${number}`).toBe(400);
        expect(res.json().result.text).toContain(unavailable);
      }
    }
    // pp=0 is the view as published.
    const plain = await get('/reception/data/chart.csv', { ...co2('en'), pp: 0 });
    expect(plain.statusCode).toBe(200);
    const noTime = (body: string) => body.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '');
    expect(noTime(plain.body)).toBe(noTime((await get('/reception/data/chart.csv', co2('en'))).body));
  });

  it('has its own ETag (a cached published file is not answered for the per-person one)', async () => {
    const plain = await get('/reception/data/chart.csv', co2('en'));
    const pp = await get('/reception/data/chart.csv', { ...co2('en'), pp: 1 });
    expect(pp.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(
      '/reception/data/chart.csv',
      { ...co2('en'), pp: 1 },
      { 'if-none-match': plain.headers.etag as string },
    );
    expect(again.statusCode).toBe(200);
    const same = await get('/reception/data/chart.jsonstat', { ...co2('en'), pp: 1 });
    const revalidated = await get(
      '/reception/data/chart.jsonstat',
      { ...co2('en'), pp: 1 },
      {
        'if-none-match': same.headers.etag as string,
      },
    );
    expect(revalidated.statusCode).toBe(304);
  });
});
