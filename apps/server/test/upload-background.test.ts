import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataValues } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, fileSeries, headers } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17: an upload that goes on after the reply (large files): the reply names the upload, the history shows
 * how it ended (counts, or the refusal with its report), all rows or none as in the foreground.
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: { token: string; userId: number };

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoIds(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload', 'series:add'] });
});
afterAll(() => t.close());

const start = (token: string | null, content: string, seriesId: string) =>
  postMultipart(
    t,
    `/city/data/manager/upload/background?seriesId=${seriesId}`,
    token || null,
    multipartFile('big.csv', content),
  );

/** A new empty series of this file's own. */
const { newSeries } = fileSeries(() => ({ t, ids, staff }), 1950, { en: 'Background', zh: '后台' });

/** Reads the history until the upload is no longer processing (the work goes on after the reply). */
async function finished(uploadId: string) {
  for (;;) {
    const res = await t.app.inject({
      url: `${t.base}/city/data/manager/uploads?pageSize=100`,
      headers: headers(staff.token),
    });
    const item = res.json().result.records.find((r: { id: string }) => r.id === uploadId);
    // A refused upload is marked failed a moment before its report is stored (after its transaction's rollback).
    const refused = item?.errorKey === 'uploadRowsRefused' || item?.errorKey === 'uploadValuesUnreadable';
    if (item && item.status !== 'processing' && !(refused && !item.hasReport)) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an upload in the background', () => {
  it('answers with the upload id; the history shows its counts and the values are stored', async () => {
    const seriesId = await newSeries();
    const economies = ['AUS', 'CHL', 'NZL', 'KOR', 'JPN', 'CAN', 'USA', 'MEX'];
    const rows = economies.flatMap((e, j) => Array.from({ length: 60 }, (_, i) => `${e},${1960 + i},${j * 100 + i}`));
    const res = await start(staff.token, ['economy,year,value', ...rows].join('\n'), seriesId);
    expect(res.statusCode, res.body).toBe(200);
    const { uploadId } = res.json().result;
    expect(uploadId).toMatch(/^\d+$/);
    expect(await finished(uploadId)).toMatchObject({ status: 'done', rowCount: 480, created: 480, mine: true });
    const stored = await t.database.db
      .select()
      .from(dataValues)
      .where(eq(dataValues.seriesId, Number(seriesId)));
    expect(stored).toHaveLength(480);
  });

  it('a refused file ends failed with its report and stores nothing', async () => {
    const seriesId = await newSeries();
    const res = await start(staff.token, 'economy,year,value\nAUS,2001,1\nXYZ,2002,2\n', seriesId);
    const { uploadId } = res.json().result;
    expect(await finished(uploadId)).toMatchObject({
      status: 'failed',
      hasReport: true,
      errorKey: 'uploadRowsRefused',
    });
    const report = await t.app.inject({
      url: `${t.base}/city/data/manager/upload/${uploadId}/errorReport?format=csv`,
      headers: headers(staff.token),
    });
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.toString('utf8')).toContain('XYZ');
    const stored = await t.database.db
      .select()
      .from(dataValues)
      .where(eq(dataValues.seriesId, Number(seriesId)));
    expect(stored).toEqual([]);
  });

  it('refuses at once: no session 401, no permission 403, an empty file 400, an unknown series 400', async () => {
    const seriesId = await newSeries();
    expect((await start(null, 'economy,year,value\nAUS,2001,1\n', seriesId)).statusCode).toBe(401);
    const nobody = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    expect((await start(nobody.token, 'economy,year,value\nAUS,2001,1\n', seriesId)).statusCode).toBe(403);
    const empty = await start(staff.token, '', seriesId);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('uploadFileEmpty');
    expect((await start(staff.token, 'economy,year,value\n', '999999999')).statusCode).toBe(400);
  });
});
