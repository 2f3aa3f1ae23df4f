import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLogs, dataValues, dimensions, uploads } from '../src/db/schema/index.js';
import { copyClientOf, copyText } from '../src/modules/uploads/copy-in.js';
import type { ResolvedRow } from '../src/modules/uploads/row-validator.js';
import { drawIds, isRange, uploadRepository } from '../src/modules/uploads/upload.repository.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, seriesMaker } from './stats-fixtures.js';

/**
 * Issue 22: the new points of an upload (types that held no value) are written by `insertBatch`, on PostgreSQL as
 * two `COPY … FROM STDIN` (values, then their `create` log rows), on PGlite as one `INSERT … SELECT unnest(…)`.
 * Both write the same rows: the numbers as given, null cities and statuses, a note with the characters COPY's text
 * format escapes, one log row per value naming it.
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: { token: string; userId: number };
let maker: ReturnType<typeof seriesMaker>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoIds(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload', 'series:add'] });
  maker = seriesMaker(t.app, t.base, staff.token, ids.series('1000'), 1950, { en: 'New points', zh: '新点' });
});
afterAll(() => t.close());

const note = 'upload #7\twith a tab, a \\ backslash,\na newline\r and 中文';
const numbers = [0, -12.5, 1e-7, 1.5e21, 0.1 + 0.2, 123456789.123456, -0.000001234, 2 ** 53 + 2];

describe('insertBatch', () => {
  it('takes COPY on PostgreSQL only, in a transaction', async () => {
    expect(copyClientOf(t.database.db)).toBeUndefined(); // the pool: COPY runs on a transaction's own client
    await t.database.db.transaction(async (tx) => {
      expect(Boolean(copyClientOf(tx))).toBe(t.database.engine === 'postgres');
    });
  });

  it('writes the same values and log rows on both engines', async () => {
    const made = await maker.next();
    const seriesId = Number(made.id);
    const dimensionId = await typeOf(seriesId);
    const sydney = ids.city('Sydney');
    const [up] = await t.database.db
      .insert(uploads)
      .values({ userId: staff.userId, seriesId, fileName: 'new-points.csv', status: 'processing' })
      .returning({ id: uploads.id });
    const uploadId = Number(up?.id);
    const statuses = [null, 'estimate', 'projection', 'provisional', 'break'] as const;
    const rows: ResolvedRow[] = numbers.flatMap((value, i) => [
      {
        seriesId,
        dimensionId,
        countryId: ids.country('AUS'),
        cityId: null,
        year: 1990 + i,
        value,
        obsStatus: statuses[i % statuses.length] ?? null,
      },
      {
        seriesId,
        dimensionId,
        countryId: sydney.countryId,
        cityId: sydney.id,
        year: 1990 + i,
        value,
        obsStatus: null,
      },
    ]);
    const repo = uploadRepository(t.database.db);
    const written = await repo.transaction((tx) => tx.insertBatch(rows, { uploadId, userId: staff.userId, note }));
    expect(written).toEqual({ created: rows.length, updated: 0, unchanged: 0, published: 0 });

    const values = await t.database.db
      .select()
      .from(dataValues)
      .where(eq(dataValues.seriesId, seriesId))
      .orderBy(asc(dataValues.id));
    expect(values.map((v) => [v.countryId, v.cityId, v.year, v.value, v.obsStatus])).toEqual(
      rows.map((r) => [r.countryId, r.cityId, r.year, r.value, r.obsStatus]),
    );
    for (const v of values) {
      expect(v).toMatchObject({
        dimensionId,
        status: 'pending',
        uploadId,
        createdBy: staff.userId,
        updatedBy: staff.userId,
        publishedAt: null,
        rejectReason: null,
      });
    }
    const logs = await t.database.db
      .select()
      .from(dataLogs)
      .where(eq(dataLogs.seriesId, seriesId))
      .orderBy(asc(dataLogs.id));
    expect(logs.map((l) => [l.dataValueId, l.countryId, l.cityId, l.year, l.newValue])).toEqual(
      values.map((v) => [v.id, v.countryId, v.cityId, v.year, v.value]),
    );
    for (const l of logs) expect(l).toMatchObject({ logType: 'create', oldValue: null, note, userId: staff.userId });
  });

  it('refuses a point that exists (a unique violation, as the insert does): nothing of the batch stays', async () => {
    const made = await maker.next();
    const seriesId = Number(made.id);
    const dimensionId = await typeOf(seriesId);
    const row = (year: number): ResolvedRow => ({
      seriesId,
      dimensionId,
      countryId: ids.country('AUS'),
      cityId: null,
      year,
      value: year,
      obsStatus: null,
    });
    const repo = uploadRepository(t.database.db);
    const meta = { uploadId: 0, userId: staff.userId, note: 'x' };
    await repo.transaction((tx) => tx.insertBatch([row(2000)], meta));
    const failed = await repo
      .transaction((tx) => tx.insertBatch([row(2001), row(2000)], meta))
      .then(
        () => undefined,
        (error: { code?: string; cause?: { code?: string } }) => error.code ?? error.cause?.code,
      );
    expect(failed).toBe('23505');
    const kept = await t.database.db.select().from(dataValues).where(eq(dataValues.seriesId, seriesId));
    expect(kept.map((v) => v.year)).toEqual([2000]);
    const logs = await t.database.db.select().from(dataLogs).where(eq(dataLogs.seriesId, seriesId));
    expect(logs.length).toBe(1);
  });
});

describe('a batch put together ahead of its write (prepareNewPoints)', () => {
  const rowsOf = (seriesId: number, dimensionId: number, years: number[]): ResolvedRow[] =>
    years.map((year) => ({
      seriesId,
      dimensionId,
      countryId: ids.country('AUS'),
      cityId: null,
      year,
      value: year + 0.25,
      obsStatus: year % 2 ? 'estimate' : null,
    }));

  it('is written as the same rows and log rows; on PGlite there is nothing to put together', async () => {
    const made = await maker.next();
    const seriesId = Number(made.id);
    const dimensionId = await typeOf(seriesId);
    const rows = rowsOf(seriesId, dimensionId, [2001, 2002, 2003]);
    const meta = { uploadId: 0, userId: staff.userId, note: 'ahead 中文' };
    const repo = uploadRepository(t.database.db);
    await repo.transaction(async (tx) => {
      const prepared = tx.prepareNewPoints(rows, meta);
      expect(prepared === undefined).toBe(t.database.engine !== 'postgres');
      expect(await tx.insertBatch(rows, meta, prepared)).toMatchObject({ created: 3 });
    });
    const values = await t.database.db
      .select()
      .from(dataValues)
      .where(eq(dataValues.seriesId, seriesId))
      .orderBy(asc(dataValues.year));
    expect(values.map((v) => [v.year, v.value, v.obsStatus, v.status])).toEqual([
      [2001, 2001.25, 'estimate', 'pending'],
      [2002, 2002.25, null, 'pending'],
      [2003, 2003.25, 'estimate', 'pending'],
    ]);
    const logs = await t.database.db.select().from(dataLogs).where(eq(dataLogs.seriesId, seriesId));
    expect(logs.map((l) => l.dataValueId).sort()).toEqual(values.map((v) => v.id).sort());
    expect(new Set(logs.map((l) => l.note))).toEqual(new Set(['ahead 中文']));
  });

  it('is not taken for other rows: the rows given are written', async () => {
    const made = await maker.next();
    const seriesId = Number(made.id);
    const dimensionId = await typeOf(seriesId);
    const meta = { uploadId: 0, userId: staff.userId, note: 'x' };
    const repo = uploadRepository(t.database.db);
    await repo.transaction(async (tx) => {
      const prepared = tx.prepareNewPoints(rowsOf(seriesId, dimensionId, [1990, 1991]), meta);
      await tx.insertBatch(rowsOf(seriesId, dimensionId, [2010]), meta, prepared);
    });
    const values = await t.database.db.select().from(dataValues).where(eq(dataValues.seriesId, seriesId));
    expect(values.map((v) => v.year)).toEqual([2010]);
  });
});

describe('drawIds', () => {
  const steps = (ids: number[]) => ids.slice(1).map((id, i) => id - (ids[i] as number));

  it('answers the range drawn when it holds only the ids drawn', async () => {
    const ids = await t.database.db.transaction(async (tx) => [0, 1, 2, 3].map(await drawIds(tx, 4)));
    expect(steps(ids)).toEqual([1, 1, 1]);
  });

  it('lists the ids when the range holds others too (here: a sequence stepping by 2), in order', async () => {
    let ids: number[] = [];
    const rolledBack = new Error('rolled back');
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table data_values alter column id set increment by 2`);
        ids = [0, 1, 2].map(await drawIds(tx, 3));
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(steps(ids)).toEqual([2, 2]);
  });

  it('isRange: n distinct ids from first to last are all of them', () => {
    expect(isRange(10, 12, 3, 3)).toBe(true);
    expect(isRange(10, 14, 3, 3)).toBe(false);
    expect(isRange(10, 12, 2, 3)).toBe(false);
    expect(isRange(Number.NaN, 12, 3, 3)).toBe(false);
  });
});

describe('copyText', () => {
  it('escapes what COPY text format reads specially', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText('plain')).toBe('plain');
    expect(copyText('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyText('\\N')).toBe('\\\\N');
  });
});

async function typeOf(seriesId: number): Promise<number> {
  const [d] = await t.database.db
    .select({ id: dimensions.id })
    .from(dimensions)
    .where(eq(dimensions.seriesId, seriesId))
    .orderBy(asc(dimensions.sort));
  if (!d) throw new Error('no type');
  return Number(d.id);
}
