import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDailyCounts } from '../src/db/schema/index.js';
import { visitBeaconPerMinute } from '../src/modules/visits/visits.routes.js';
import { lastDays } from '../src/modules/visits/visits.service.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds } from './stats-fixtures.js';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signedInUser(t.app, t.database.db, { perms: ['dashboard:analysis'] })).token;
});
afterAll(() => t.close());

type Day = { day: string; count: number };
const analysis = async () =>
  (await t.app.inject({ url: `${t.base}/dashboard/analysis`, headers: { 'x-access-token': token } })).json().result as {
    visitsPerDay: Day[];
    downloadsPerDay: Day[];
  };
const today = () => new Date().toISOString().slice(0, 10);
const todayOf = (days: Day[]) => days.at(-1)?.count ?? -1;
const visit = (page: unknown, address = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `${t.base}/reception/visit`, payload: { page }, remoteAddress: address });

describe('public visits and downloads per day', () => {
  it('lists the last 30 days, oldest first, with zero days filled in', async () => {
    await t.database.db.insert(publicDailyCounts).values([
      { day: lastDays(new Date(), 30)[0] as string, kind: 'visit', item: 'dataQuery', count: 4 },
      { day: lastDays(new Date(), 30)[0] as string, kind: 'visit', item: 'homePage', count: 3 },
      { day: '2000-01-01', kind: 'visit', item: 'homePage', count: 99 },
    ]);
    const result = await analysis();
    expect(result.visitsPerDay).toHaveLength(30);
    expect(result.downloadsPerDay).toHaveLength(30);
    expect(result.visitsPerDay.at(-1)?.day).toBe(today());
    expect(result.visitsPerDay[0]).toEqual({ day: lastDays(new Date(), 30)[0], count: 7 });
    expect(result.visitsPerDay.slice(1).every((d) => d.count === 0)).toBe(true);
    expect(lastDays(new Date('2024-03-02T05:00:00Z'), 3)).toEqual(['2024-02-29', '2024-03-01', '2024-03-02']);
  });

  it('counts one visit per beacon and refuses bad pages without counting', async () => {
    const before = todayOf((await analysis()).visitsPerDay);
    for (const page of ['homePage', 'dataQuery', 'dataComparison']) {
      const res = await visit(page);
      expect(res.statusCode, res.body).toBe(200);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/visit`,
      payload: { page: 'admin' },
      headers: { 'accept-language': 'zh' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors[0].field).toBe('page');
    expect((await t.app.inject({ method: 'POST', url: `${t.base}/reception/visit`, payload: {} })).statusCode).toBe(
      400,
    );
    expect(todayOf((await analysis()).visitsPerDay)).toBe(before + 3);
  });

  it('limits the beacon per address and does not count refused beacons', async () => {
    const before = todayOf((await analysis()).visitsPerDay);
    const codes: number[] = [];
    for (let i = 0; i < visitBeaconPerMinute + 3; i++) codes.push((await visit('homePage', '10.9.9.9')).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(visitBeaconPerMinute);
    expect(codes.slice(-3)).toEqual([429, 429, 429]);
    expect((await visit('homePage', '10.9.9.10')).statusCode).toBe(200);
    expect(todayOf((await analysis()).visitsPerDay)).toBe(before + visitBeaconPerMinute + 1);
  });

  it('counts public CSV, XLSX and document downloads, not failures or other calls', async () => {
    const ids = await demoIds(t.database.db);
    const sydney = ids.city('Sydney');
    const before = todayOf((await analysis()).downloadsPerDay);
    const query = `cityIds=${sydney.id}&seriesId=${ids.series('1100')}&startYear=2000&endYear=2010`;
    const csv = await t.app.inject({ url: `${t.base}/reception/data/chart.csv?${query}` });
    expect(csv.statusCode, csv.body).toBe(200);
    const xlsx = await t.app.inject({ url: `${t.base}/reception/data/yearToYear.xlsx?${query}` });
    expect(xlsx.statusCode).toBe(200);
    const again = await t.app.inject({
      url: `${t.base}/reception/data/chart.csv?${query}`,
      headers: { 'if-none-match': String(csv.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const docs = (await t.app.inject({ url: `${t.base}/reception/city/data/manager/fileList/${sydney.id}` })).json()
      .result as { id: string }[];
    expect(docs.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `${t.base}/file/cityFile/downFile/${docs[0]?.id}` })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `${t.base}/reception/city/data/manager/downloadFile?id=${docs[0]?.id}` })).statusCode,
    ).toBe(200);
    // Not counted: a missing document, a bad query, the JSON chart, the file list.
    expect((await t.app.inject({ url: `${t.base}/file/cityFile/downFile/99999999` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.base}/reception/data/chart.csv?seriesId=abc` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${t.base}/reception/data/chart?${query}` })).statusCode).toBe(200);
    expect(todayOf((await analysis()).downloadsPerDay)).toBe(before + 5);
  });
});
