import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataValues, uploads } from '../src/db/schema/index.js';
import type { SignedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, fileSeries, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17, first slice: files as staff really have them (World Bank downloads, census tables with thousands
 * separators) and error reports people can act on.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff([
    'city:data:upload',
    'series:add',
    'series:delete',
    'dimension:deflator:import',
  ]));
});
afterAll(() => t.close());

const upload = (token: string, fileName: string, content: Buffer | string, url: string, lang = 'en') =>
  postMultipart(t, url, token, multipartFile(fileName, content), lang);

/** A new stored series under 1000 (its value type takes uploads). */
const { newSeries } = fileSeries(() => ({ t, ids, staff }), 1700, { en: 'Real file', zh: '真实文件' });

const storedValues = async (seriesId: string) => {
  const rows = await t.database.db
    .select({
      countryId: dataValues.countryId,
      cityId: dataValues.cityId,
      year: dataValues.year,
      value: dataValues.value,
    })
    .from(dataValues)
    .where(eq(dataValues.seriesId, Number(seriesId)));
  return rows.map((r) => ({ ...r, countryId: Number(r.countryId), value: Number(r.value) }));
};

const years = Array.from({ length: 2024 - 1960 + 1 }, (_, i) => 1960 + i);

/**
 * A World Bank bulk-download CSV (API_<indicator>_DS2_en_csv_v2_*.csv) byte for byte: a byte-order mark, four
 * note lines, every field quoted, empty cells as "", and a comma at the end of every line.
 */
function worldBankCsv(rows: [string, string, Record<number, string>][], eol = '\n'): Buffer {
  const q = (cells: string[]) => `${cells.map((c) => `"${c}"`).join(',')},`;
  const lines = [
    q(['Data Source', 'World Development Indicators']),
    '',
    q(['Last Updated Date', '2025-07-01']),
    '',
    q(['Country Name', 'Country Code', 'Indicator Name', 'Indicator Code', ...years.map(String)]),
    ...rows.map(([name, code, values]) =>
      q([
        name,
        code,
        'GDP deflator (base year varies by country)',
        'NY.GDP.DEFL.ZS',
        ...years.map((y) => values[y] ?? ''),
      ]),
    ),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join(eol) + eol, 'utf8')]);
}

const worldBankRows: [string, string, Record<number, string>][] = [
  ['Aruba', 'ABW', { 2020: '102.5' }],
  ['Africa Eastern and Southern', 'AFE', { 2020: '140.1' }],
  ['Arab World', 'ARB', { 2021: '99.1' }],
  ['Australia', 'AUS', { 2020: '100', 2021: '106.532117', 2022: '116.9' }],
  ['Chile', 'CHL', { 1960: '0.000178', 2023: '1.07E+2' }],
  ['East Asia & Pacific', 'EAS', { 2020: '101.2' }],
  ['Korea, Rep.', 'KOR', { 2022: '105.3' }],
  ['World', 'WLD', { 2022: '117.4' }],
];

describe('error reports people can act on', () => {
  it('names the kinds of errors and their rows, each problem with its column, value and nearest names', async () => {
    const seriesId = await newSeries();
    const csv = [
      'economy,city,year,value',
      'AUS,Sydny,2001,100',
      'AUS,Sydny,2002,100',
      'AUS,Atlantis,2003,100',
      'AUS,,2004,"1.234,5"',
      'Austrlia,,2005,1',
    ].join('\n');
    const res = await upload(staff.token, 'bad.csv', csv, `/city/data/manager/upload?seriesId=${seriesId}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.message).toBe('uploadRowsRefused');
    expect(body.result.text).toBe('Nothing was stored: rows to correct: 5');
    const report = body.result.report;
    expect(report.summary.map((s: { text: string }) => s.text)).toEqual([
      'City not found: 3 rows',
      'Value not a number: 1 row',
      'Economy not found: 1 row',
    ]);
    expect(report.rowsWithErrors).toBe(5);
    expect(report.rows[0]).toMatchObject({
      line: 2,
      problems: [{ column: 'city', value: 'Sydny', message: 'The city does not exist' }],
    });
    expect(report.rows[0].problems[0].suggestions[0]).toMatch(/^Sydney.* #\d+$/);
    expect(report.rows[2].problems[0]).toMatchObject({ value: 'Atlantis', suggestions: [] });
    expect(report.rows[3].problems).toEqual([
      {
        column: 'value',
        value: '1.234,5',
        message: expect.stringContaining('write decimals with a dot'),
        suggestions: [],
      },
    ]);
    expect(report.rows[4].problems[0]).toMatchObject({ column: 'economy', value: 'Austrlia' });
    expect(report.rows[4].problems[0].suggestions[0]).toMatch(/^Australia/);
    expect(body.result.errors).toContainEqual({ field: 'rows.5.value', message: expect.any(String) });
    expect(await storedValues(seriesId)).toEqual([]);
  });

  it('tells a regional administrator which rows are outside the area, in Chinese', async () => {
    const seriesId = await newSeries();
    const admin = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: ids.country('CHL'),
    });
    const csv = 'economy,year,value\nCHL,2001,5\nAUS,2001,5\nCHL,20x1,5\n';
    const res = await upload(admin.token, 'area.csv', csv, `/city/data/manager/upload?seriesId=${seriesId}`, 'zh-CN');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('uploadRowsRefused');
    expect(res.json().result.report.summary.map((s: { text: string }) => s.text)).toEqual([
      '超出您的管辖范围：1 行',
      '年份缺失或超出范围：1 行',
    ]);
    expect(res.json().result.report.rows[0].problems[0]).toMatchObject({ column: 'economy', value: 'AUS' });
  });

  it('headlines a file whose only problem is unreadable numbers as such', async () => {
    const seriesId = await newSeries();
    const res = await upload(
      staff.token,
      'n.csv',
      'economy,year,value\nAUS,2001,"1,234.5.6"\n',
      `/city/data/manager/upload?seriesId=${seriesId}`,
    );
    expect(res.json().message).toBe('uploadValuesUnreadable');
    expect(res.json().result.report.rows[0].problems[0].message).toContain('separators');
  });

  it('counts rows, not cells, against the report cap, and says each problem once per row of a wide file', async () => {
    const seriesId = await newSeries();
    const header = ['economy', ...years.map(String)].join(',');
    const bad = Array.from({ length: 150 }, () => ['ZZZ', ...years.map(() => '1')].join(','));
    const mixed = ['AUS', 'x', '1,5', ...years.slice(2).map(() => '')].map((c) => `"${c}"`).join(',');
    const res = await upload(
      staff.token,
      'wide.csv',
      [header, mixed, ...bad].join('\n'),
      `/city/data/manager/upload?seriesId=${seriesId}`,
    );
    expect(res.statusCode, res.body).toBe(400);
    const { report, errors } = res.json().result;
    expect(report.rowsWithErrors).toBe(151);
    expect(report.rowsShown).toBe(100);
    expect(report.rows[0]).toEqual({
      line: 2,
      problems: [
        { column: 'value', header: '1960', value: 'x', message: 'The value is not a number', suggestions: [] },
        { column: 'value', header: '1961', value: '1,5', message: expect.stringContaining('comma'), suggestions: [] },
      ],
    });
    expect(report.rows[1].problems).toEqual([
      { column: 'economy', value: 'ZZZ', message: 'The economy does not exist', suggestions: expect.any(Array) },
    ]);
    const lines = new Set(errors.map((e: { field: string }) => e.field.split('.')[1]));
    expect(lines.size).toBe(100);
  });
});

describe('numbers as people write them', () => {
  it('stores thousands separators, full-width digits, a leading plus and scientific notation', async () => {
    const seriesId = await newSeries();
    const csv = [
      'economy,year,value',
      'AUS,2001,"21,893,095"',
      'AUS,2002,1\u202f234\u202f567',
      'AUS,2003,1\u00a0234.5',
      'AUS,2004,１２３',
      'AUS,2005,+5',
      'AUS,2006,1.07E+15',
    ].join('\r\n');
    const res = await upload(staff.token, 'census.csv', csv, `/city/data/manager/upload?seriesId=${seriesId}`);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await storedValues(seriesId)).sort((a, b) => a.year - b.year).map((v) => v.value);
    expect(stored).toEqual([21893095, 1234567, 1234.5, 123, 5, 1.07e15]);
  });

  it('writes the accepted forms into the upload template', async () => {
    const res = await t.app.inject({
      url: `${t.base}/city/data/manager/downloadTemplate?seriesId=${ids.series('2100')}`,
      headers: headers(staff.token),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.getWorksheet('Instructions')?.getSheetValues());
    expect(text).toContain('1,234,567.5');
    expect(text).toContain('1.07E+15');
    expect(text).toContain('Decimals take a dot');
  });
});

describe('the World Bank CSV exactly as downloaded', () => {
  const expected = (country: (code: string) => number) =>
    [
      { countryId: country('AUS'), year: 2020, value: 100 },
      { countryId: country('AUS'), year: 2021, value: 106.532117 },
      { countryId: country('AUS'), year: 2022, value: 116.9 },
      { countryId: country('CHL'), year: 1960, value: 0.000178 },
      { countryId: country('CHL'), year: 2023, value: 107 },
      { countryId: country('KOR'), year: 2022, value: 105.3 },
    ].sort((a, b) => a.countryId - b.countryId || a.year - b.year);
  const sorted = (rows: Awaited<ReturnType<typeof storedValues>>) =>
    rows
      .map((r) => ({ countryId: r.countryId, year: r.year, value: r.value }))
      .sort((a, b) => a.countryId - b.countryId || a.year - b.year);
  const skipped = [
    { line: 6, economy: 'ABW', name: 'Aruba' },
    { line: 7, economy: 'AFE', name: 'Africa Eastern and Southern' },
    { line: 8, economy: 'ARB', name: 'Arab World' },
    { line: 11, economy: 'EAS', name: 'East Asia & Pacific' },
    { line: 13, economy: 'WLD', name: 'World' },
  ];

  it('is taken by the series upload: notes and aggregates skipped, every economy stored', async () => {
    const seriesId = await newSeries();
    const file = worldBankCsv(worldBankRows);
    const opening =
      '\ufeff"Data Source","World Development Indicators",\n\n"Last Updated Date","2025-07-01",\n\n"Country Name",';
    expect(file.toString('utf8').startsWith(opening)).toBe(true);
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.toString('utf8')).toContain('"2023","2024",\n"Aruba","ABW",');
    const res = await upload(
      staff.token,
      'API_NY.GDP.DEFL.ZS_DS2_en_csv_v2_1.csv',
      file,
      `/city/data/manager/upload?seriesId=${seriesId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ rows: 6, created: 6, skippedRows: 5, skipped });
    expect(sorted(await storedValues(seriesId))).toEqual(expected(ids.country));
  });

  it('is taken by the GDP deflator import (CRLF line ends too)', async () => {
    const seriesId = await newSeries();
    const file = worldBankCsv(worldBankRows, '\r\n');
    const res = await upload(
      staff.token,
      'API_NY.GDP.DEFL.ZS_DS2_en_csv_v2_2.csv',
      file,
      `/dimension/importGDPDeflators?seriesId=${seriesId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ seriesId, rows: 6, created: 6, skippedRows: 5, skipped });
    expect(sorted(await storedValues(seriesId))).toEqual(expected(ids.country));
  });

  it('still refuses a bad value of a product economy in a World Bank file, naming the year column', async () => {
    const seriesId = await newSeries();
    const file = worldBankCsv([...worldBankRows, ['Japan', 'JPN', { 2001: '1,5' }]]);
    const res = await upload(staff.token, 'wb.csv', file, `/dimension/importGDPDeflators?seriesId=${seriesId}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result.report.rows).toEqual([
      {
        line: 14,
        problems: [
          { column: 'value', header: '2001', value: '1,5', message: expect.stringContaining('comma'), suggestions: [] },
        ],
      },
    ]);
    expect(await storedValues(seriesId)).toEqual([]);
  });
});

describe('deleting a series that had uploads', () => {
  it('deletes a series whose only upload failed, keeping the upload record without its series', async () => {
    const seriesId = await newSeries();
    const failed = await upload(
      staff.token,
      'f.csv',
      'economy,year,value\nAUS,2001,x\n',
      `/city/data/manager/upload?seriesId=${seriesId}`,
    );
    expect(failed.statusCode).toBe(400);
    const [recorded] = await t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.seriesId, Number(seriesId)));
    const uploadId = Number(recorded?.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/series/citySerSeries/delete?id=${seriesId}`,
      headers: headers(staff.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [record] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(record).toMatchObject({ status: 'failed', seriesId: null, fileName: 'f.csv' });
  });

  it('still refuses (409) a series that holds values', async () => {
    const seriesId = await newSeries();
    const ok = await upload(
      staff.token,
      'ok.csv',
      'economy,year,value\nAUS,2001,1\n',
      `/city/data/manager/upload?seriesId=${seriesId}`,
    );
    expect(ok.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/series/citySerSeries/delete?id=${seriesId}`,
      headers: headers(staff.token),
    });
    expect([res.statusCode, res.json().message]).toEqual([409, 'seriesAlreadyHasData']);
  });
});

describe('download columns filled for every row', () => {
  const csvRows = async (query: string, lang = 'en') => {
    const res = await t.app.inject({
      url: `${t.base}/reception/data/chart.csv?${query}`,
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...lines] = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    const names = (head as string).split(',');
    return lines.map((line) => {
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '')) ?? [];
      return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
    });
  };

  it('names the economy on city rows and the requested city on economy-level rows', async () => {
    const sydney = ids.city('Sydney');
    const own = await csvRows(`seriesId=${ids.series('4100')}&cityIds=${sydney.id}&startYear=2000&endYear=2001`);
    expect(own.length).toBeGreaterThan(0);
    for (const row of own) {
      expect(row).toMatchObject({ level: 'city', economy: 'Australia', requested_city: 'Sydney' });
    }
    const fallback = await csvRows(`seriesId=${ids.series('2100')}&cityIds=${sydney.id}&startYear=2000&endYear=2001`);
    expect(fallback.length).toBeGreaterThan(0);
    for (const row of fallback) {
      expect(row).toMatchObject({
        level: 'economy',
        economy: 'Australia',
        requested_city_id: String(sydney.id),
        requested_city: 'Sydney',
      });
    }
    const zh = await csvRows(`seriesId=${ids.series('4100')}&cityIds=${sydney.id}&startYear=2000&endYear=2000`, 'zh');
    expect(zh[0]).toMatchObject({ economy: '澳大利亚', requested_city: '悉尼' });
  });
});
