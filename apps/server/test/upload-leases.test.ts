import { Readable } from 'node:stream';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/db/area-scope.js';
import { dataLogs, dataValues, uploads } from '../src/db/schema/index.js';
import { uploadService } from '../src/modules/uploads/upload.service.js';
import { failInterruptedUploads } from '../src/modules/uploads/upload-housekeeping.js';
import { type UploadSettings, uploadSettings } from '../src/modules/uploads/upload-settings.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { hookedBatches } from './upload-fixtures.js';

/**
 * Issue 15: an upload interrupted by a crash does not stay 'processing' forever. Leases of 2 s here
 * (UPLOAD_LEASE_SECONDS): renewed every ~0.7 s while an upload works, checked by housekeeping every second.
 */
let t: TestContext;
let staff: { userId: number };
let settings: UploadSettings;

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_LEASE_SECONDS: '2', UPLOAD_BATCH_ROWS: '50' } });
  staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
  settings = uploadSettings(t.config);
});
afterAll(() => t.close());

/** An uploads row as a process would have left it: processing, its lease ending `leaseSeconds` from now. */
async function leftProcessing(fileName: string, leaseSeconds: number | null, instance = 'gone-host:4242:abcdef') {
  const [row] = await t.database.db
    .insert(uploads)
    .values({
      userId: staff.userId,
      fileName,
      status: 'processing',
      instanceId: instance,
      leaseUntil: leaseSeconds === null ? null : sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .returning({ id: uploads.id });
  return row?.id as number;
}

const statusOf = async (id: number) =>
  (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0] as typeof uploads.$inferSelect;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CSV of `n` new national values of series 3300 (four economies, one value a year from 1900). */
function csv(n: number) {
  const lines = ['series_number,economy,year,value'];
  for (let i = 0; i < n; i++)
    lines.push(`3300,${['BRN', 'CHL', 'PER', 'VNM'][i % 4]},${1900 + Math.floor(i / 4)},${i}`);
  return lines.join('\n');
}

const counts = async () => ({
  values: (await t.database.db.select({ n: count() }).from(dataValues))[0]?.n,
  logs: (await t.database.db.select({ n: count() }).from(dataLogs))[0]?.n,
});

describe('uploads left processing by a stopped instance (issue 15)', () => {
  it('housekeeping fails an upload whose lease ran out, with a reason; a fresh lease is left alone', async () => {
    const dead = await leftProcessing('dead.csv', -60);
    const legacy = await leftProcessing('before-leases.csv', null, 'old');
    const alive = await leftProcessing('alive.csv', 60, 'other-live-host:1:123456');
    const failed = await failInterruptedUploads(t.database.db);
    expect(failed.map((f) => f.id).sort()).toEqual([dead, legacy].sort());
    expect(await statusOf(dead)).toMatchObject({
      status: 'failed',
      rowCount: 0,
      errors: [{ key: 'uploadInterrupted' }],
      leaseUntil: null,
      instanceId: 'gone-host:4242:abcdef',
    });
    expect((await statusOf(legacy)).status).toBe('failed');
    expect(await statusOf(alive)).toMatchObject({ status: 'processing', errors: [] });
    expect(await failInterruptedUploads(t.database.db)).toEqual([]);
    await t.database.db.delete(uploads).where(inArray(uploads.id, [dead, legacy, alive]));
  });

  it('the running server checks by itself: an upload whose instance stopped renewing is failed within a lease', async () => {
    const expiring = await leftProcessing('expiring.csv', 1);
    expect((await statusOf(expiring)).status).toBe('processing');
    let row = await statusOf(expiring);
    for (let i = 0; i < 40 && row.status === 'processing'; i++) {
      await sleep(100);
      row = await statusOf(expiring);
    }
    expect(row).toMatchObject({ status: 'failed', errors: [{ key: 'uploadInterrupted' }] });
  });

  it('a slow upload of a live instance outlasts several leases: renewed, never failed, stored whole', async () => {
    let slowed = 0;
    const slow = hookedBatches(t.database.db, async () => {
      slowed += 1;
      await sleep(1500); // four batches: 6 s, three leases
    });
    const before = await counts();
    const actor: Actor = { userId: staff.userId, scope: { kind: 'all' } };
    const result = await uploadService(slow, settings).upload(
      { fileName: 'slow.csv', stream: Readable.from([csv(200)]), truncated: () => false },
      actor,
    );
    expect(slowed).toBe(4);
    expect(result.rows).toBe(200);
    expect(result.created + result.updated).toBe(200);
    expect(await statusOf(Number(result.uploadId))).toMatchObject({ status: 'done', rowCount: 200, leaseUntil: null });
    expect(await counts()).toEqual({
      values: Number(before.values) + result.created,
      logs: Number(before.logs) + 200,
    });
  }, 20_000);

  it.skipIf(process.env.DB_ENGINE !== 'postgres')(
    'an upload taken for dead while it worked does not commit its rows (its done mark is refused)',
    async () => {
      // Another instance's housekeeping, on its own connection, believes this one dead.
      const taken = hookedBatches(t.database.db, async () => {
        await failInterruptedUploads(t.database.db, { all: true });
      });
      const before = await counts();
      const actor: Actor = { userId: staff.userId, scope: { kind: 'all' } };
      await expect(
        uploadService(taken, settings).upload(
          { fileName: 'taken.csv', stream: Readable.from([csv(120)]), truncated: () => false },
          actor,
        ),
      ).rejects.toMatchObject({ key: 'uploadInterrupted' });
      expect(await counts()).toEqual(before);
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, 'taken.csv'));
      expect(row).toMatchObject({ status: 'failed', rowCount: 0, errors: [{ key: 'uploadInterrupted' }] });
    },
  );
});
