import { Readable } from 'node:stream';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/db/area-scope.js';
import { countries, dataLogs, dataValues, uploads } from '../src/db/schema/index.js';
import { PipelineClosedError } from '../src/db/write-pipeline.js';
import { uploadRepository } from '../src/modules/uploads/upload.repository.js';
import { uploadService } from '../src/modules/uploads/upload.service.js';
import { defaultUploadSettings } from '../src/modules/uploads/upload-settings.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, headers } from './stats-fixtures.js';
import { multipartFile } from './upload-fixtures.js';

/**
 * Issue 15: a failed upload leaves nothing behind, whatever fails and whenever. Batches are small (40 rows,
 * UPLOAD_BATCH_ROWS) so a few hundred rows make a dozen batch writes, each written while the file is still read.
 */
const batchRows = 40;
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: { token: string; userId: number; username: string };
let reader: { token: string };

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_BATCH_ROWS: String(batchRows) } });
  ids = await demoIds(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
  reader = await signedInUser(t.app, t.database.db, { perms: ['system:oplog:list'] });
});
afterAll(() => t.close());

const upload = (fileName: string, content: string) => {
  const body = multipartFile(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `${t.base}/city/data/manager/upload`,
    headers: { ...headers(staff.token), ...body.headers },
    payload: body.payload,
  });
};

/** The published national values of series 2100 (economy code, year, value): the file changes every one. */
async function publishedPoints() {
  const rows = await t.database.db
    .select({ code: countries.code, countryId: dataValues.countryId, year: dataValues.year, value: dataValues.value })
    .from(dataValues)
    .innerJoin(countries, eq(countries.id, dataValues.countryId))
    .where(
      and(
        eq(dataValues.seriesId, ids.series('2100')),
        eq(dataValues.status, 'published'),
        isNull(dataValues.cityId),
        eq(dataValues.dimensionId, ids.type('2100', 'value')),
      ),
    )
    .orderBy(dataValues.countryId, dataValues.year);
  return rows;
}

/**
 * A file of several batches: first every published national value of series 2100 with a new value (written,
 * they would go back to pending and leave the public chart), then new points of series 3300; `last` ends it.
 */
async function file(last: string) {
  const lines = ['series_number,type_code,economy,city,year,value'];
  for (const p of await publishedPoints()) lines.push(`2100,value,${p.code},,${p.year},${p.value + 1}`);
  for (let y = 1900; y < 2100; y++) for (const e of ['BRN', 'CHL', 'PER', 'VNM']) lines.push(`3300,,${e},,${y},${y}`);
  lines.push(last);
  return lines;
}

/** The economies whose published values the file changes (as first found). */
let chartCountries: string | undefined;

/** What a failed upload must not change: values by status, published values as the public sees them, logs. */
async function state() {
  const db = t.database.db;
  const byStatus = await db
    .select({ status: dataValues.status, n: count() })
    .from(dataValues)
    .groupBy(dataValues.status)
    .orderBy(dataValues.status);
  const [published] = await db
    .select({
      n: count(),
      sum: sql<string>`sum(${dataValues.value})::text`,
      last: sql<string>`max(${dataValues.updatedAt})::text`,
    })
    .from(dataValues)
    .where(eq(dataValues.status, 'published'));
  const [logs] = await db.select({ n: count() }).from(dataLogs);
  chartCountries ??= [...new Set((await publishedPoints()).map((p) => p.countryId))].join(',');
  const countryIds = chartCountries;
  const chart = await t.app.inject({
    method: 'POST',
    url: `${t.base}/reception/city/stat/reception/examine/display`,
    payload: { countryIds, seriesId: ids.series('2100'), startYear: 1960, endYear: 2030 },
  });
  expect(chart.statusCode, chart.body).toBe(200);
  return { byStatus, published, logs: logs?.n, chart: chart.json().result };
}

/** The operation log of the uploader (read through its route, which writes the buffered rows first). */
async function opLog() {
  const res = await t.app.inject({
    url: `${t.base}/sys/opLog/list?username=${staff.username}&pageSize=100`,
    headers: headers(reader.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records as { route: string; status: number; result: string }[];
}

/** Writes that escaped their transaction would land a moment after the reply: give them that moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a failed upload changes nothing (issue 15)', () => {
  it('changes several batches of published values, then fails on its last row: nothing stays written', async () => {
    const lines = await file('3300,,BRN,,2100,12x');
    expect(lines.length).toBeGreaterThan(batchRows * 8);
    expect((await publishedPoints()).length).toBeGreaterThan(batchRows * 2);
    const before = await state();
    const logBefore = await opLog();
    const res = await upload('last-row.csv', lines.join('\n'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result.errors).toEqual([{ field: `rows.${lines.length}.value`, message: expect.any(String) }]);
    await settle();
    expect(await state()).toEqual(before);
    const logAfter = await opLog();
    expect(logAfter.length).toBe(logBefore.length + 1);
    expect(logAfter[0]).toMatchObject({ route: `${t.base}/city/data/manager/upload`, status: 400 });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, 'last-row.csv'));
    expect(row).toMatchObject({ status: 'failed', rowCount: 0 });
  });

  it('fails on a CSV that breaks (an open quote) after several batches: nothing stays written', async () => {
    const lines = await file('3300,,BRN,,2100,"12');
    lines[1] = lines[1]?.replace('2100,', '"2100",') as string; // from here on csv-parse reads it, 2,000 rows at a time
    expect(lines.length).toBeGreaterThan(2000 + batchRows * 2);
    const before = await state();
    const res = await upload('broken.csv', lines.join('\n'));
    expect(res.statusCode, res.body).toBe(400);
    await settle();
    expect(await state()).toEqual(before);
  });
});

describe('a batch write that fails in the middle leaves nothing', () => {
  /**
   * The upload repository, except that the n-th batch of a transaction is written and then fails, as a lost
   * connection or a full disk would after part of the statement's work.
   */
  function failingOnBatch(n: number) {
    const real = uploadRepository(t.database.db);
    let batches = 0;
    return {
      ...real,
      transaction: <T>(fn: Parameters<typeof real.transaction<T>>[0]) =>
        real.transaction<T>((tx, pipe) => {
          const upsert = async (...args: Parameters<typeof tx.upsertBatch>) => {
            batches += 1;
            const written = await tx.upsertBatch(...args);
            if (batches === n) throw new Error(`injected failure after writing batch ${n} (${written.created} rows)`);
            return written;
          };
          const insert = async (...args: Parameters<typeof tx.insertBatch>) => {
            batches += 1;
            const written = await tx.insertBatch(...args);
            if (batches === n) throw new Error(`injected failure after writing batch ${n} (${written.created} rows)`);
            return written;
          };
          return fn({ ...tx, upsertBatch: upsert, insertBatch: insert }, pipe);
        }),
    };
  }

  it.each([1, 3, 'last'] as const)('fails on batch %s', async (which) => {
    const lines = await file('3300,,BRN,,2100,12');
    const batches = Math.ceil((lines.length - 1) / batchRows);
    const n = which === 'last' ? batches : which;
    const service = uploadService(failingOnBatch(n), { ...defaultUploadSettings, batchRows });
    const actor: Actor = { userId: staff.userId, scope: { kind: 'all' } };
    const before = await state();
    const uploadsBefore = (await t.database.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;
    await expect(
      service.upload(
        { fileName: `inject-${n}.csv`, stream: Readable.from([lines.join('\n')]), truncated: () => false },
        actor,
      ),
    ).rejects.toThrow(`injected failure after writing batch ${n}`);
    await settle();
    expect(await state()).toEqual(before);
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, `inject-${n}.csv`));
    expect(row).toMatchObject({ status: 'failed', rowCount: 0, errors: [{ key: 'internalError' }] });
    expect((await t.database.db.select({ n: count() }).from(uploads))[0]?.n).toBe(Number(uploadsBefore) + 1);
  });
});

describe('the same file without its bad row', () => {
  it('is stored whole (the file itself is good)', async () => {
    const lines = await file('3300,,BRN,,2100,12');
    const points = (await publishedPoints()).length;
    const before = await state();
    const res = await upload('good.csv', lines.join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result.rows).toBe(lines.length - 1);
    expect(result.created + result.updated).toBe(lines.length - 1);
    expect(result.updated).toBeGreaterThanOrEqual(points);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, 'good.csv'));
    expect(row).toMatchObject({ status: 'done', rowCount: lines.length - 1, leaseUntil: null });
    const after = await state();
    expect(after.chart).not.toEqual(before.chart);
    expect(after.logs).toBe(Number(before.logs) + lines.length - 1);
    expect(await publishedPoints()).toEqual([]);
  });
});

describe('the repository of a transaction', () => {
  it('refuses every call once its transaction has ended (a write kept past it cannot run outside)', async () => {
    const repo = uploadRepository(t.database.db);
    let kept: typeof repo | undefined;
    await repo.transaction(async (tx) => {
      kept = tx;
      expect((await tx.freshTypes([])).size).toBe(0);
    });
    const [logs] = await t.database.db.select({ n: count() }).from(dataLogs);
    expect(() => kept?.freshTypes([])).toThrow(PipelineClosedError);
    expect(() => kept?.bumpPublication('all')).toThrow(PipelineClosedError);
    expect((await t.database.db.select({ n: count() }).from(dataLogs))[0]).toEqual(logs);
  });
});
