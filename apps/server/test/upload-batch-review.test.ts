import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, dataLogs, dataValues } from '../src/db/schema/index.js';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, fileSeries, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17, review at scale: one call previews and passes, rejects or publishes the values of a selection by
 * upload, by series, by whole economies or by any list of places (a city, or an economy's own figures), in one
 * transaction; the preview shows new and changed points (old → new) and counts by status.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;
let sydney: { id: number; countryId: number; nameEn: string };

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff([
    'city:data:upload',
    'series:add',
    'city:data:examine',
    'city:data:publish',
    'city:data:list',
    'city:data:edit',
  ]));
  const [city] = await t.database.db
    .select({ id: cities.id, countryId: cities.countryId, nameEn: cities.nameEn })
    .from(cities)
    .where(eq(cities.countryId, ids.country('AUS')))
    .limit(1);
  if (!city) throw new Error('no Australian city');
  sydney = { id: Number(city.id), countryId: Number(city.countryId), nameEn: city.nameEn };
});
afterAll(() => t.close());

async function upload(content: string, seriesId: string) {
  const file = multipartFile('values.csv', content);
  const res = await postMultipart(t, `/city/data/manager/upload?seriesId=${seriesId}`, staff.token, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.uploadId as string;
}

const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${t.base}${url}`, headers: token ? headers(token) : {}, payload });
const preview = (selection: object, token: string | null = staff.token) =>
  post('/city/data/manager/review/preview', token, selection);
const review = (selection: object, action: string, token: string | null = staff.token, reason?: string) =>
  post('/city/data/manager/review', token, { selection, action, ...(reason ? { reason } : {}) });

const { newSeries } = fileSeries(() => ({ t, ids, staff }), 2600, { en: 'Batch', zh: '批量' });

const statuses = async (seriesId: string) =>
  (
    await t.database.db
      .select({
        countryId: dataValues.countryId,
        cityId: dataValues.cityId,
        year: dataValues.year,
        status: dataValues.status,
      })
      .from(dataValues)
      .where(eq(dataValues.seriesId, Number(seriesId)))
  )
    .map((v) => `${v.cityId ? `city${v.cityId}` : v.countryId}:${v.year}:${v.status}`)
    .sort();

/** Two series with values of Australia (its own and a city's), Chile and Korea, all pending. */
async function twoSeries() {
  const a = await newSeries();
  const b = await newSeries();
  const file = `economy,city,year,value\nAUS,,2001,1\nAUS,${sydney.id},2001,2\nCHL,,2001,3\nKOR,,2001,4\n`;
  await upload(file, a);
  await upload(file, b);
  return { a, b };
}

describe('batch review by series, economy and places', () => {
  it('previews and publishes a whole series across places in one call each', async () => {
    const { a, b } = await twoSeries();
    const before = await preview({ seriesId: a });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().result).toMatchObject({ total: 4, added: 4, changed: 0, byStatus: { pending: 4 } });
    expect((await review({ seriesId: a }, 'publish')).statusCode).toBe(409); // nothing passed yet
    const passed = await review({ seriesId: a }, 'pass');
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().result.count).toBe(4);
    expect((await review({ seriesId: a }, 'publish')).json().result.count).toBe(4);
    expect((await statuses(a)).every((s) => s.endsWith(':published'))).toBe(true);
    expect((await statuses(b)).every((s) => s.endsWith(':pending'))).toBe(true); // the other series untouched
    // One log row per value and action.
    const logs = await t.database.db
      .select()
      .from(dataLogs)
      .where(eq(dataLogs.seriesId, Number(a)));
    expect(logs.filter((l) => l.logType === 'publish')).toHaveLength(4);
  });

  it('moves a whole economy (its own figures and its cities) across series', async () => {
    const { a, b } = await twoSeries();
    const aus = String(ids.country('AUS'));
    const p = (await preview({ countryIds: [aus] })).json().result;
    expect(p.byStatus.pending).toBeGreaterThanOrEqual(4); // two series × (economy + city), maybe more of other tests
    const passed = await review({ countryIds: [aus], seriesId: a }, 'pass');
    expect(passed.json().result.count).toBe(2);
    expect(await statuses(a)).toEqual(
      [
        `${aus}:2001:canPublish`,
        `city${sydney.id}:2001:canPublish`,
        `${ids.country('CHL')}:2001:pending`,
        `${ids.country('KOR')}:2001:pending`,
      ].sort(),
    );
    expect((await statuses(b)).every((s) => s.endsWith(':pending'))).toBe(true);
  });

  it('moves listed places only: an economy’s own figures are not its cities', async () => {
    const { a } = await twoSeries();
    const places = [
      { countryId: String(ids.country('AUS')), cityId: null },
      { countryId: String(ids.country('KOR')), cityId: null },
    ];
    const p = (await preview({ seriesId: a, places })).json().result;
    expect(p.total).toBe(2);
    expect(p.rows.map((r: { economy: string; cityNameEn: string | null }) => [r.economy, r.cityNameEn])).toEqual([
      ['AUS', null],
      ['KOR', null],
    ]);
    const rejected = await review({ seriesId: a, places }, 'reject', staff.token, 'source unclear');
    expect(rejected.json().result.count).toBe(2);
    expect(await statuses(a)).toEqual(
      [
        `${ids.country('AUS')}:2001:reject`,
        `city${sydney.id}:2001:pending`,
        `${ids.country('CHL')}:2001:pending`,
        `${ids.country('KOR')}:2001:reject`,
      ].sort(),
    );
    // A city alone.
    const city = [{ countryId: String(sydney.countryId), cityId: String(sydney.id) }];
    expect((await review({ seriesId: a, places: city }, 'pass')).json().result.count).toBe(1);
  });

  it('shows a changed value old → new and publishes thousands of values in one transaction', async () => {
    const seriesId = await newSeries();
    const codes = (await t.database.db.select({ code: countries.code }).from(countries).orderBy(countries.code))
      .map((c) => c.code)
      .filter((c) => c !== 'AUS')
      .slice(0, 14);
    expect(codes).toHaveLength(14);
    const rows = ['economy,year,value'];
    for (const code of ['AUS', ...codes]) for (let y = 1901; y <= 2100; y += 1) rows.push(`${code},${y},${y}`);
    await upload(`${rows.join('\n')}\n`, seriesId);
    expect((await review({ seriesId }, 'pass')).json().result.count).toBe(3000);
    expect((await review({ seriesId }, 'publish')).json().result.count).toBe(3000);
    await upload('economy,year,value\nAUS,1901,99\n', seriesId);
    const p = (await preview({ seriesId, countryIds: [String(ids.country('AUS'))] })).json().result;
    expect(p).toMatchObject({ total: 200, changed: 1, byStatus: { pending: 1, published: 199 } });
    expect(p.rows.find((r: { year: number }) => r.year === 1901)).toMatchObject({ oldValue: 1901, newValue: 99 });
  });

  it('lists what waits (pending or submitted) for the examine screen to open on', async () => {
    const { a } = await twoSeries();
    const aus = String(ids.country('AUS'));
    await post('/data/cityDataSeries/submit', staff.token, { seriesId: a, countryId: aus, cityId: null });
    await review({ seriesId: a, countryIds: [String(ids.country('CHL'))] }, 'pass');
    const list = async (query: string) =>
      (
        await t.app.inject({
          url: `${t.base}/data/cityDataSeries/list?seriesId=${a}${query}`,
          headers: headers(staff.token),
        })
      ).json().result.records as { status: string }[];
    expect((await list('&waiting=true')).map((r) => r.status).sort()).toEqual(['canExamine', 'pending', 'pending']);
    expect(await list('&waiting=true&status=canPublish')).toEqual([]);
    expect(await list('')).toHaveLength(4);
    const bad = await t.app.inject({
      url: `${t.base}/data/cityDataSeries/list?waiting=yes`,
      headers: headers(staff.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses: 401, 403 without the permission or outside the area (nothing moves), 400 for no criterion', async () => {
    const { a } = await twoSeries();
    expect((await preview({ seriesId: a }, null)).statusCode).toBe(401);
    expect((await review({ seriesId: a }, 'pass', null)).statusCode).toBe(401);
    const uploader = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    expect((await preview({ seriesId: a }, uploader.token)).statusCode).toBe(403);
    expect((await review({ seriesId: a }, 'pass', uploader.token)).statusCode).toBe(403);
    const examiner = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    expect((await review({ seriesId: a }, 'publish', examiner.token)).statusCode).toBe(403);
    const chile = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:examine'],
      countryId: ids.country('CHL'),
    });
    // Named economies outside the area: all or none.
    const both = [String(ids.country('AUS')), String(ids.country('CHL'))];
    expect((await review({ seriesId: a, countryIds: both }, 'pass', chile.token)).statusCode).toBe(403);
    expect((await statuses(a)).every((s) => s.endsWith(':pending'))).toBe(true);
    // A series alone: the values of the area.
    expect((await preview({ seriesId: a }, chile.token)).json().result).toMatchObject({ total: 1 });
    expect((await review({ seriesId: a }, 'pass', chile.token)).json().result.count).toBe(1);
    expect((await statuses(a)).filter((s) => s.endsWith(':canPublish'))).toEqual([
      `${ids.country('CHL')}:2001:canPublish`,
    ]);
    expect((await preview({})).statusCode).toBe(400);
    expect((await review({ seriesId: a }, 'reject')).statusCode).toBe(400); // no reason
    expect((await review({ seriesId: a }, 'drop')).statusCode).toBe(400);
    expect((await review({ countryIds: [] }, 'pass')).statusCode).toBe(400);
  });
});
