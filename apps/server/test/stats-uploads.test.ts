import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLogs, dataValues, uploads } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { addSeries, demoIds, demoValues, headers, regionalAdmin } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: { token: string; userId: number };
const demo = demoValues();

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoIds(t.database.db);
  staff = await signedInUser(t.app, t.database.db, {
    perms: ['city:data:upload', 'city:data:list', 'city:data:export', 'city:data:log', 'series:add'],
  });
});
afterAll(() => t.close());

/** A multipart body holding one file. */
async function upload(
  token: string,
  fileName: string,
  content: Buffer | string,
  url = '/city/data/manager/upload',
  lang?: string,
) {
  return postMultipart(t, url, token, multipartFile(fileName, content), lang || undefined);
}

const counts = async () => ({
  values: (await t.database.db.select({ n: count() }).from(dataValues))[0]?.n ?? 0,
  logs: (await t.database.db.select({ n: count() }).from(dataLogs))[0]?.n ?? 0,
});

describe('uploads', () => {
  it('gives an xlsx template per series with the columns, the stored types and the places of the area', async () => {
    const res = await t.app.inject({
      url: `${t.base}/city/data/manager/downloadTemplate?seriesId=${ids.series('2100')}`,
      headers: headers(staff.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('template-series-2100.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Data')?.getRow(1).values).toEqual([
      undefined,
      'series_number',
      'type_code',
      'economy',
      'city',
      'year',
      'value',
      'obs_status',
    ]);
    expect(book.getWorksheet('Types')?.getRow(2).values).toEqual([
      undefined,
      'value',
      'Value',
      '数值',
      'stored',
      'yes',
    ]);
    const places = JSON.stringify(book.getWorksheet('Places')?.getSheetValues());
    expect(places).toContain('Sydney');
    expect(places).toContain('"AUS"');
  });

  it('stores every row of a good CSV as pending, with a log per value, and replaces values on a second upload', async () => {
    const sydney = ids.city('Sydney');
    const before = await counts();
    const csv = [
      'series_number,type_code,economy,city,year,value',
      `2100,value,AUS,${sydney.id},2020,5312163`,
      '2100,,AUS,Melbourne,2020,5078193',
      '2100,,aus,,2040,1',
      '2100,,AUS,,2041,',
    ].join('\n');
    const res = await upload(staff.token, 'pop.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'uploadSuccess', result: { rows: 3, created: 3, updated: 0 } });
    expect(await counts()).toEqual({ values: before.values + 3, logs: before.logs + 3 });
    const list = (
      await t.app.inject({
        url: `${t.base}/data/cityDataSeries/list/${ids.series('2100')}?countryId=${sydney.countryId}&status=pending`,
        headers: headers(staff.token),
      })
    ).json().result;
    expect(list.records.map((r: { cityNameEn: string | null; value: number }) => [r.cityNameEn, r.value])).toEqual([
      [null, 1],
      ['Sydney', 5312163],
      ['Melbourne', 5078193],
    ]);
    const published = demo('2100', 'AUS').get(2020) as number;
    const second = await upload(
      staff.token,
      'pop2.csv',
      `economy,year,value,city\nAUS,2020,${published + 1},\nAUS,2020,5400000,Sydney`,
      `/city/data/manager/upload?seriesId=${ids.series('2100')}`,
    );
    expect(second.json().result).toMatchObject({ rows: 2, created: 0, updated: 2 });
    const view = await t.app.inject({
      url: `${t.base}/reception/data/chart?seriesId=${ids.series('2100')}&countryIds=${sydney.countryId}&startYear=2020&endYear=2020`,
    });
    expect(view.json().result.data[`economy-${sydney.countryId}`]).toEqual([null]);
    const history = await t.app.inject({
      url: `${t.base}/data/cityDataLog/list?seriesId=${ids.series('2100')}&logType=update`,
      headers: headers(staff.token),
    });
    const logs = history.json().result.records;
    expect(logs.find((l: { cityId: string | null }) => l.cityId === null)).toMatchObject({
      oldValue: published,
      newValue: published + 1,
    });
    expect(logs.find((l: { cityId: string | null }) => l.cityId === String(sydney.id))).toMatchObject({
      oldValue: 5312163,
      newValue: 5400000,
    });
  });

  it('reads CSV with a BOM, CRLF line ends and quoted fields, numbering lines as the file does', async () => {
    const csv =
      '\ufeffseries_number,economy,city,year,value\r\n3300,PER,,2071,1\r\n\r\n3300,PER,"Lima",2071,"2"\r\n3300,"PER",,2072,x\r\n';
    const bad = await upload(staff.token, 'quoted.csv', csv);
    expect(bad.json().result.errors).toEqual([{ field: 'rows.5.value', message: 'The value is not a number' }]);
    const good = await upload(staff.token, 'quoted.csv', csv.replace(',x\r\n', ',"1,5"\r\n').replace('"1,5"', '"15"'));
    expect(good.json().result).toMatchObject({ rows: 3, created: 3 });
  });

  it('reports bad rows one by one with localized keys, and stores nothing at all', async () => {
    const before = await counts();
    const csv = [
      'series_number,economy,city,year,value',
      '2100,AUS,,2001,100',
      '9999,AUS,,2001,100',
      '2100,XXX,,2001,100',
      '2100,AUS,Atlantis,2001,100',
      '2100,AUS,Tokyo,2001,100',
      '2100,AUS,,,100',
      '2100,AUS,,20x1,100',
      '2100,AUS,,2002,1.2.3',
      '1200,AUS,,2002,5',
      '2100,AUS,,2001,100',
    ].join('\n');
    const res = await upload(staff.token, 'bad.csv', csv, undefined, 'zh-CN');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('uploadRowsRefused');
    expect(body.result.errors).toEqual([
      { field: 'rows.3.series', message: '指标不存在' },
      { field: 'rows.4.economy', message: '经济体不存在' },
      { field: 'rows.5.city', message: '城市不存在' },
      { field: 'rows.6.city', message: '城市不存在' },
      { field: 'rows.7.year', message: '年份不能为空' },
      { field: 'rows.8.year', message: '年份必须在1900到2100之间' },
      { field: 'rows.9.value', message: '分隔符有歧义（多个小数点或混用）；请写成如 1234567.5' },
      { field: 'rows.10.type', message: '只能为存储型统计类型录入数据' },
      { field: 'rows.11', message: '文件中存在重复数据' },
    ]);
    expect(await counts()).toEqual(before);
    const missing = await upload(staff.token, 'cols.csv', 'economy,value\nAUS,1');
    expect(missing.json()).toMatchObject({ code: 400, message: 'columnMissing' });
    expect(missing.json().result.errors.map((e: { field: string }) => e.field)).toEqual([
      'columns.series',
      'columns.year',
    ]);
    const failed = await t.database.db.select().from(uploads);
    expect(failed.filter((u) => u.status === 'failed').length).toBeGreaterThanOrEqual(2);
  });

  it('rolls back a large upload whose last row is bad', async () => {
    const before = await counts();
    const lines = ['series_number,economy,year,value'];
    for (let y = 1900; y <= 2100; y++) for (const e of ['BRN', 'CHL', 'PER', 'VNM']) lines.push(`3300,${e},${y},${y}`);
    lines.push('3300,BRN,2101,1');
    const res = await upload(staff.token, 'big.csv', lines.join('\n'));
    expect(res.json().result.errors).toEqual([
      { field: `rows.${lines.length}.year`, message: 'The year must be between 1900 and 2100' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('reads xlsx, and refuses other file types (415) and files over 50 MB (413)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['series_number', 'type_code', 'economy', 'city', 'year', 'value']);
    sheet.addRow(['3100', 'value', 'CHL', '', 2050, 12.5]);
    sheet.addRow([3100, null, 'PER', null, '2050', '7']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(staff.token, 'co2.xlsx', bytes);
    expect(res.json().result).toMatchObject({ rows: 2, created: 2 });
    const legacy = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await upload(staff.token, 'old.xls', legacy)).json()).toMatchObject({
      code: 400,
      message: 'excelException',
    }); // a (broken) legacy .xls is read by the BIFF8 reader: see stats-uploads-xls.test.ts
    expect((await upload(staff.token, 'old.csv', legacy)).statusCode).toBe(415);
    expect((await upload(staff.token, 'notes.txt', 'hello')).statusCode).toBe(415);
    const before = await counts();
    const huge = Buffer.alloc(51 * 1024 * 1024, 10);
    huge.write('series_number,economy,year,value\n3100,CHL,2051,1\n');
    const big = await upload(staff.token, 'huge.csv', huge);
    expect(big.json()).toMatchObject({ code: 413, message: 'fileTooLarge' });
    expect(await counts()).toEqual(before);
  });

  it('lets a regional administrator upload inside the area only', async () => {
    const admin = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: ids.country('CHL'),
    });
    const before = await counts();
    const res = await upload(
      admin.token,
      'x.csv',
      'series_number,economy,year,value\n3100,CHL,2060,1\n3100,PER,2060,1',
    );
    expect(res.json().result.errors).toEqual([{ field: 'rows.3.economy', message: 'Outside your jurisdiction' }]);
    expect(await counts()).toEqual(before);
    const ok = await upload(admin.token, 'y.csv', 'series_number,economy,year,value\n3100,CHL,2060,1');
    expect(ok.json().result.created).toBe(1);
  });
});

describe('exports and the GDP deflator table', () => {
  it('streams the filtered values as xlsx', async () => {
    const filter = `seriesId=${ids.series('1300')}&countryId=${ids.country('USA')}`;
    const listed = (
      await t.app.inject({ url: `${t.base}/data/cityDataSeries/list?${filter}`, headers: headers(staff.token) })
    ).json().result.total;
    const res = await t.app.inject({
      url: `${t.base}/data/cityDataSeries/exportExcel?${filter}`,
      headers: headers(staff.token),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Data');
    expect(sheet?.rowCount).toBe(listed + 1);
    expect(listed).toBe(demo('1300', 'USA').size);
    const row = sheet?.getRow(2).values as unknown[];
    expect(row[4]).toBe('USA');
    expect(row[9]).toBe(demo('1300', 'USA').get(row[8] as number));
  });

  it('imports a wide economy × year deflator table into a stored series and exports it back', async () => {
    const seriesId = await addSeries(t, staff.token, {
      pid: String(ids.series('1000')),
      number: '1500',
      nameEn: 'GDP deflator (imported)',
      nameZh: 'GDP平减指数（导入）',
    });
    const importer = await signedInUser(t.app, t.database.db, {
      perms: ['dimension:deflator:import', 'dimension:deflator:export'],
    });
    const table = 'economy,economy_name,2016,2017,2018\nAUS,Australia,98.5,100,102.25\nJPN,Japan,99.9,100,\n';
    const res = await upload(
      importer.token,
      'deflators.csv',
      table,
      `/dimension/importGDPDeflators?seriesId=${seriesId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ seriesId, rows: 5, created: 5 });
    const out = await t.app.inject({
      url: `${t.base}/dimension/exportGDPDeflators?seriesId=${seriesId}`,
      headers: headers(importer.token),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(out.rawPayload as unknown as ArrayBuffer);
    const values = book.getWorksheet('Data')?.getSheetValues() as unknown[][];
    expect(values[1]?.slice(1, 6)).toEqual(['economy', 'economy_name', '2016', '2017', '2018']);
    expect(values.find((r) => r?.[1] === 'AUS')?.slice(3, 6)).toEqual([98.5, 100, 102.25]);
    expect(values.find((r) => r?.[1] === 'JPN')?.slice(3, 5)).toEqual([99.9, 100]);
  });
});
