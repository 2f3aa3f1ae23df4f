import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLogs, dataValues } from '../src/db/schema/index.js';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, fileSeries, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17: re-uploads that do not disturb (an unchanged value stays published, writes no log row; the reply
 * counts new, changed and unchanged), removing the values an upload brought (all or none, logged, in the area
 * only), and the upload history.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff([
    'city:data:upload',
    'series:add',
    'city:data:examine',
    'city:data:publish',
    'city:data:delete',
    'dimension:deflator:import',
  ]));
});
afterAll(() => t.close());

const upload = (token: string, content: string, seriesId: string, fileName = 'values.csv') =>
  postMultipart(t, `/city/data/manager/upload?seriesId=${seriesId}`, token, multipartFile(fileName, content));

const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${t.base}${url}`, headers: token ? headers(token) : {}, payload });

const { newSeries, lastNumber } = fileSeries(() => ({ t, ids, staff }), 1900, { en: 'Reupload', zh: '重传' });

const values = async (seriesId: string) =>
  (
    await t.database.db
      .select({
        year: dataValues.year,
        value: dataValues.value,
        status: dataValues.status,
        countryId: dataValues.countryId,
      })
      .from(dataValues)
      .where(eq(dataValues.seriesId, Number(seriesId)))
  ).sort((a, b) => Number(a.countryId) - Number(b.countryId) || a.year - b.year);

const logCount = async (seriesId: string, type?: string) =>
  (
    await t.database.db
      .select({ id: dataLogs.id })
      .from(dataLogs)
      .where(and(eq(dataLogs.seriesId, Number(seriesId)), type ? eq(dataLogs.logType, type) : undefined))
  ).length;

async function publishAll(seriesId: string, countryId: number) {
  const sel = { seriesId, countryId: String(countryId) };
  const pass = await post('/data/cityDataSeries/examine', staff.token, { ...sel, pass: true });
  expect(pass.statusCode, pass.body).toBe(200);
  const pub = await post('/data/cityDataSeries/publish', staff.token, sel);
  expect(pub.statusCode, pub.body).toBe(200);
}

describe('re-uploading a file', () => {
  it('changes nothing for equal values (still published, no log row) and says so', async () => {
    const seriesId = await newSeries();
    const file = 'economy,year,value\nAUS,2001,1234.5\nAUS,2002,"1,000"\n';
    const first = await upload(staff.token, file, seriesId);
    expect(first.json().result).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0 });
    await publishAll(seriesId, ids.country('AUS'));
    const logsBefore = await logCount(seriesId);

    const again = await upload(staff.token, file, seriesId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2 });
    expect((await values(seriesId)).map((v) => v.status)).toEqual(['published', 'published']);
    expect(await logCount(seriesId)).toBe(logsBefore);

    // One changed value: only it goes back to pending, with one update log row.
    const changed = await upload(staff.token, 'economy,year,value\nAUS,2001,1234.5\nAUS,2002,1001\n', seriesId);
    expect(changed.json().result).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect((await values(seriesId)).map((v) => [v.year, v.value, v.status])).toEqual([
      [2001, 1234.5, 'published'],
      [2002, 1001, 'pending'],
    ]);
    expect(await logCount(seriesId)).toBe(logsBefore + 1);
  });

  it('sends a rejected value uploaded again back to examination', async () => {
    const seriesId = await newSeries();
    const file = 'economy,year,value\nAUS,2001,7\n';
    await upload(staff.token, file, seriesId);
    const reject = await post('/data/cityDataSeries/examine', staff.token, {
      seriesId,
      countryId: String(ids.country('AUS')),
      pass: false,
      reason: 'check the source',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const again = await upload(staff.token, file, seriesId);
    expect(again.json().result).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect((await values(seriesId))[0]?.status).toBe('pending');
  });

  it('counts unchanged rows in the GDP deflator import too', async () => {
    const seriesId = await newSeries();
    const file = 'economy,2019,2020\nAUS,98.1,100\n';
    const url = `/dimension/importGDPDeflators?seriesId=${seriesId}`;
    const send = () => postMultipart(t, url, staff.token, multipartFile('deflator.csv', file));
    expect((await send()).json().result).toMatchObject({ created: 2, unchanged: 0 });
    expect((await send()).json().result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });
});

describe('removing the values an upload brought', () => {
  it('removes them all with a delete log row each, takes published ones off the public side, then answers 409', async () => {
    const seriesId = await newSeries();
    const done = await upload(staff.token, 'economy,year,value\nAUS,2001,1\nAUS,2002,2\nCHL,2002,3\n', seriesId);
    const uploadId = done.json().result.uploadId;
    await publishAll(seriesId, ids.country('AUS'));
    const res = await post(`/city/data/manager/upload/${uploadId}/removeValues`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ uploadId, removed: 3, published: 2 });
    expect(await values(seriesId)).toEqual([]);
    expect(await logCount(seriesId, 'delete')).toBe(3);
    const again = await post(`/city/data/manager/upload/${uploadId}/removeValues`, staff.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('uploadNothingToRemove');
  });

  it('leaves values a later upload took over', async () => {
    const seriesId = await newSeries();
    const first = await upload(staff.token, 'economy,year,value\nAUS,2001,1\nAUS,2002,2\n', seriesId);
    await upload(staff.token, 'economy,year,value\nAUS,2002,5\n', seriesId);
    const res = await post(`/city/data/manager/upload/${first.json().result.uploadId}/removeValues`, staff.token);
    expect(res.json().result.removed).toBe(1);
    expect((await values(seriesId)).map((v) => [v.year, v.value])).toEqual([[2002, 5]]);
  });

  it('is all or none and permission-gated: 401, 403 without city:data:delete, 403 outside the area, 400, 404', async () => {
    const seriesId = await newSeries();
    const done = await upload(staff.token, 'economy,year,value\nAUS,2001,1\nCHL,2001,2\n', seriesId);
    const url = `/city/data/manager/upload/${done.json().result.uploadId}/removeValues`;
    expect((await post(url, null)).statusCode).toBe(401);
    const uploader = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    expect((await post(url, uploader.token)).statusCode).toBe(403);
    const chile = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:delete'],
      countryId: ids.country('CHL'),
    });
    const outside = await post(url, chile.token);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('notJurisdiction');
    expect(await values(seriesId)).toHaveLength(2);
    expect(await logCount(seriesId, 'delete')).toBe(0);
    expect((await post('/city/data/manager/upload/1%27%20or%201=1/removeValues', staff.token)).statusCode).toBe(400);
    const missing = await post('/city/data/manager/upload/999999999/removeValues', staff.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('uploadNotExist');
  });
});

describe('the upload history', () => {
  const history = (token: string | null, query = '') =>
    t.app.inject({ url: `${t.base}/city/data/manager/uploads${query}`, headers: token ? headers(token) : {} });

  it('lists uploads newest first with status, counts, who, and whether an error report downloads', async () => {
    const seriesId = await newSeries();
    const user = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    await upload(user.token, 'economy,year,value\nAUS,2001,1\n', seriesId, 'good.csv');
    await upload(user.token, 'economy,year,value\nAUS,2001,1\nAUS,2002,2\n', seriesId, 'again.csv');
    await upload(user.token, 'economy,year,value\nXXX,2001,1\n', seriesId, 'bad.csv');
    const res = await history(user.token, '?pageSize=3');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page.records.map((r: { fileName: string }) => r.fileName)).toEqual(['bad.csv', 'again.csv', 'good.csv']);
    expect(page.records[0]).toMatchObject({
      status: 'failed',
      hasReport: true,
      mine: true,
      errorKey: 'uploadRowsRefused',
    });
    expect(page.records[1]).toMatchObject({
      status: 'done',
      rowCount: 2,
      created: 1,
      updated: 0,
      unchanged: 1,
      hasReport: false,
      seriesNumber: lastNumber(),
    });
    expect(page.records[2].username).toMatch(/^tester/);
    // Another administrator of every area sees them, not as theirs.
    const other = await history(staff.token, '?pageSize=100');
    const theirs = other.json().result.records.find((r: { fileName: string }) => r.fileName === 'bad.csv');
    expect(theirs).toMatchObject({ mine: false });
  });

  it('shows a regional administrator only uploads of their area, and refuses 401 and 403', async () => {
    const chile = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: ids.country('CHL'),
    });
    const seriesId = await newSeries();
    await upload(chile.token, 'economy,year,value\nCHL,2001,1\n', seriesId, 'chile.csv');
    await upload(staff.token, 'economy,year,value\nAUS,2001,1\n', seriesId, 'australia.csv');
    const res = await history(chile.token, '?pageSize=100');
    const names = res.json().result.records.map((r: { fileName: string }) => r.fileName);
    expect(names).toContain('chile.csv');
    expect(names).not.toContain('australia.csv');
    expect((await history(null)).statusCode).toBe(401);
    const nobody = await signedInUser(t.app, t.database.db, { perms: ['city:data:list'] });
    expect((await history(nobody.token)).statusCode).toBe(403);
    const examiner = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    expect((await history(examiner.token)).statusCode).toBe(200);
    expect((await history(staff.token, '?pageSize=100000')).statusCode).toBe(400);
  });
});

describe('reviewing a whole upload with a preview', () => {
  const preview = (id: string, token: string | null) =>
    t.app.inject({ url: `${t.base}/city/data/manager/upload/${id}/preview`, headers: token ? headers(token) : {} });
  const review = (id: string, token: string | null, payload: object) =>
    post(`/city/data/manager/upload/${id}/review`, token, payload);

  it('previews new and changed values (old → new), then passes and publishes them all in one call each', async () => {
    const seriesId = await newSeries();
    await upload(staff.token, 'economy,year,value\nAUS,2001,10\nAUS,2002,20\n', seriesId);
    await publishAll(seriesId, ids.country('AUS'));
    // A wide file across economies: one changed, one unchanged, three new (two economies).
    const second = await upload(
      staff.token,
      'economy,2001,2002,2003\nAUS,10,25,30\nCHL,1,2,\nKOR,,,5\n',
      seriesId,
      'wide.csv',
    );
    expect(second.json().result).toMatchObject({ created: 4, updated: 1, unchanged: 1 });
    const id = second.json().result.uploadId;
    const before = await preview(id, staff.token);
    expect(before.statusCode, before.body).toBe(200);
    const p = before.json().result;
    expect(p).toMatchObject({ total: 5, added: 4, changed: 1, byStatus: { pending: 5 } });
    expect(p.rows.find((r: { economy: string; year: number }) => r.economy === 'AUS' && r.year === 2002)).toMatchObject(
      {
        oldValue: 20,
        newValue: 25,
        status: 'pending',
      },
    );
    expect(p.rows.find((r: { economy: string }) => r.economy === 'KOR')).toMatchObject({ oldValue: null, newValue: 5 });

    // Publishing before passing moves nothing.
    expect((await review(id, staff.token, { action: 'publish' })).statusCode).toBe(409);
    const passed = await review(id, staff.token, { action: 'pass' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().result.count).toBe(5);
    const published = await review(id, staff.token, { action: 'publish' });
    expect(published.json().result.count).toBe(5);
    expect((await values(seriesId)).every((v) => v.status === 'published')).toBe(true);
    expect((await review(id, staff.token, { action: 'pass' })).statusCode).toBe(409);
  });

  it('refuses: 401, 403 without the permission of the action, 403 outside the area (nothing moves), 400, 404', async () => {
    const seriesId = await newSeries();
    const done = await upload(staff.token, 'economy,year,value\nAUS,2001,1\nCHL,2001,2\n', seriesId);
    const id = done.json().result.uploadId;
    expect((await review(id, null, { action: 'pass' })).statusCode).toBe(401);
    expect((await preview(id, null)).statusCode).toBe(401);
    const examiner = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    expect((await review(id, examiner.token, { action: 'publish' })).statusCode).toBe(403);
    const uploader = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    expect((await preview(id, uploader.token)).statusCode).toBe(403);
    expect((await review(id, uploader.token, { action: 'pass' })).statusCode).toBe(403);
    const chile = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:examine'],
      countryId: ids.country('CHL'),
    });
    const outside = await review(id, chile.token, { action: 'pass' });
    expect(outside.statusCode).toBe(403);
    expect((await values(seriesId)).map((v) => v.status)).toEqual(['pending', 'pending']);
    // The preview of a regional administrator shows only their area.
    expect((await preview(id, chile.token)).json().result).toMatchObject({ total: 1, rows: [{ economy: 'CHL' }] });
    expect((await review(id, staff.token, { action: 'reject' })).statusCode).toBe(400);
    expect((await review(id, staff.token, { action: 'drop table' })).statusCode).toBe(400);
    expect((await review('999999999', staff.token, { action: 'pass' })).statusCode).toBe(404);
    const rejected = await review(id, staff.token, { action: 'reject', reason: 'wrong unit' });
    expect(rejected.json().result.count).toBe(2);
    expect((await values(seriesId)).map((v) => v.status)).toEqual(['reject', 'reject']);
  });
});

describe('removal rows in an upload', () => {
  const chart = async (seriesId: string) => {
    const res = await t.app.inject({
      url: `${t.base}/reception/data/chart?seriesId=${seriesId}&countryIds=${ids.country('AUS')}&startYear=2001&endYear=2004`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return Object.values(res.json().result.data as Record<string, (number | null)[]>)[0];
  };

  it('removes the marked points (remove, 删除), logs each, takes published ones off the public side and counts them', async () => {
    const seriesId = await newSeries();
    await upload(staff.token, 'economy,year,value\nAUS,2001,10\nAUS,2002,20\nAUS,2003,30\n', seriesId);
    await publishAll(seriesId, ids.country('AUS'));
    expect(await chart(seriesId)).toEqual([10, 20, 30, null]);
    const deletesBefore = await logCount(seriesId, 'delete');

    // One row removes, one row (Chinese mark, another case) removes, one adds, one names a point holding nothing.
    const res = await upload(
      staff.token,
      'economy,year,value\nAUS,2001,Remove\n澳大利亚,2002,删除\nAUS,2004,40\nAUS,1999,remove\n',
      seriesId,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ rows: 4, created: 1, updated: 0, unchanged: 0, removed: 2 });
    expect((await values(seriesId)).map((v) => [v.year, v.value, v.status])).toEqual([
      [2003, 30, 'published'],
      [2004, 40, 'pending'],
    ]);
    expect(await logCount(seriesId, 'delete')).toBe(deletesBefore + 2);
    // The public side at once (the publication version moved): 2001 and 2002 are gone, 2004 waits for review.
    expect(await chart(seriesId)).toEqual([null, null, 30, null]);
    const history = await t.app.inject({ url: `${t.base}/city/data/manager/uploads`, headers: headers(staff.token) });
    const newest = (history.json().result.records as { id: string; removed: number | null }[])[0];
    expect(newest?.id).toBe(res.json().result.uploadId);
    expect(newest?.removed).toBe(2);
  });

  it('removes in the wide layout too, and refuses the whole file (nothing removed) when another row is bad', async () => {
    const seriesId = await newSeries();
    await upload(staff.token, 'economy,year,value\nAUS,2001,1\nAUS,2002,2\n', seriesId);
    const bad = await upload(staff.token, 'economy,year,value\nAUS,2001,remove\nAUS,2002,"1.234,5"\n', seriesId);
    expect(bad.statusCode, bad.body).toBe(400);
    expect((await values(seriesId)).map((v) => v.year)).toEqual([2001, 2002]);
    const wide = await upload(staff.token, 'economy,2001,2002\nAUS,delete,2\n', seriesId);
    expect(wide.statusCode, wide.body).toBe(200);
    expect(wide.json().result).toMatchObject({ removed: 1, unchanged: 1 });
    expect((await values(seriesId)).map((v) => v.year)).toEqual([2002]);
  });

  it("refuses a removal row outside the uploader's area (nothing removed) and a point named twice", async () => {
    const seriesId = await newSeries();
    await upload(staff.token, 'economy,year,value\nAUS,2001,1\nCHN,2001,5\n', seriesId);
    const china = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: ids.country('CHN'),
    });
    const outside = await upload(china.token, 'economy,year,value\nAUS,2001,remove\n', seriesId);
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json().result.report.summary[0].kind).toBe('uploadSumOutsideArea');
    const twice = await upload(staff.token, 'economy,year,value\nAUS,2001,remove\nAUS,2001,3\n', seriesId);
    expect(twice.statusCode, twice.body).toBe(400);
    expect((await values(seriesId)).map((v) => [v.year, v.value])).toEqual([
      [2001, 1],
      [2001, 5],
    ]);
  });

  it('needs city:data:delete, as removing an upload’s values does: without it each removal row is a row error', async () => {
    const seriesId = await newSeries();
    await upload(staff.token, 'economy,year,value\nAUS,2001,1\n', seriesId);
    const uploader = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    const res = await upload(uploader.token, 'economy,year,value\nAUS,2001,删除\nAUS,2002,2\n', seriesId);
    expect(res.statusCode, res.body).toBe(400);
    const report = res.json().result.report;
    expect(report.summary.map((k: { kind: string }) => k.kind)).toEqual(['uploadSumRemove']);
    expect(report.rows[0].problems[0]).toMatchObject({ column: 'value', value: '删除' });
    expect((await values(seriesId)).map((v) => [v.year, v.value])).toEqual([[2001, 1]]);
  });

  it('says how in the template, in both languages', async () => {
    for (const [lang, text] of [
      ['en', 'write remove'],
      ['zh', '填写“删除”'],
    ] as const) {
      const res = await t.app.inject({
        url: `${t.base}/city/data/manager/downloadTemplate?format=csv&seriesId=${ids.series('2100')}&lang=${lang}`,
        headers: { ...headers(staff.token), 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      const xlsx = await t.app.inject({
        url: `${t.base}/city/data/manager/downloadTemplate?seriesId=${ids.series('2100')}`,
        headers: { ...headers(staff.token), 'accept-language': lang },
      });
      expect(xlsx.statusCode).toBe(200);
      const ExcelJS = (await import('exceljs')).default;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const all: string[] = [];
      for (const sheet of book.worksheets) sheet.eachRow((row) => all.push(String(row.values)));
      expect(all.join('\n')).toContain(text);
    }
  });
});
