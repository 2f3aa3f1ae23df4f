import { permissions } from '@csp/contract';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, dataValues, series, uploads } from '../src/db/schema/index.js';
import { lastMonths } from '../src/modules/dashboard/dashboard.service.js';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff([
    permissions.dashboardAnalysis,
    permissions.cityDataAdd,
    permissions.cityDataExamine,
    permissions.cityDataPublish,
  ]));
});
afterAll(() => t.close());

const analysis = async (token: string) => {
  const res = await t.app.inject({ url: `${t.base}/dashboard/analysis`, headers: headers(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const api = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${t.base}${url}`, headers: headers(token), payload });
const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
const db = () => t.database.db;
const valuesWhere = (where?: ReturnType<typeof and>) => n(db().select({ n: count() }).from(dataValues).where(where));
const startOfMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
};

describe('dashboard analysis', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const anonymous = await t.app.inject({ url: `${t.base}/dashboard/analysis` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('tokenMissing');
    const outsider = await signedInUser(t.app, db(), { perms: [permissions.cityDataList] });
    const denied = await t.app.inject({ url: `${t.base}/dashboard/analysis`, headers: headers(outsider.token) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('notAuthority');
  });

  it('counts what the database holds', async () => {
    const result = await analysis(staff.token);
    expect(result.counts).toEqual({
      economies: await n(db().select({ n: count() }).from(countries)),
      cities: await n(db().select({ n: count() }).from(cities)),
      series: await n(db().select({ n: count() }).from(series).where(eq(series.level, 2))),
      publishedValues: await valuesWhere(eq(dataValues.status, 'published')),
    });
    expect(result.counts.publishedValues).toBeGreaterThan(0);
    expect(result.queues).toEqual({
      toExamine: await valuesWhere(inArray(dataValues.status, ['pending', 'canExamine'])),
      toPublish: await valuesWhere(eq(dataValues.status, 'canPublish')),
    });
    const { keys, start } = lastMonths(new Date());
    expect(result.publications.map((m: { month: string }) => m.month)).toEqual(keys);
    const total = result.publications.reduce((sum: number, m: { count: number }) => sum + m.count, 0);
    expect(total).toBe(await valuesWhere(and(eq(dataValues.status, 'published'), gte(dataValues.publishedAt, start))));
  });

  it('moves the queues, the published count and the chart when a value is examined and published', async () => {
    const sydney = ids.city('Sydney');
    const before = await analysis(staff.token);
    const add = await api('/data/cityDataSeries/add', staff.token, {
      seriesId: String(ids.series('1100')),
      countryId: String(sydney.countryId),
      cityId: String(sydney.id),
      year: 2021,
      value: 4242.5,
    });
    expect(add.statusCode, add.body).toBe(200);
    const selection = { ids: [add.json().result.id] };
    const added = await analysis(staff.token);
    expect(added.queues.toExamine).toBe(before.queues.toExamine + 1);

    expect((await api('/data/cityDataSeries/examine', staff.token, { ...selection, pass: true })).statusCode).toBe(200);
    const passed = await analysis(staff.token);
    expect(passed.queues).toEqual({ toExamine: before.queues.toExamine, toPublish: before.queues.toPublish + 1 });
    expect(passed.recentDecisions[0]).toMatchObject({ logType: 'pass', placeNameEn: 'Sydney', year: 2021 });

    expect((await api('/data/cityDataSeries/publish', staff.token, selection)).statusCode).toBe(200);
    const published = await analysis(staff.token);
    expect(published.queues).toEqual(before.queues);
    expect(published.counts.publishedValues).toBe(before.counts.publishedValues + 1);
    expect(published.counts.publishedValues).toBe(await valuesWhere(eq(dataValues.status, 'published')));
    expect(published.publications.at(-1).count).toBe(before.publications.at(-1).count + 1);
    expect(published.publications.at(-1).count).toBe(
      await valuesWhere(and(eq(dataValues.status, 'published'), gte(dataValues.publishedAt, startOfMonth()))),
    );
    expect(published.recentDecisions.slice(0, 2).map((d: { logType: string }) => d.logType)).toEqual([
      'publish',
      'pass',
    ]);
    expect(published.recentDecisions.length).toBeLessThanOrEqual(10);
  });

  it('lists the latest uploads first, at most ten', async () => {
    const [own] = await db()
      .insert(uploads)
      .values({
        userId: staff.userId,
        seriesId: ids.series('1100'),
        status: 'done',
        rowCount: 3,
        fileName: 'dash.xlsx',
      })
      .returning({ id: uploads.id });
    const result = await analysis(staff.token);
    expect(result.recentUploads.length).toBeLessThanOrEqual(10);
    expect(result.recentUploads[0]).toMatchObject({ id: String(own?.id), fileName: 'dash.xlsx', rowCount: 3 });
  });

  it('limits a regional administrator to their own area', async () => {
    const sydney = ids.city('Sydney');
    const cityAdmin = await regionalAdmin(t.app, db(), {
      perms: [permissions.dashboardAnalysis],
      countryId: sydney.countryId,
      cityId: sydney.id,
    });
    const city = await analysis(cityAdmin.token);
    expect(city.counts).toMatchObject({
      economies: 1,
      cities: 1,
      publishedValues: await valuesWhere(and(eq(dataValues.status, 'published'), eq(dataValues.cityId, sydney.id))),
    });
    expect(city.counts.publishedValues).toBeGreaterThan(0);
    for (const d of city.recentDecisions) expect(d.placeNameEn).toBe('Sydney');
    expect(city.recentUploads.map((u: { fileName: string }) => u.fileName)).not.toContain('dash.xlsx');

    const jpn = ids.country('JPN');
    const economyAdmin = await regionalAdmin(t.app, db(), { perms: [permissions.dashboardAnalysis], countryId: jpn });
    const economy = await analysis(economyAdmin.token);
    expect(economy.counts).toMatchObject({
      economies: 1,
      cities: await n(db().select({ n: count() }).from(cities).where(eq(cities.countryId, jpn))),
      publishedValues: await valuesWhere(and(eq(dataValues.status, 'published'), eq(dataValues.countryId, jpn))),
    });
    expect(economy.queues).toEqual({
      toExamine: await valuesWhere(
        and(inArray(dataValues.status, ['pending', 'canExamine']), eq(dataValues.countryId, jpn)),
      ),
      toPublish: await valuesWhere(and(eq(dataValues.status, 'canPublish'), eq(dataValues.countryId, jpn))),
    });
    expect(economy.recentDecisions.every((d: { placeNameEn: string }) => d.placeNameEn !== 'Sydney')).toBe(true);
    expect(economy.counts.publishedValues).toBeLessThan(await valuesWhere(eq(dataValues.status, 'published')));
  });
});
