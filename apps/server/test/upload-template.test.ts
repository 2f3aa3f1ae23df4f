import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, headers, regionalAdmin } from './stats-fixtures.js';

/**
 * Issue 17: a template that teaches, in the reader's language: the Data sheet first (read by the upload), an
 * Example sheet, the series with their stored types, the places of the user's area, the accepted number forms;
 * and a CSV template. An example row copied into the Data sheet uploads as it is.
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: { token: string; userId: number };

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoIds(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
});
afterAll(() => t.close());

const template = (token: string | null, query: string, lang = 'en') =>
  t.app.inject({
    url: `${t.base}/city/data/manager/downloadTemplate?${query}`,
    headers: { ...(token ? headers(token) : {}), 'accept-language': lang },
  });

async function book(payload: Buffer) {
  const b = new ExcelJS.Workbook();
  await b.xlsx.load(payload as unknown as ArrayBuffer);
  return b;
}

const rows = (sheet: ExcelJS.Worksheet | undefined) =>
  (sheet?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1).map((c) => c ?? ''));

describe('the upload template', () => {
  it('teaches in English: data sheet first, examples, series, types, places with ids and both names', async () => {
    const res = await template(staff.token, `seriesId=${ids.series('2100')}`);
    expect(res.statusCode, res.body).toBe(200);
    const b = await book(res.rawPayload);
    expect(b.worksheets.map((s) => s.name)).toEqual(['Data', 'Example', 'Series', 'Types', 'Places', 'Instructions']);
    expect(rows(b.getWorksheet('Data'))).toEqual([['series_number', 'type_code', 'economy', 'city', 'year', 'value']]);
    const example = rows(b.getWorksheet('Example'));
    expect(example.length).toBeGreaterThan(2);
    expect(example.slice(1).every((r) => r[0] === '2100')).toBe(true);
    expect(example.map((r) => r[5])).toContain('1,234,567.5');
    const series = rows(b.getWorksheet('Series'));
    expect(series[0]).toEqual(['series_number', 'name_en', 'name_zh', 'unit_en', 'unit_zh', 'stored_types']);
    expect(series.find((r) => r[0] === '2100')?.[5]).toBe('value');
    const places = rows(b.getWorksheet('Places'));
    const sydney = ids.city('Sydney');
    expect(places).toContainEqual([
      'AUS',
      'Australia',
      '澳大利亚',
      String(sydney.id),
      'Sydney',
      '悉尼',
      String(ids.country('AUS')),
    ]);
    const help = JSON.stringify(rows(b.getWorksheet('Instructions')));
    expect(help).toContain('Series 2100');
    expect(help).toContain('1 234 567.5');
    expect(help).not.toContain('小数');
    expect(help).not.toContain('see below');
  });

  it('teaches in Chinese', async () => {
    const res = await template(staff.token, `seriesId=${ids.series('2100')}`, 'zh-CN,zh;q=0.9');
    const b = await book(res.rawPayload);
    expect(b.worksheets.map((s) => s.name)).toEqual(['数据', '示例', '指标', '统计类型', '地点', '说明']);
    expect(rows(b.getWorksheet('地点'))[0]?.[0]).toBe('经济体');
    expect(rows(b.getWorksheet('统计类型'))[1]?.[4]).toBe('是');
    const help = JSON.stringify(rows(b.getWorksheet('说明')));
    expect(help).toContain('指标 2100');
    expect(help).toContain('小数用点号');
    expect(help).not.toContain('Decimals take a dot');
  });

  it('lists only the places of a regional administrator’s area', async () => {
    const admin = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: ids.country('CHL'),
    });
    const b = await book((await template(admin.token, `seriesId=${ids.series('2100')}`)).rawPayload);
    const economies = new Set(
      rows(b.getWorksheet('Places'))
        .slice(1)
        .map((r) => r[0]),
    );
    expect([...economies]).toEqual(['CHL']);
    expect(
      new Set(
        rows(b.getWorksheet('Example'))
          .slice(1)
          .map((r) => r[2]),
      ),
    ).toEqual(new Set(['CHL']));
  });

  it('comes as CSV: the header row only', async () => {
    const res = await template(staff.token, `seriesId=${ids.series('2100')}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('template-series-2100.csv');
    expect(res.rawPayload.toString('utf8')).toBe('\ufeffseries_number,type_code,economy,city,year,value\r\n');
  });

  it('refuses without a session (401), without the permission (403), a bad series or format (400/404)', async () => {
    expect((await template(null, `seriesId=${ids.series('2100')}`)).statusCode).toBe(401);
    const nobody = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    expect((await template(nobody.token, `seriesId=${ids.series('2100')}`)).statusCode).toBe(403);
    expect((await template(staff.token, `seriesId=1%27%20or%201=1`)).statusCode).toBe(400);
    expect((await template(staff.token, `seriesId=${ids.series('2100')}&format=pdf`)).statusCode).toBe(400);
    expect((await template(staff.token, 'seriesId=999999999')).statusCode).toBe(404);
  });
});
