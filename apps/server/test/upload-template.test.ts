import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';

/**
 * Issue 17: a template that teaches, in the reader's language: the Data sheet first (read by the upload), an
 * Example sheet, the series with their stored types, the places of the user's area, the accepted number forms;
 * and a CSV template. An example row copied into the Data sheet uploads as it is.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => ({ t, ids, staff } = await startDemoAppWithStaff(['city:data:upload'])));
afterAll(() => t.close());

const template = (token: string | null, query: string, lang = 'en') =>
  t.app.inject({
    url: `${t.base}/city/data/manager/downloadTemplate?${query}`,
    headers: { ...(token ? headers(token) : {}), 'accept-language': lang },
  });

function uploadFile(token: string, fileName: string, content: string, lang: string) {
  const boundary = `----csp${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `${t.base}/city/data/manager/upload`,
    headers: {
      ...headers(token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': lang,
    },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

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
    expect(rows(b.getWorksheet('Data'))).toEqual([
      ['series_number', 'type_code', 'economy', 'city', 'year', 'value', 'obs_status'],
    ]);
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
    // The observation status column (issue 16): optional, its codes explained; the examples use two of them.
    expect(help).toContain('obs_status (optional)');
    for (const code of [
      'E = Estimate: estimated by the source',
      'F = Projection: projected by the source, not observed',
      'P = Provisional',
      'B = Break in series',
    ])
      expect(help).toContain(code);
    expect(example.map((r) => r[6])).toEqual(expect.arrayContaining(['obs_status', 'P', 'estimate']));
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
    expect(help).toContain('obs_status（观测状态，可选）');
    for (const code of ['E = 估计值', 'F = 预测值：来源预测的数值，非实际观测', 'P = 初步值', 'B = 序列中断'])
      expect(help).toContain(code);
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

  it('comes as CSV: two note lines (the series, the status codes explained) in the reader’s language, then the header', async () => {
    const res = await template(staff.token, `seriesId=${ids.series('2100')}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('template-series-2100.csv');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const [series, statuses, header, ...rest] = parse(text.replace(/^\ufeff/, ''), {
      relax_column_count: true,
    }) as string[][];
    expect(series?.[0]).toMatch(/^Upload template of series 2100 \(.+\): one value per row below the header/);
    expect(statuses?.[0]).toContain('obs_status (optional)');
    expect(statuses?.[0]).toContain('F = Projection: projected by the source, not observed');
    expect(header).toEqual(['series_number', 'type_code', 'economy', 'city', 'year', 'value', 'obs_status']);
    expect(rest).toEqual([]);

    const zh = (
      await template(staff.token, `seriesId=${ids.series('2100')}&format=csv`, 'zh-CN')
    ).rawPayload.toString();
    expect(zh).toContain('指标 2100（');
    expect(zh).toContain('F = 预测值：来源预测的数值，非实际观测');
    expect(zh).not.toContain('Projection');
  });

  it('uploads as filled in, notes kept: the statuses written in either language land with the values', async () => {
    const clerk = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload', 'city:data:list'] });
    const sydney = ids.city('Sydney');
    for (const [lang, statuses] of [
      ['en', ['E', 'projection', '']],
      ['zh-CN', ['初步值', 'B', '估计值']],
    ] as const) {
      const csv = (await template(clerk.token, `seriesId=${ids.series('2100')}&format=csv`, lang)).rawPayload
        .toString('utf8')
        .concat(statuses.map((s, i) => `2100,,AUS,Sydney,${2061 + i},${i + 1}00,${s}\r\n`).join(''));
      const res = await uploadFile(clerk.token, 'template-series-2100.csv', csv, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toMatchObject({ rows: 3 });
    }
    const list = await t.app.inject({
      url: `${t.base}/data/cityDataSeries/list?cityId=${sydney.id}&seriesId=${ids.series('2100')}&startYear=2061&endYear=2063&column=year&order=asc`,
      headers: headers(clerk.token),
    });
    expect(
      list
        .json()
        .result.records.map((r: { year: number; value: number; obsStatus: string | null }) => [
          r.year,
          r.value,
          r.obsStatus,
        ]),
    ).toEqual([
      [2061, 100, 'provisional'],
      [2062, 200, 'break'],
      [2063, 300, 'estimate'],
    ]);
  });

  it('names the status column in a refused upload’s report, in the reader’s language', async () => {
    const csv = 'series_number,economy,city,year,value,obs_status\r\n2100,AUS,Sydney,2064,1,guess\r\n';
    const refused = await uploadFile(staff.token, 'bad.csv', csv, 'zh-CN');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result.errors).toEqual([
      expect.objectContaining({ field: 'rows.2.status', message: expect.stringContaining('未知的状态') }),
    ]);
    const id = refused.json().result.report.uploadId as string;
    const report = await t.app.inject({
      url: `${t.base}/city/data/manager/upload/${id}/errorReport?format=csv`,
      headers: { ...headers(staff.token), 'accept-language': 'zh-CN' },
    });
    expect(report.statusCode, report.body).toBe(200);
    const lines = parse(report.body.replace(/^\ufeff/, ''), { relax_column_count: true }) as string[][];
    expect(lines.find((l) => l[0] === '2')?.slice(1, 3)).toEqual(['观测状态', 'guess']);
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
