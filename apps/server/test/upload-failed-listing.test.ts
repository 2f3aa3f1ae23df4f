import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRepository } from '../src/modules/uploads/upload.repository.js';
import { uploadService } from '../src/modules/uploads/upload.service.js';
import { uploadSettings } from '../src/modules/uploads/upload-settings.js';
import type { SignedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, startDemoAppWithStaff } from './stats-fixtures.js';

/**
 * Issue 17: a refused upload is marked failed (by `upload-run.ts`, after the rollback) a moment before its error
 * report is stored. The history must list it as failed in that moment, with no report yet, and then with it.
 * The report's write is held here until the history has been read.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => ({ t, ids, staff } = await startDemoAppWithStaff(['city:data:upload'])));
afterAll(() => t.close());

const historyItem = async (uploadId: string) => {
  const res = await t.app.inject({
    url: `${t.base}/city/data/manager/uploads?pageSize=100`,
    headers: headers(staff.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records.find((r: { id: string }) => r.id === uploadId);
};

describe('the history of a refused upload', () => {
  it('lists it as failed before its error report is stored, then with the report', async () => {
    const real = uploadRepository(t.database.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: (id: number) => void = () => {};
    const atReport = new Promise<number>((resolve) => {
      reached = resolve;
    });
    const repo = {
      ...real,
      saveReport: (async (id: number, report: unknown) => {
        reached(id);
        await held;
        return real.saveReport(id, report);
      }) as unknown as typeof real.saveReport,
    };
    const service = uploadService(repo, uploadSettings(t.config));
    const file = 'economy,year,value\nAUS,2001,1\nXYZ,2002,2\n';
    const outcome = service
      .upload(
        { fileName: 'refused.csv', stream: Readable.from([Buffer.from(file)]), truncated: () => false },
        { userId: staff.userId, scope: { kind: 'all' } },
        { seriesId: ids.series('3300'), seriesNumber: '3300' },
      )
      .then(
        () => null,
        (error: unknown) => error as { key?: string },
      );
    const uploadId = String(await atReport);
    // The report is not stored yet: the history already says failed, and why.
    expect(await historyItem(uploadId)).toMatchObject({
      status: 'failed',
      errorKey: 'uploadRowsRefused',
      hasReport: false,
      fileName: 'refused.csv',
      mine: true,
    });
    const report = await t.app.inject({
      url: `${t.base}/city/data/manager/upload/${uploadId}/errorReport?format=csv`,
      headers: headers(staff.token),
    });
    expect(report.statusCode).toBe(404);
    expect(report.json().message).toBe('uploadReportNone');
    release();
    expect((await outcome)?.key).toBe('uploadRowsRefused');
    expect(await historyItem(uploadId)).toMatchObject({ status: 'failed', hasReport: true });
  });
});
