import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLogs, dataValues } from '../src/db/schema/index.js';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, demoValues, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;
const demo = demoValues();
const allData = [
  'city:data:list',
  'city:data:add',
  'city:data:edit',
  'city:data:delete',
  'city:data:examine',
  'city:data:publish',
  'city:data:log',
];

beforeAll(async () => ({ t, ids, staff } = await startDemoAppWithStaff(allData)));
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `${t.base}${url}`, headers: headers(token), payload });
const rows = async () => (await t.database.db.select({ n: count() }).from(dataValues))[0]?.n ?? 0;
const logRows = async () => (await t.database.db.select({ n: count() }).from(dataLogs))[0]?.n ?? 0;

/** What the public sees of a city for a series: the level and the values by year. */
async function publicView(cityId: number, seriesId: number, from: number, to: number) {
  const q = `seriesId=${seriesId}&cityIds=${cityId}&startYear=${from}&endYear=${to}`;
  const json = (await t.app.inject({ url: `${t.base}/reception/data/chart?${q}` })).json().result;
  const csv = (await t.app.inject({ url: `${t.base}/reception/data/chart.csv?${q}` })).body;
  const post = (
    await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/city/stat/reception/examine/display`,
      payload: { seriesId, cityIds: String(cityId), startYear: from, endYear: to },
    })
  ).json().result;
  expect(post.data).toEqual(json.data);
  return { level: json.places[0].level as string, values: json.data[String(cityId)] as (number | null)[], csv };
}

describe('data values and their review flow', () => {
  it('refuses bad input with 400 naming the field and stores nothing', async () => {
    const before = [await rows(), await logRows()];
    const sydney = ids.city('Sydney');
    const base = {
      seriesId: String(ids.series('1100')),
      countryId: String(sydney.countryId),
      cityId: String(sydney.id),
    };
    const cases: [object, string, string][] = [
      [{ ...base, value: 1 }, 'year', 'validationFailed'],
      [{ ...base, year: 2020, value: 'abc' }, 'value', 'validationFailed'],
      [{ ...base, year: 1800, value: 1 }, 'year', 'validationFailed'],
      [{ ...base, cityId: 'x', year: 2020, value: 1 }, 'cityId', 'validationFailed'],
      [{ ...base, countryId: String(ids.country('JPN')), year: 2020, value: 1 }, 'cityId', 'cityNotContain'],
      [{ ...base, seriesId: String(ids.series('1200')), year: 2020, value: 1 }, 'dimensionId', 'typeNotStored'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await api('POST', '/data/cityDataSeries/add', staff.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(key);
      expect(res.json().result.errors[0].field).toBe(field);
    }
    const unknownCity = await api('POST', '/data/cityDataSeries/add', staff.token, {
      ...base,
      cityId: '99999999',
      year: 2020,
      value: 1,
    });
    expect(unknownCity.json()).toMatchObject({ code: 404, message: 'cityNotExist' });
    expect([await rows(), await logRows()]).toEqual(before);
  });

  it('keeps a value off the public side until examined and published; unpublish and delete hide it at once', async () => {
    const sydney = ids.city('Sydney');
    const seriesId = ids.series('1100');
    const aus = demo('1100', 'AUS');
    let fresh = 0; // a new year range each time, so no check is answered from the cache of an earlier one
    const expectFallback = async () => {
      fresh += 1;
      const view = await publicView(sydney.id, seriesId, 2019 - fresh, 2021);
      expect(view.level).toBe('economy');
      expect(view.values.slice(-3)).toEqual([aus.get(2019), aus.get(2020), aus.get(2021)]);
      expect(view.csv).not.toContain('123456789.5');
      expect(view.csv).not.toContain(',99,');
    };
    await expectFallback();
    const add = await api('POST', '/data/cityDataSeries/add', staff.token, {
      seriesId: String(seriesId),
      countryId: String(sydney.countryId),
      cityId: String(sydney.id),
      year: 2020,
      value: 123456789.5,
    });
    expect(add.statusCode, add.body).toBe(200);
    const value = add.json().result;
    expect(value).toMatchObject({ status: 'pending', level: 'city', year: 2020, value: 123456789.5 });
    const again = await api('POST', '/data/cityDataSeries/add', staff.token, {
      seriesId: String(seriesId),
      countryId: String(sydney.countryId),
      cityId: String(sydney.id),
      year: 2020,
      value: 1,
    });
    expect(again.json()).toMatchObject({ code: 409, message: 'dataValueExists' });
    await expectFallback();

    const review = { seriesId, cityIds: String(sydney.id), startYear: 2020, endYear: 2020 };
    const examinerView = (await api('POST', '/city/stat/examine/display', staff.token, review)).json().result;
    expect(examinerView.places[0].level).toBe('city');
    expect(examinerView.data[String(sydney.id)]).toEqual([123456789.5]);
    const publishedView = (await api('POST', '/city/stat/chart/display', staff.token, review)).json().result;
    expect(publishedView.places[0].level).toBe('economy');

    const ids1 = { ids: [value.id] };
    expect((await api('POST', '/data/cityDataSeries/publish', staff.token, ids1)).json()).toMatchObject({
      code: 409,
      message: 'statusTransitionInvalid',
    });
    expect((await api('POST', '/data/cityDataSeries/submit', staff.token, ids1)).json().result).toEqual({ count: 1 });
    await expectFallback();
    const noReason = await api('POST', '/data/cityDataSeries/examine', staff.token, { ...ids1, pass: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().result.errors[0].field).toBe('reason');
    expect(
      (await api('POST', '/data/cityDataSeries/examine', staff.token, { ...ids1, pass: true })).json().message,
    ).toBe('examineSuccess');
    await expectFallback();
    const published = await api('POST', '/data/cityDataSeries/publish', staff.token, {
      seriesId: String(seriesId),
      countryId: String(sydney.countryId),
      cityId: String(sydney.id),
    });
    expect(published.json()).toMatchObject({ message: 'publishSuccess', result: { count: 1 } });
    const shown = await publicView(sydney.id, seriesId, 2019, 2021);
    expect(shown.level).toBe('city');
    expect(shown.values).toEqual([null, 123456789.5, null]);
    expect(shown.csv).toContain(',city,AUS,Australia,');
    expect(shown.csv).toContain(',2020,123456789.5,');
    const bySeries = (
      await t.app.inject({ url: `${t.base}/reception/series/citySerSeries/listByCity/${sydney.id}` })
    ).json();
    expect(bySeries.result.find((s: { number: string }) => s.number === '1100').dataLevel).toBe('city');

    expect((await api('POST', '/data/cityDataSeries/unpublish', staff.token, ids1)).json().result.count).toBe(1);
    await expectFallback();
    const reject = await api('POST', '/data/cityDataSeries/examine', staff.token, {
      ...ids1,
      pass: false,
      reason: 'Source?',
    });
    expect(reject.json().message).toBe('rejectSuccess');
    await expectFallback();
    const rejected = (await api('GET', `/data/cityDataSeries/queryById?id=${value.id}`, staff.token)).json().result;
    expect(rejected).toMatchObject({ status: 'reject', rejectReason: 'Source?' });
    const edited = await api('PUT', '/data/cityDataSeries/edit', staff.token, {
      id: value.id,
      value: 99,
      note: 'fixed',
    });
    expect(edited.json().result).toMatchObject({ status: 'pending', rejectReason: null, value: 99 });
    await expectFallback();

    const history = (await api('GET', `/data/cityDataSeries/history?id=${value.id}`, staff.token)).json().result;
    expect(history.map((h: { logType: string }) => h.logType)).toEqual([
      'update',
      'logReject',
      'unpublish',
      'publish',
      'pass',
      'submit',
      'create',
    ]);
    expect(history[0]).toMatchObject({
      oldValue: 123456789.5,
      newValue: 99,
      note: 'fixed',
      userId: String(staff.userId),
    });
    expect(history[1].note).toBe('Source?');
    expect(history.every((h: { username: string | null }) => h.username !== null)).toBe(true);

    for (const step of ['submit', 'examine', 'publish'] as const) {
      const body = step === 'examine' ? { ...ids1, pass: true } : ids1;
      expect((await api('POST', `/data/cityDataSeries/${step}`, staff.token, body)).statusCode).toBe(200);
    }
    expect((await publicView(sydney.id, seriesId, 2020, 2020)).values).toEqual([99]);
    const del = await api('DELETE', `/data/cityDataSeries/delete?id=${value.id}`, staff.token);
    expect(del.statusCode).toBe(200);
    await expectFallback();
    const logs = (await api('GET', `/data/cityDataLog/list?seriesId=${seriesId}&logType=delete`, staff.token)).json()
      .result;
    expect(logs.records[0]).toMatchObject({ dataValueId: value.id, logType: 'delete', oldValue: 99 });
  });

  it('makes examining and publishing separate permissions', async () => {
    const examiner = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    const body = { seriesId: String(ids.series('3100')), countryId: String(ids.country('NZL')) };
    expect((await api('POST', '/data/cityDataSeries/publish', examiner.token, body)).statusCode).toBe(403);
    expect((await api('POST', '/data/cityDataSeries/unpublish', examiner.token, body)).statusCode).toBe(403);
    const publisher = await signedInUser(t.app, t.database.db, { perms: ['city:data:publish'] });
    expect(
      (await api('POST', '/data/cityDataSeries/examine', publisher.token, { ...body, pass: true })).statusCode,
    ).toBe(403);
  });

  it('unpublishing economy-level figures removes them from every public reply and the cache', async () => {
    const nzl = ids.country('NZL');
    const seriesId = ids.series('3100');
    const url = `${t.base}/reception/data/chart?seriesId=${seriesId}&countryIds=${nzl}&startYear=2010&endYear=2012`;
    const before = await t.app.inject({ url });
    const co2 = demo('3100', 'NZL');
    expect(before.json().result.data[`economy-${nzl}`]).toEqual([co2.get(2010), co2.get(2011), co2.get(2012)]);
    const body = { seriesId: String(seriesId), countryId: String(nzl) };
    const withdrawn = await api('POST', '/data/cityDataSeries/unpublish', staff.token, body);
    expect(withdrawn.json().result.count).toBe(co2.size);
    const after = await t.app.inject({ url, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().result.data[`economy-${nzl}`]).toEqual([null, null, null]);
    const csv = await t.app.inject({ url: url.replace('/chart?', '/chart.csv?') });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    const perPerson = await t.app.inject({
      url: `${t.base}/reception/data/chart?seriesId=${ids.series('3200')}&countryIds=${nzl}&startYear=2010&endYear=2010`,
    });
    expect(perPerson.json().result.data[`economy-${nzl}`][0]).toBe(demo('3200', 'NZL').get(2010));
    expect((await api('POST', '/data/cityDataSeries/publish', staff.token, body)).json().result.count).toBe(co2.size);
    expect((await t.app.inject({ url })).json().result.data[`economy-${nzl}`]).toEqual([
      co2.get(2010),
      co2.get(2011),
      co2.get(2012),
    ]);
  });
});

describe('regional administrators', () => {
  it('work inside their economy only, for reads and writes alike', async () => {
    const aus = ids.country('AUS');
    const admin = await regionalAdmin(t.app, t.database.db, { perms: allData, countryId: aus });
    const tokyo = ids.city('Tokyo');
    const before = [await rows(), await logRows()];
    const outside = await api('POST', '/data/cityDataSeries/add', admin.token, {
      seriesId: String(ids.series('2100')),
      countryId: String(tokyo.countryId),
      cityId: String(tokyo.id),
      year: 2020,
      value: 5,
    });
    expect(outside.json()).toMatchObject({ code: 403, message: 'notJurisdiction' });
    expect([await rows(), await logRows()]).toEqual(before);
    const jpn = { seriesId: String(ids.series('2100')), countryId: String(tokyo.countryId) };
    for (const [step, body] of [
      ['examine', { ...jpn, pass: false, reason: 'no' }],
      ['unpublish', jpn],
      ['publish', jpn],
      ['deleteBatch', jpn],
    ] as const) {
      const res = await api('POST', `/data/cityDataSeries/${step}`, admin.token, body);
      expect(res.json(), step).toMatchObject({ code: 403, message: 'notJurisdiction' });
    }
    const page = (
      await api('GET', `/data/cityDataSeries/list?seriesId=${ids.series('2100')}&pageSize=500`, admin.token)
    ).json().result;
    expect(page.total).toBe(demo('2100', 'AUS').size);
    expect(page.records.every((r: { countryCode: string }) => r.countryCode === 'AUS')).toBe(true);
    const japanese = (
      await api(
        'GET',
        `/data/cityDataSeries/list?seriesId=${ids.series('2100')}&countryId=${tokyo.countryId}`,
        staff.token,
      )
    ).json().result.records[0];
    const byId = await api('POST', '/data/cityDataSeries/unpublish', admin.token, { ids: [japanese.id] });
    expect(byId.json()).toMatchObject({ code: 403, message: 'notJurisdiction' });
    expect((await api('GET', `/data/cityDataSeries/queryById?id=${japanese.id}`, admin.token)).statusCode).toBe(403);
    const stillPublished = await t.database.db
      .select()
      .from(dataValues)
      .where(eq(dataValues.id, Number(japanese.id)));
    expect(stillPublished[0]?.status).toBe('published');
    const areas = (await api('GET', '/city/data/manager/country/list/data', admin.token)).json().result;
    expect(areas.map((c: { id: string }) => c.id)).toEqual([String(aus)]);
  });

  it('of a city cannot touch the economy-level figures', async () => {
    const sydney = ids.city('Sydney');
    const admin = await regionalAdmin(t.app, t.database.db, { perms: allData, cityId: sydney.id });
    const res = await api('POST', '/data/cityDataSeries/add', admin.token, {
      seriesId: String(ids.series('2100')),
      countryId: String(sydney.countryId),
      year: 2030,
      value: 5,
    });
    expect(res.json()).toMatchObject({ code: 403, message: 'notHereAdmin' });
    const own = await api('POST', '/data/cityDataSeries/add', admin.token, {
      seriesId: String(ids.series('2100')),
      countryId: String(sydney.countryId),
      cityId: String(sydney.id),
      year: 2030,
      value: 5,
    });
    expect(own.statusCode).toBe(200);
    const page = (await api('GET', '/data/cityDataSeries/list?pageSize=500', admin.token)).json().result;
    // Sydney's own figures (the UN urban agglomeration and the value just added), nothing else.
    const records: { cityId: string; seriesId: string; year: number }[] = page.records;
    expect(new Set(records.map((r) => r.cityId))).toEqual(new Set([String(sydney.id)]));
    expect(records.filter((r) => r.seriesId === String(ids.series('2100')))).toMatchObject([{ year: 2030 }]);
    const cities = (await api('GET', `/city/data/manager/city/list/upload/${sydney.countryId}`, admin.token)).json()
      .result;
    expect(cities.map((c: { id: string }) => c.id)).toEqual([String(sydney.id)]);
  });
});
