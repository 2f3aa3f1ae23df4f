import { chartDataSchema } from '@csp/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Observation status and the notes of downloads (issue 16): the demo's UN WUP values from 2019 on are projections;
 * a value added with a status keeps it through examination and publication; the chart JSON carries the statuses
 * (`flags`), the city's kind of area and footnote and the series' definition; CSV and XLSX downloads carry a status
 * column, the kind of area and footnote of each city row, and the definition, citation and status legend.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff([
    'city:data:list',
    'city:data:add',
    'city:data:edit',
    'city:data:examine',
    'city:data:publish',
    'city:data:upload',
  ]));
});
afterAll(() => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `${t.base}${url}`, headers: headers(staff.token), payload });

const chartOf = async (query: string) => {
  const res = await t.app.inject({ url: `${t.base}/reception/data/chart?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return chartDataSchema.parse(res.json().result);
};

const csvRows = async (query: string) => {
  const res = await t.app.inject({ url: `${t.base}/reception/data/chart.csv?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[];
};

describe('observation status of the demo data', () => {
  it("marks the UN WUP values from 2019 on as projections in the chart, with Tokyo's area and footnote", async () => {
    const tokyo = ids.city('Tokyo');
    const query = `seriesId=${ids.series('4100')}&cityIds=${tokyo.id}&startYear=2016&endYear=2021&lang=en`;
    const chart = await chartOf(query);
    expect(chart.years).toEqual([2016, 2017, 2018, 2019, 2020, 2021]);
    expect(chart.flags?.[String(tokyo.id)]).toEqual([null, null, null, 'projection', 'projection', 'projection']);
    expect(chart.places[0]).toMatchObject({ level: 'city', kindOfArea: 'urban_agglomeration' });
    expect(chart.places[0]?.footnote).toContain('Kanto');
    expect(chart.series.definition?.length).toBeGreaterThan(20);

    // A chart of years before the projections carries no flags at all.
    const observed = await chartOf(query.replace('endYear=2021', 'endYear=2018'));
    expect(observed.flags).toBeUndefined();

    const rows = await csvRows(query);
    expect(rows.map((r) => [r.year, r.observation_status])).toEqual([
      ['2016', ''],
      ['2017', ''],
      ['2018', ''],
      ['2019', 'Projection'],
      ['2020', 'Projection'],
      ['2021', 'Projection'],
    ]);
    expect(rows[0]?.kind_of_area).toBe('Urban agglomeration');
    expect(rows[0]?.footnote).toContain('Kanto');

    const zh = await csvRows(query.replace('lang=en', 'lang=zh'));
    expect(zh.at(-1)?.observation_status).toBe('预测值');
    expect(zh[0]?.kind_of_area).toBe('城市集聚区');
  });

  it('puts the definition, the citation, the city footnote and the status legend on the XLSX About sheet', async () => {
    const tokyo = ids.city('Tokyo');
    const query = `seriesId=${ids.series('4100')}&cityIds=${tokyo.id}&startYear=2016&endYear=2021&lang=en`;
    const res = await t.app.inject({ url: `${t.base}/reception/data/chart.xlsx?${query}` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const data = book.getWorksheet('Data');
    if (!data) throw new Error('no Data sheet');
    const head = (data.getRow(1).values as string[]).slice(1);
    expect(head).toContain('observation_status');
    const statusColumn = head.indexOf('observation_status') + 1;
    expect(data.getRow(5).getCell(statusColumn).value).toBe('Projection'); // 2019
    const about = new Map<string, string[]>();
    book.getWorksheet('About')?.eachRow((row) => {
      const [label, text] = [String(row.getCell(1).value), String(row.getCell(2).value)];
      about.set(label, [...(about.get(label) ?? []), text]);
    });
    expect(about.get('Definition')?.[0]?.length).toBeGreaterThan(20);
    expect(about.get('Citation')?.[0]).toContain('Retrieved');
    expect(about.get('Tokyo')?.[0]).toMatch(/^Urban agglomeration: UN figures:.*Kanto/);
    expect(about.get('Observation status')).toEqual(['F = Projection: projected by the source, not observed']);
  });
});

describe('observation status of an added value', () => {
  it('is kept from the value editor through examination and publication to the chart and its CSV', async () => {
    const nagoya = ids.city('Nagoya');
    const seriesId = String(ids.series('2100'));
    const added = await api('POST', '/data/cityDataSeries/add', {
      seriesId,
      countryId: String(nagoya.countryId),
      cityId: String(nagoya.id),
      year: 2040,
      value: 2_400_000,
      obsStatus: 'estimate',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.obsStatus).toBe('estimate');
    const id = added.json().result.id as string;

    // An unknown status is refused and changes nothing.
    const bad = await api('PUT', '/data/cityDataSeries/edit', { id, value: 2_500_000, obsStatus: 'guess' });
    expect(bad.statusCode).toBe(400);
    const same = await api('GET', `/data/cityDataSeries/list?cityId=${nagoya.id}&seriesId=${seriesId}&startYear=2040`);
    expect(same.json().result.records.map((r: { value: number; obsStatus: string }) => [r.value, r.obsStatus])).toEqual(
      [[2_400_000, 'estimate']],
    );

    // Provisional now; an edit without the field keeps it.
    for (const body of [
      { id, value: 2_410_000, obsStatus: 'provisional' },
      { id, value: 2_420_000 },
    ]) {
      const edit = await api('PUT', '/data/cityDataSeries/edit', body);
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().result.obsStatus).toBe('provisional');
    }
    const selection = { seriesId, countryId: String(nagoya.countryId), cityId: String(nagoya.id) };
    for (const [url, body] of [
      ['/data/cityDataSeries/submit', { ids: [id] }],
      ['/data/cityDataSeries/examine', { ids: [id], pass: true }],
      ['/data/cityDataSeries/publish', selection],
    ] as const) {
      const res = await api('POST', url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const query = `seriesId=${seriesId}&cityIds=${nagoya.id}&startYear=2039&endYear=2040&lang=en`;
    const chart = await chartOf(query);
    expect(chart.data[String(nagoya.id)]).toEqual([null, 2_420_000]);
    expect(chart.flags?.[String(nagoya.id)]).toEqual([null, 'provisional']);
    const rows = await csvRows(query);
    expect(rows.map((r) => [r.year, r.value, r.observation_status])).toEqual([['2040', '2420000', 'Provisional']]);

    // Cleared: null removes the status (the value goes back to pending, off the public chart).
    const cleared = await api('PUT', '/data/cityDataSeries/edit', { id, value: 2_420_000, obsStatus: null });
    expect(cleared.json().result.obsStatus).toBeNull();
  });
});

const uploadCsv = (content: string, lang = 'en') =>
  postMultipart(t, '/city/data/manager/upload', staff.token, multipartFile('status.csv', content), lang);

describe('observation status in uploads', () => {
  it('reads an optional status column (code, label in either language, or letter); an unknown one is a row error', async () => {
    const nagoya = ids.city('Nagoya');
    const list = async () =>
      (
        await api(
          'GET',
          `/data/cityDataSeries/list?cityId=${nagoya.id}&seriesId=${ids.series('2100')}&startYear=2051&endYear=2055&column=year&order=asc`,
        )
      )
        .json()
        .result.records.map((r: { year: number; value: number; obsStatus: string | null }) => [
          r.year,
          r.value,
          r.obsStatus,
        ]);
    const head = 'series_number,economy,city,year,value,obs_status';
    const bad = await uploadCsv(`${head}\n2100,JPN,Nagoya,2051,1,F\n2100,JPN,Nagoya,2052,2,guess\n`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors).toEqual([
      {
        field: 'rows.3.status',
        message: 'Unknown status: write estimate, projection, provisional or break (or E, F, P, B), or leave it empty',
      },
    ]);
    expect(await list()).toEqual([]); // all rows or none

    const good = await uploadCsv(
      `${head}\n2100,JPN,Nagoya,2051,1,F\n2100,JPN,Nagoya,2052,2,\n2100,JPN,Nagoya,2053,3,初步值\n2100,JPN,Nagoya,2054,4,Estimate\n2100,JPN,Nagoya,2055,5,b\n`,
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(await list()).toEqual([
      [2051, 1, 'projection'],
      [2052, 2, null],
      [2053, 3, 'provisional'],
      [2054, 4, 'estimate'],
      [2055, 5, 'break'],
    ]);
    // The same file with only a status changed is an update of that value, not "unchanged".
    const again = await uploadCsv(`${head}\n2100,JPN,Nagoya,2051,1,\n2100,JPN,Nagoya,2052,2,\n`);
    expect(again.json().result).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await list())[0]).toEqual([2051, 1, null]);
    // Without the column, as before: no status.
    const plain = await uploadCsv('series_number,economy,city,year,value\n2100,JPN,Nagoya,2056,6\n');
    expect(plain.statusCode, plain.body).toBe(200);
  });
});
