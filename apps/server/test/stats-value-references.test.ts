import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { dataValues, dimensions } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/transactional.js';
import { lockValueReferences } from '../src/modules/data/value-references.js';
import type { SignedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, startDemoAppWithStaff } from './stats-fixtures.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';

let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff([
    'series:add',
    'series:delete',
    'series:list',
    'city:data:add',
    'city:data:list',
  ]));
});
afterAll(() => t.close());

const api = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${t.base}${url}`, headers: headers(staff.token), payload });

/** Resolves `wait` once `open` is called: one transaction holds its locks until the test lets it go. */
function latch() {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** A new level-2 series (no data yet) and its stored value type. */
async function freshSeries(number: string) {
  const created = await api('POST', '/series/citySerSeries/add', {
    level: 2,
    pid: String(ids.series('3000')),
    number,
    nameEn: `Locked ${number}`,
    nameZh: `锁定${number}`,
    unitEn: '%',
    unitZh: '%',
  });
  expect(created.json().message).toBe('addSuccess');
  const seriesId = Number(created.json().result.id);
  const [type] = await t.database.db
    .select({ id: dimensions.id })
    .from(dimensions)
    .where(sql`${dimensions.seriesId} = ${seriesId}`);
  return { seriesId, typeId: Number(type?.id) };
}

describe('references of data values (locked by their writers instead of foreign keys)', () => {
  it('answers which kind of reference is missing, and nothing when all exist', async () => {
    const nzl = ids.country('NZL');
    const refs = { seriesIds: [ids.series('3300')], dimensionIds: [ids.type('3300', 'value')], countryIds: [nzl] };
    const lock = (extra: Partial<Parameters<typeof lockValueReferences>[1]>) =>
      t.database.db.transaction((tx) =>
        lockValueReferences(tx as unknown as Db, { ...refs, cityIds: [], ...extra } as never),
      );
    expect(await lock({})).toBeNull();
    expect(await lock({ seriesIds: [...refs.seriesIds, 987654] })).toBe('seriesNotExist');
    expect(await lock({ dimensionIds: [987654] })).toBe('dimensionNotExist');
    expect(await lock({ countryIds: [nzl, nzl, 987654] })).toBe('countryNotExist');
    expect(await lock({ cityIds: [987654] })).toBe('cityNotExist');
  });

  it.runIf(onPostgres)('makes a series deletion wait for a write of its values, then refuse it', async () => {
    const { seriesId, typeId } = await freshSeries('3601');
    const nzl = ids.country('NZL');
    const held = latch();
    const locked = latch();
    const writer = t.database.db.transaction(async (tx) => {
      const missing = await lockValueReferences(tx as unknown as Db, {
        seriesIds: [seriesId],
        dimensionIds: [typeId],
        countryIds: [nzl],
        cityIds: [],
      });
      expect(missing).toBeNull();
      await tx.insert(dataValues).values({ seriesId, dimensionId: typeId, countryId: nzl, year: 2020, value: 1 });
      locked.open();
      await held.wait;
    });
    await locked.wait;
    let settled = false;
    const deletion = api('DELETE', `/series/citySerSeries/delete?id=${seriesId}`).finally(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false); // waiting for the writer's lock
    held.open();
    await writer;
    expect((await deletion).json()).toMatchObject({ code: 409, message: 'seriesAlreadyHasData' });
  });

  it.runIf(onPostgres)('refuses a value whose series was deleted while the value waited', async () => {
    const { seriesId } = await freshSeries('3602');
    const held = latch();
    const locked = latch();
    const deleter = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from series where id = ${seriesId} for update`);
      locked.open();
      await held.wait;
      await tx.execute(sql`delete from series where id = ${seriesId}`);
    });
    await locked.wait;
    const add = api('POST', '/data/cityDataSeries/add', {
      seriesId: String(seriesId),
      countryId: String(ids.country('NZL')),
      year: 2020,
      value: 2,
    });
    await new Promise((r) => setTimeout(r, 300));
    held.open();
    await deleter;
    const res = await add;
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('seriesNotExist');
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from data_values where series_id = ${seriesId}`,
    );
    expect(rowsOf<{ n: number }>(left)[0]?.n).toBe(0);
  });
});
