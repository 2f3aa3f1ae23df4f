import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';

/**
 * What the back-office city data screens need beyond the review flow (stats-data.test.ts): the list sorted on
 * the server, series × place groups with their status counts (publish state), the series picker, and the log
 * filters by user and time.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;
const allData = ['city:data:list', 'city:data:add', 'city:data:edit', 'city:data:examine', 'city:data:log'];

beforeAll(async () => ({ t, ids, staff } = await startDemoAppWithStaff(allData)));
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `${t.base}${url}`, headers: headers(token), payload });

async function add(
  token: string,
  seriesNumber: string,
  city: { id: number; countryId: number },
  year: number,
  value: number,
) {
  const res = await api('POST', '/data/cityDataSeries/add', token, {
    seriesId: String(ids.series(seriesNumber)),
    countryId: String(city.countryId),
    cityId: String(city.id),
    year,
    value,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

describe('back-office data screens', () => {
  it('lists values with names in both languages, sorted on the server', async () => {
    const nagoya = ids.city('Nagoya');
    for (const [year, value] of [
      [2001, 30],
      [2002, 10],
      [2003, 20],
    ] as const)
      await add(staff.token, '2100', nagoya, year, value);
    const list = async (query: string) => {
      // Nagoya's series 2100 only (the city also has its UN urban agglomeration figures, series 4100)
      const res = await api(
        'GET',
        `/data/cityDataSeries/list?cityId=${nagoya.id}&seriesId=${ids.series('2100')}&${query}`,
        staff.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.records as { year: number; value: number }[];
    };
    expect((await list('column=value&order=asc')).map((r) => r.value)).toEqual([10, 20, 30]);
    expect((await list('column=value&order=desc')).map((r) => r.value)).toEqual([30, 20, 10]);
    expect((await list('column=year&order=desc')).map((r) => r.year)).toEqual([2003, 2002, 2001]);
    expect((await list('')).map((r) => r.year)).toEqual([2001, 2002, 2003]);
    const [first] = await list('');
    expect(first).toMatchObject({
      cityNameEn: 'Nagoya',
      cityNameZh: nagoya.nameZh,
      countryNameEn: 'Japan',
      seriesNumber: '2100',
      dimensionCode: 'value',
      level: 'city',
    });
    expect((first as unknown as { seriesNameZh: string }).seriesNameZh.length).toBeGreaterThan(0);

    const bad = await api('GET', '/data/cityDataSeries/list?column=nope', staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors[0].field).toBe('column');
  });

  it('groups values per series and place with the number in each status, inside the area', async () => {
    const fukuoka = ids.city('Fukuoka');
    const a = await add(staff.token, '2100', fukuoka, 2001, 1);
    await add(staff.token, '2100', fukuoka, 2002, 2);
    await add(staff.token, '2200', fukuoka, 2001, 3);
    expect((await api('POST', '/data/cityDataSeries/examine', staff.token, { ids: [a], pass: true })).statusCode).toBe(
      200,
    );

    const res = await api('GET', `/data/cityDataSeries/groups?cityId=${fukuoka.id}`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page.total).toBe(2);
    expect(page.records[0]).toMatchObject({
      seriesNumber: '2100',
      cityId: String(fukuoka.id),
      cityNameEn: 'Fukuoka',
      level: 'city',
      total: 2,
      counts: { pending: 1, canExamine: 0, canPublish: 1, published: 0, reject: 0 },
      firstYear: 2001,
      lastYear: 2002,
    });
    expect(page.records[1]).toMatchObject({ seriesNumber: '2200', total: 1, counts: { pending: 1 } });

    const publishable = await api(
      'GET',
      `/data/cityDataSeries/groups?cityId=${fukuoka.id}&status=canPublish`,
      staff.token,
    );
    expect(publishable.json().result.records.map((g: { seriesNumber: string }) => g.seriesNumber)).toEqual(['2100']);

    // City groups only, or economy-level groups only (the demo data, published), and paging.
    const cityGroups = (await api('GET', '/data/cityDataSeries/groups?cityOnly=true&pageSize=500', staff.token)).json()
      .result.records as { level: string }[];
    expect(cityGroups.length).toBeGreaterThan(1);
    expect(cityGroups.every((g) => g.level === 'city')).toBe(true);
    const cityValues = (await api('GET', '/data/cityDataSeries/list?cityOnly=true&pageSize=500', staff.token)).json()
      .result;
    expect(cityValues.total).toBeGreaterThan(0);
    expect(cityValues.records.every((v: { cityId: string | null }) => v.cityId !== null)).toBe(true);
    const economy = await api('GET', '/data/cityDataSeries/groups?economyOnly=true&pageSize=3', staff.token);
    const economyPage = economy.json().result;
    expect(economyPage.records).toHaveLength(3);
    expect(economyPage.total).toBeGreaterThan(3);
    expect(economyPage.records.every((g: { level: string; cityId: null }) => g.level === 'economy' && !g.cityId)).toBe(
      true,
    );

    // A city administrator of Nagoya sees Nagoya's groups only.
    const nagoya = ids.city('Nagoya');
    const local = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:list'],
      countryId: nagoya.countryId,
      cityId: nagoya.id,
    });
    const mine = (await api('GET', '/data/cityDataSeries/groups', local.token)).json().result;
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.every((g: { cityId: string }) => g.cityId === String(nagoya.id))).toBe(true);
    const other = (await api('GET', `/data/cityDataSeries/groups?cityId=${fukuoka.id}`, local.token)).json().result;
    expect(other.total).toBe(0);

    const bad = await api('GET', '/data/cityDataSeries/groups?status=done', staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors[0].field).toBe('status');
  });

  it('offers every series with its statistical types to data list users', async () => {
    const reader = await signedInUser(t.app, t.database.db, { perms: ['city:data:list'] });
    const res = await api('GET', '/data/cityDataSeries/seriesOptions', reader.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result as {
      number: string;
      level: number;
      types: { code: string; computeType: string }[];
    }[];
    const gdp = list.find((s) => s.number === '1100');
    expect(gdp?.level).toBe(2);
    expect(gdp?.types.map((x) => [x.code, x.computeType])).toEqual([
      ['value', 'stored'],
      ['yoy', 'yoy'],
    ]);
    expect(list.find((s) => s.number === '1000')?.level).toBe(1);
    const nobody = await signedInUser(t.app, t.database.db, { perms: [] });
    expect((await api('GET', '/data/cityDataSeries/seriesOptions', nobody.token)).statusCode).toBe(403);
  });

  it('filters the data logs by user and time, with names of series and places', async () => {
    const other = await signedInUser(t.app, t.database.db, { perms: allData });
    const sapporo = ids.city('Sapporo');
    const before = new Date(Date.now() - 1000).toISOString();
    await add(other.token, '2100', sapporo, 2010, 5);
    const logs = async (query: string) => {
      const res = await api('GET', `/data/cityDataLog/list?cityId=${sapporo.id}&${query}`, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    const byUser = await logs(`username=${encodeURIComponent(other.username.slice(2, 12).toUpperCase())}`);
    expect(byUser.total).toBe(1);
    expect(byUser.records[0]).toMatchObject({
      logType: 'create',
      username: other.username,
      seriesNumber: '2100',
      cityNameEn: 'Sapporo',
      countryNameEn: 'Japan',
    });
    expect((await logs(`username=${staff.username}`)).total).toBe(0);
    expect((await logs('username=%25')).total).toBe(0);
    expect((await logs(`from=${encodeURIComponent(before)}`)).total).toBe(1);
    expect((await logs(`to=${encodeURIComponent(before)}`)).total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await logs(`from=${encodeURIComponent(future)}`)).total).toBe(0);

    const bad = await api('GET', '/data/cityDataLog/list?from=yesterday', staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors[0].field).toBe('from');
  });

  it('previews the chart with values under review for data list users, inside their area, rejected ones left out', async () => {
    const sendai = ids.city('Sendai');
    const hiroshima = ids.city('Hiroshima');
    const kept = await add(staff.token, '2100', sendai, 2015, 700);
    const rejected = await add(staff.token, '2100', sendai, 2016, 800);
    const reject = await api('POST', '/data/cityDataSeries/examine', staff.token, {
      ids: [rejected],
      pass: false,
      reason: 'wrong unit',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    await add(staff.token, '2100', hiroshima, 2015, 900);
    const local = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:list'],
      countryId: sendai.countryId,
      cityId: sendai.id,
    });
    const body = (cityId: number) => ({
      seriesId: String(ids.series('2100')),
      cityIds: String(cityId),
      startYear: 2015,
      endYear: 2016,
    });
    const preview = await api('POST', '/city/stat/preview/display', local.token, body(sendai.id));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().result.places[0].level).toBe('city');
    expect(preview.json().result.data[String(sendai.id)]).toEqual([700, null]);
    expect(kept).toBeTruthy();
    // The public and the published chart still show the economy's figures.
    const published = (await api('POST', '/city/stat/chart/display', local.token, body(sendai.id))).json().result;
    expect(published.places[0].level).toBe('economy');
    // Another city's values under review stay outside the administrator's preview.
    const outside = (await api('POST', '/city/stat/preview/display', local.token, body(hiroshima.id))).json().result;
    expect(outside.places[0].level).toBe('economy');
    const yoy = await api('POST', '/city/stat/preview/yearToYear', local.token, body(sendai.id));
    expect(yoy.statusCode, yoy.body).toBe(200);
    const nobody = await signedInUser(t.app, t.database.db, { perms: [] });
    expect((await api('POST', '/city/stat/preview/display', nobody.token, body(sendai.id))).statusCode).toBe(403);
  });
});
