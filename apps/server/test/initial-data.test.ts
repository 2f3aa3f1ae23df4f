import { and, count, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLogs, dataValues, dimensions, uploads } from '../src/db/schema/index.js';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;
const perms = ['dimension:list', 'dimension:initialData:import', 'dimension:initialData:export'];

beforeAll(async () => ({ t, ids, staff } = await startDemoAppWithStaff(perms)));
afterAll(() => t.close());

const importFile = (
  dimensionId: number,
  fileName: string,
  content: Buffer | string,
  token = staff.token,
  type = 'text/csv',
) =>
  postMultipart(
    t,
    `/dimension/importInitialData?dimensionId=${dimensionId}`,
    token,
    multipartFile(fileName, content, { type }),
  );
const get = (url: string, token = staff.token) =>
  t.app.inject({ method: 'GET', url: `${t.base}${url}`, headers: headers(token) });
const counts = async () => ({
  values: (await t.database.db.select({ n: count() }).from(dataValues))[0]?.n ?? 0,
  logs: (await t.database.db.select({ n: count() }).from(dataLogs))[0]?.n ?? 0,
});
const valueAt = async (dimensionId: number, countryId: number, year: number) =>
  (
    await t.database.db
      .select({ value: dataValues.value, status: dataValues.status })
      .from(dataValues)
      .where(
        and(
          eq(dataValues.dimensionId, dimensionId),
          eq(dataValues.countryId, countryId),
          isNull(dataValues.cityId),
          eq(dataValues.year, year),
        ),
      )
  )[0];
async function workbook(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book;
}
type Input = { seriesNumber: string; code: string; values: number };

describe('the inputs of a type (what its initial data is)', () => {
  it('follows formulas, chained indexes and year-on-year changes down to stored types', async () => {
    const of = async (number: string, code: string) =>
      ((await get(`/dimension/initialData/inputs?dimensionId=${ids.type(number, code)}`)).json().result as Input[]).map(
        (i) => `${i.seriesNumber}/${i.code}`,
      );
    expect(await of('1200', 'value')).toEqual(['1100/value', '2100/value']);
    expect(await of('1200', 'yoy')).toEqual(['1100/value', '2100/value']);
    expect(await of('1400', 'value')).toEqual(['1300/value']);
    expect(await of('1100', 'yoy')).toEqual(['1100/value']);
    expect(await of('2100', 'value')).toEqual(['2100/value']);
    const [gdp] = (await get(`/dimension/initialData/inputs?dimensionId=${ids.type('1100', 'value')}`)).json().result;
    const stored = await t.database.db
      .select({ n: count() })
      .from(dataValues)
      .where(eq(dataValues.dimensionId, ids.type('1100', 'value')));
    expect(gdp.values).toBe(stored[0]?.n);
    expect(gdp.values).toBeGreaterThan(100);
  });

  it('answers 404 for an unknown type and 400 for a malformed id', async () => {
    const missing = await get('/dimension/initialData/inputs?dimensionId=99999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'dimensionNotExist']);
    const bad = await get('/dimension/initialData/inputs?dimensionId=1x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors[0].field).toBe('dimensionId');
  });
});

describe('initial data export', () => {
  it('streams the stored inputs as XLSX in the upload layout, with a sheet naming them', async () => {
    const res = await get(`/dimension/exportInitialData?dimensionId=${ids.type('1200', 'value')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('initial-data-1200-value.xlsx');
    const book = await workbook(res.rawPayload);
    const data = book.getWorksheet('Data');
    expect(data?.getRow(1).values).toEqual([
      undefined,
      'series_number',
      'type_code',
      'economy',
      'city',
      'city_name',
      'year',
      'value',
      'status',
    ]);
    const inputs = (await get(`/dimension/initialData/inputs?dimensionId=${ids.type('1200', 'value')}`)).json()
      .result as Input[];
    expect((data?.actualRowCount ?? 0) - 1).toBe(inputs.reduce((sum, i) => sum + i.values, 0));
    const series = new Set<string>();
    data?.eachRow((row, n) => {
      if (n > 1) series.add(`${row.getCell(1).value}/${row.getCell(2).value}`);
    });
    expect([...series].sort()).toEqual(['1100/value', '2100/value']);
    expect(JSON.stringify(book.getWorksheet('Inputs')?.getSheetValues())).toContain('Population, total');
  });

  it('exports only the area of a regional administrator', async () => {
    const aus = ids.country('AUS');
    const regional = await regionalAdmin(t.app, t.database.db, { perms, countryId: aus });
    const res = await get(`/dimension/exportInitialData?dimensionId=${ids.type('1400', 'value')}`, regional.token);
    const data = (await workbook(res.rawPayload)).getWorksheet('Data');
    const economies = new Set<string>();
    data?.eachRow((row, n) => {
      if (n > 1) economies.add(String(row.getCell(3).value));
    });
    expect([...economies]).toEqual(['AUS']);
    const [input] = (
      await get(`/dimension/initialData/inputs?dimensionId=${ids.type('1400', 'value')}`, regional.token)
    ).json().result as Input[];
    expect((data?.actualRowCount ?? 0) - 1).toBe(input?.values);
  });

  it('answers 409 for a type with nothing to start from, and 403 without the permission', async () => {
    const [broken] = await t.database.db
      .insert(dimensions)
      .values({
        seriesId: ids.series('3400'),
        code: 'broken',
        nameEn: 'Broken',
        nameZh: '无效',
        computeType: 'formula',
        formula: 'S999999',
      })
      .returning({ id: dimensions.id });
    const res = await get(`/dimension/exportInitialData?dimensionId=${broken?.id}`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'initialDataNone']);
    const csv = 'series_number,economy,year,value\n3400,AUS,2001,1\n';
    expect((await importFile(broken?.id as number, 'x.csv', csv)).statusCode).toBe(409);
    await t.database.db.delete(dimensions).where(eq(dimensions.id, broken?.id as number));
    const lister = await signedInUser(t.app, t.database.db, { perms: ['dimension:list'] });
    expect(
      (await get(`/dimension/exportInitialData?dimensionId=${ids.type('1200', 'value')}`, lister.token)).statusCode,
    ).toBe(403);
    expect((await importFile(ids.type('1200', 'value'), 'x.csv', csv, lister.token)).statusCode).toBe(403);
  });
});

describe('initial data import', () => {
  it('writes the rows of the inputs, pending examination, logged with a note', async () => {
    const chn = ids.country('CHN');
    const before = await counts();
    const csv = 'series_number,type_code,economy,city,year,value\n1100,value,CHN,,2031,123.5\n2100,,CHN,,2031,10\n';
    const res = await importFile(ids.type('1200', 'value'), 'initial.csv', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'importSuccess',
      result: { dimensionId: String(ids.type('1200', 'value')), rows: 2, created: 2, updated: 0 },
    });
    expect(await valueAt(ids.type('1100', 'value'), chn, 2031)).toEqual({ value: 123.5, status: 'pending' });
    expect(await valueAt(ids.type('2100', 'value'), chn, 2031)).toEqual({ value: 10, status: 'pending' });
    expect(await counts()).toEqual({ values: before.values + 2, logs: before.logs + 2 });
    const notes = await t.database.db
      .select({ note: dataLogs.note, type: dataLogs.logType })
      .from(dataLogs)
      .where(and(eq(dataLogs.year, 2031), eq(dataLogs.countryId, chn)));
    expect(notes).toEqual([
      { note: 'initial data of 1200/value', type: 'create' },
      { note: 'initial data of 1200/value', type: 'create' },
    ]);
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, 'initial.csv'));
    expect(upload).toMatchObject({ status: 'done', rowCount: 2, seriesId: ids.series('1200') });
  });

  it('takes its own export back (xlsx round trip): every value found unchanged, nothing created or updated', async () => {
    const deflator = ids.type('1400', 'value');
    const exported = await get(`/dimension/exportInitialData?dimensionId=${deflator}`);
    const rowsInFile = ((await workbook(exported.rawPayload)).getWorksheet('Data')?.actualRowCount ?? 1) - 1;
    const res = await importFile(
      deflator,
      'initial.xlsx',
      exported.rawPayload,
      staff.token,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.statusCode).toBe(200);
    // Issue 17: a value equal to the stored one is left as it is (still published, no log row) and counted so.
    expect(res.json().result).toMatchObject({ rows: rowsInFile, created: 0, updated: 0, unchanged: rowsInFile });
  });

  it('refuses rows of other types, bad numbers and duplicates row by row, storing nothing', async () => {
    const before = await counts();
    const csv = [
      'series_number,type_code,economy,city,year,value',
      '1100,value,AUS,,2032,1',
      '3100,value,AUS,,2032,2',
      '1100,yoy,AUS,,2032,2',
      '2100,value,AUS,,2032,abc',
      '1100,value,AUS,,2032,3',
      '1100,value,ZZZ,,2032,3',
    ].join('\n');
    const res = await importFile(ids.type('1200', 'value'), 'bad.csv', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('excelException');
    expect(res.json().result.errors).toEqual([
      { field: 'rows.3.type', message: 'Not a stored type this statistical type is computed from' },
      { field: 'rows.4.type', message: 'Values can only be entered for a stored statistical type' },
      { field: 'rows.5.value', message: 'The value is not a number' },
      { field: 'rows.6', message: 'The same value appears more than once in the file' },
      { field: 'rows.7.economy', message: 'The economy does not exist' },
    ]);
    expect(await counts()).toEqual(before);
    expect(await valueAt(ids.type('1100', 'value'), ids.country('AUS'), 2032)).toBeUndefined();
  });

  it('names the series column when the file has no type column', async () => {
    const res = await importFile(
      ids.type('1400', 'value'),
      'x.csv',
      'series_number,economy,year,value\n2100,AUS,2033,5\n',
    );
    expect(res.json().result.errors).toEqual([
      { field: 'rows.2.series', message: 'Not a stored type this statistical type is computed from' },
    ]);
  });

  it('refuses a missing column, an empty file, no file and a wrong file type', async () => {
    const dimensionId = ids.type('1200', 'value');
    const missing = await importFile(dimensionId, 'x.csv', 'series_number,economy,value\n1100,AUS,1\n');
    expect([missing.statusCode, missing.json().result.errors]).toEqual([
      400,
      [{ field: 'columns.year', message: 'A required column is missing' }],
    ]);
    const empty = await importFile(dimensionId, 'x.csv', 'series_number,economy,year,value\n');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'uploadFileEmpty']);
    const none = await t.app.inject({
      method: 'POST',
      url: `${t.base}/dimension/importInitialData?dimensionId=${dimensionId}`,
      headers: headers(staff.token),
      payload: {},
    });
    expect([none.statusCode, none.json().message]).toEqual([400, 'FileNotNull']);
    const pdf = await importFile(dimensionId, 'x.pdf', '%PDF-1.4');
    expect([pdf.statusCode, pdf.json().message]).toEqual([415, 'IllegalFileType']);
    const unknown = await importFile(99999999, 'x.csv', 'series_number,economy,year,value\n1100,AUS,2001,1\n');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'dimensionNotExist']);
  });

  it('keeps a regional administrator inside the area', async () => {
    const regional = await regionalAdmin(t.app, t.database.db, { perms, countryId: ids.country('AUS') });
    const before = await counts();
    const csv = 'series_number,economy,year,value\n1300,AUS,2034,1\n1300,CHN,2034,2\n';
    const res = await importFile(ids.type('1400', 'value'), 'x.csv', csv, regional.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().result.errors).toEqual([{ field: 'rows.3.economy', message: 'Outside your jurisdiction' }]);
    expect(await counts()).toEqual(before);
  });
});
