import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/db/area-scope.js';
import { uploadRepository } from '../src/modules/uploads/upload.repository.js';
import { uploadService } from '../src/modules/uploads/upload.service.js';
import { progressBoard, uploadEndNotice } from '../src/modules/uploads/upload-progress.js';
import { uploadSettings } from '../src/modules/uploads/upload-settings.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, fileSeries, headers, regionalAdmin } from './stats-fixtures.js';
import { hookedBatches, multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17: an upload's progress (rows read and checked, rows with errors, rows written in its transaction) for the
 * user who started it, and a notice in their bell when a background upload ends (stored or refused).
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: { token: string; userId: number };

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_BATCH_ROWS: '50' } });
  ids = await demoIds(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload', 'series:add'] });
});
afterAll(() => t.close());

const { newSeries, lastNumber } = fileSeries(() => ({ t, ids, staff }), 1970, { en: 'Progress', zh: '进度' });

/** `n` rows of national values (four economies, one a year from 1960). */
const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => `${['AUS', 'CHL', 'PER', 'VNM'][i % 4]},${1960 + Math.floor(i / 4)},${i}`);

const progressOf = (token: string | null, uploadId: string) =>
  t.app.inject({
    url: `${t.base}/city/data/manager/upload/${uploadId}/progress`,
    headers: token ? headers(token) : {},
  });

/** Reads the progress route until the upload has ended (the work goes on after the reply). */
async function ended(uploadId: string) {
  for (;;) {
    const res = await progressOf(staff.token, uploadId);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().result;
    if (p.status !== 'processing' && (p.status === 'done' ? p.created !== null : p.hasReport)) return p;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function bell(token: string) {
  const res = await t.app.inject({ url: `${t.base}/sys/annountCement/listByUser`, headers: headers(token) });
  expect(res.statusCode, res.body).toBe(200);
  const { anntMsgList, sysMsgList } = res.json().result as {
    anntMsgList: { titile: string }[];
    sysMsgList: { titile: string }[];
  };
  return [...anntMsgList, ...sysMsgList].map((n) => n.titile);
}

describe('upload progress', () => {
  it('advances while the upload runs: rows read, then written batch by batch; then the counts', async () => {
    const seriesId = await newSeries();
    const board = progressBoard();
    const seen: { rowsRead: number; rowsWritten: number | null; status: string }[] = [];
    let service: ReturnType<typeof uploadService>;
    let uploadId = 0;
    const me: Actor = { userId: staff.userId, scope: { kind: 'all' } };
    const other: Actor = { userId: staff.userId + 100_000, scope: { kind: 'all' } };
    const sample = async () => {
      const p = await service.progress(uploadId, me);
      seen.push({ rowsRead: p.rowsRead, rowsWritten: p.rowsWritten, status: p.status });
      // Another user (even of every area) cannot read it: 404 as a missing upload.
      await expect(service.progress(uploadId, other)).rejects.toMatchObject({ status: 404, key: 'uploadNotExist' });
    };
    const repo = hookedBatches(t.database.db, sample, ['insertBatch']);
    service = uploadService(repo, uploadSettings(t.config), { progress: board });
    const file = ['economy,year,value', ...rowsOf(200)].join('\n');
    const done = await service.upload(
      { fileName: 'progress.csv', stream: Readable.from([Buffer.from(file)]), truncated: () => false },
      me,
      {
        seriesId: Number(seriesId),
        seriesNumber: lastNumber(),
        onStart: (id) => {
          uploadId = id;
        },
      },
    );
    expect(done.created).toBe(200);
    // Four batches of 50: each sampled before its write, so rows written grow by 50 and rows read are ahead.
    expect(seen.length).toBe(4);
    expect(seen.map((s) => s.rowsWritten)).toEqual([0, 50, 100, 150]);
    for (const [i, s] of seen.entries()) {
      expect(s.status).toBe('processing');
      expect(s.rowsRead).toBeGreaterThanOrEqual((i + 1) * 50);
      if (i > 0) expect(s.rowsRead).toBeGreaterThanOrEqual(seen[i - 1]?.rowsRead ?? 0);
    }
    // Once ended, from the record: done with its counts; the board holds nothing more.
    expect(board.get(uploadId)).toBeUndefined();
    expect(await service.progress(uploadId, me)).toMatchObject({
      status: 'done',
      rowsRead: 200,
      rowsWritten: 200,
      created: 200,
    });
    await expect(service.progress(uploadId, other)).rejects.toMatchObject({ status: 404 });
  });

  it('counts bad rows while reading; a refused upload ends failed with its report', async () => {
    const seriesId = await newSeries();
    const board = progressBoard();
    const service = uploadService(uploadRepository(t.database.db), uploadSettings(t.config), { progress: board });
    const me: Actor = { userId: staff.userId, scope: { kind: 'all' } };
    let uploadId = 0;
    const file = ['economy,year,value', 'AUS,2001,1', 'XYZ,2002,2', 'AUS,abc,3'].join('\n');
    await expect(
      service.upload({ fileName: 'bad.csv', stream: Readable.from([Buffer.from(file)]), truncated: () => false }, me, {
        seriesId: Number(seriesId),
        seriesNumber: lastNumber(),
        onStart: (id) => (uploadId = id),
      }),
    ).rejects.toMatchObject({ key: 'uploadRowsRefused' });
    expect(board.get(uploadId)).toBeUndefined();
    expect(await service.progress(uploadId, me)).toMatchObject({
      status: 'failed',
      errorKey: 'uploadRowsRefused',
      hasReport: true,
    });
  });

  it('the route: 401 without a session, 403 without the permission, 404 for another user or another area, 400 for a bad id', async () => {
    const seriesId = await newSeries();
    const file = multipartFile('big.csv', ['economy,year,value', ...rowsOf(120)].join('\n'));
    const res = await postMultipart(t, `/city/data/manager/upload/background?seriesId=${seriesId}`, staff.token, file);
    expect(res.statusCode, res.body).toBe(200);
    const { uploadId } = res.json().result;
    expect(await ended(uploadId)).toMatchObject({
      uploadId,
      status: 'done',
      rowsRead: 120,
      rowsWritten: 120,
      created: 120,
    });
    expect((await progressOf(null, uploadId)).statusCode).toBe(401);
    const examiner = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    expect((await progressOf(examiner.token, uploadId)).statusCode).toBe(403);
    const another = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    const notHers = await progressOf(another.token, uploadId);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().message).toBe('uploadNotExist');
    const regional = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: ids.country('PER'),
    });
    expect((await progressOf(regional.token, uploadId)).statusCode).toBe(404);
    expect((await progressOf(staff.token, '999999999')).statusCode).toBe(404);
    for (const bad of ['1%3B%20drop%20table%20uploads', '1%00', 'abc', '-1']) {
      expect((await progressOf(staff.token, bad)).statusCode, bad).toBe(400);
    }
  });
});

describe('the notice at the end of a background upload', () => {
  const start = (token: string, content: string, seriesId: string, fileName: string, lang = 'en') =>
    postMultipart(
      t,
      `/city/data/manager/upload/background?seriesId=${seriesId}`,
      token,
      multipartFile(fileName, content),
      lang,
    );

  it('tells the uploader (only) that it was stored, in their language', async () => {
    const seriesId = await newSeries();
    const someoneElse = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    const res = await start(staff.token, ['economy,year,value', ...rowsOf(80)].join('\n'), seriesId, 'stored.csv');
    expect(res.statusCode, res.body).toBe(200);
    await ended(res.json().result.uploadId);
    await expect.poll(() => bell(staff.token), { timeout: 10_000 }).toContain('Upload stored: stored.csv');
    expect(await bell(someoneElse.token)).not.toContain('Upload stored: stored.csv');
    const zh = await start(staff.token, ['economy,year,value', ...rowsOf(8)].join('\n'), seriesId, 'zh.csv', 'zh');
    await ended(zh.json().result.uploadId);
    await expect.poll(() => bell(staff.token), { timeout: 10_000 }).toContain('上传已保存：zh.csv');
  });

  it('tells the uploader that it was refused, with the reason', async () => {
    const seriesId = await newSeries();
    const res = await start(staff.token, 'economy,year,value\nAUS,2001,1\nXYZ,2002,2\n', seriesId, 'refused.csv');
    expect(res.statusCode, res.body).toBe(200);
    await ended(res.json().result.uploadId);
    await expect.poll(() => bell(staff.token), { timeout: 10_000 }).toContain('Upload refused: refused.csv');
  });

  it("the notice's text: counts or the reason, markup in a file name escaped, long names shortened", () => {
    const done = uploadEndNotice({
      uploadId: 1,
      userId: 1,
      fileName: 'a.csv',
      lang: 'en',
      outcome: { ok: true, rows: 10, created: 7, updated: 2, unchanged: 1 },
    });
    expect(done.content).toContain('10 rows: 7 new, 2 changed, 1 unchanged');
    const refused = uploadEndNotice({
      uploadId: 1,
      userId: 1,
      fileName: `${'x'.repeat(80)}.csv`,
      lang: 'zh',
      outcome: { ok: false, key: 'uploadRowsRefused', text: '未导入任何数据：需更正的行数：1 <script>' },
    });
    expect(refused.title.length).toBeLessThanOrEqual(100);
    expect(refused.title.startsWith('上传未通过：')).toBe(true);
    expect(refused.content).toContain('&lt;script&gt;');
    expect(refused.content).not.toContain('<script>');
  });
});
