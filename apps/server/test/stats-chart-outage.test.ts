import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { outageSwitch } from './outage-switch.js';
import { type DemoIds, headers, startDemoApp } from './stats-fixtures.js';

/**
 * The public chart POSTs during a database outage (issue 23), on both engines (`outage-switch.ts` refuses every
 * statement as a stopped server does): a body this instance answered before is answered again, 200, marked as
 * possibly stale (X-Data-Stale, Warning 110, not cached), whether from the reply cache, from the values held in
 * memory, or, when neither can answer it any more, from the last good reply (`stale-reads.ts`, keyed by the
 * chart's raw-body key); a body never answered that needs the database is 503 databaseUnavailable with Retry-After.
 */
describe('chart POSTs during a database outage', () => {
  let t: TestContext;
  let ids: DemoIds;
  let outage: ReturnType<typeof outageSwitch>;
  beforeAll(async () => {
    ({ t, ids } = await startDemoApp());
    outage = outageSwitch(t.database);
  });
  afterAll(async () => {
    outage?.up();
    await t?.close();
  });

  const url = () => `${t.base}/reception/city/stat/reception/chart/display`;
  const post = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify(body),
    });
  const chart = (series: string, economy: string, startYear: number) => ({
    seriesId: String(ids.series(series)),
    countryIds: [String(ids.country(economy))],
    startYear,
    endYear: 2016,
  });
  /** Asks until `done` holds (each reply checked by `each`), for at most 5 s. */
  async function until(ask: () => ReturnType<typeof post>, done: (r: Awaited<ReturnType<typeof post>>) => boolean) {
    const end = Date.now() + 5000;
    for (;;) {
      const r = await ask();
      expect(r.statusCode, r.body).toBe(200);
      if (done(r) || Date.now() > end) return r;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const expectStale = (r: Awaited<ReturnType<typeof post>>, from: number) => {
    expect(r.statusCode, r.body).toBe(200);
    const since = Date.parse(String(r.headers['x-data-stale']));
    expect(since).toBeGreaterThanOrEqual(from - 1000);
    expect(since).toBeLessThanOrEqual(Date.now());
    expect(r.headers.warning).toBe('110 - "Response is Stale"');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['retry-after']).toBeUndefined();
  };

  it('marks the charts it answers from memory as stale once the publication version cannot be confirmed', async () => {
    const cached = chart('3300', 'NZL', 2014);
    const once = chart('3300', 'AUS', 2013);
    const servedAt = Date.now();
    const good = (await post(cached)).json().result;
    expect((await post(cached)).headers['x-data-stale']).toBeUndefined(); // kept in the reply cache
    const goodOnce = await post(once);
    expect(goodOnce.statusCode).toBe(200);
    expect(goodOnce.headers['x-data-stale']).toBeUndefined();

    outage.down();
    try {
      // The reply cache answers without the database; the version's check once a second fails: marked from then.
      const hit = await until(
        () => post(cached),
        (r) => r.headers['x-data-stale'] !== undefined,
      );
      expectStale(hit, servedAt);
      expect(hit.json().result).toEqual(good);
      const again = await post(once);
      expectStale(again, servedAt);
      expect(again.json().result).toEqual(goodOnce.json().result);
      // Never answered, and its values are not held: the database is needed.
      const never = await post(chart('1100', 'NZL', 2010));
      expect(never.statusCode, never.body).toBe(503);
      expect(never.headers['retry-after']).toMatch(/^\d+$/);
      expect(never.json()).toMatchObject({ success: false, code: 503, message: 'databaseUnavailable' });
    } finally {
      outage.up();
    }
    const back = await until(
      () => post(cached),
      (r) => r.headers['x-data-stale'] === undefined,
    );
    expect(back.headers['x-data-stale']).toBeUndefined();
    expect(back.headers['cache-control']).toBe('public, no-cache');
  });

  it('computes a chart never asked before from the values held in memory, observation flags included (issue 22)', async () => {
    // The flags are held with the values (`value-block.ts`): a computed chart asks the database nothing, so it is
    // answered during the outage too (it was 503: the flags were read by a query for each computed chart).
    const tokyo = ids.city('Tokyo');
    const body = (startYear: number, endYear: number) => ({
      seriesId: String(ids.series('4100')),
      cityIds: [String(tokyo.id)],
      startYear,
      endYear,
    });
    const warm = await post(body(2016, 2021)); // reads the series' values
    expect(warm.json().result.flags?.[String(tokyo.id)]).toEqual([
      null,
      null,
      null,
      'projection',
      'projection',
      'projection',
    ]);
    outage.down();
    try {
      const fresh = await post(body(2017, 2020));
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json().result.flags).toEqual({ [String(tokyo.id)]: [null, null, 'projection', 'projection'] });
      const yoy = await t.app.inject({
        method: 'POST',
        url: `${t.base}/reception/city/stat/reception/chart/yearToYear`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body(2018, 2019)),
      });
      expect(yoy.statusCode, yoy.body).toBe(200);
      expect(yoy.json().result.flags).toEqual({ [String(tokyo.id)]: [null, 'projection'] });
      expect((await post(body(2010, 2015))).json().result.flags).toBeUndefined();
    } finally {
      outage.up();
    }
    // Unmarked again once the version's next check (at most a second later) reaches the database.
    const back = await until(
      () => post(body(2016, 2021)),
      (r) => r.headers['x-data-stale'] === undefined,
    );
    expect(back.headers['x-data-stale']).toBeUndefined();
  });

  it('answers a body it served before from its last good reply when the chart cannot be computed without the database', async () => {
    const body = chart('3300', 'NZL', 2012);
    const servedAt = Date.now();
    const served = await until(
      () => post(body),
      (r) => r.headers['x-data-stale'] === undefined,
    );
    expect(served.headers['x-data-stale']).toBeUndefined();
    // A publication change (another series withdrawn) moves the version: the reply cache is emptied and the
    // catalogue must be read again — which the outage then prevents.
    const staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:publish'] });
    const moved = await t.app.inject({
      method: 'POST',
      url: `${t.base}/data/cityDataSeries/unpublish`,
      headers: headers(staff.token),
      payload: { seriesId: String(ids.series('2100')), countryId: String(ids.country('AUS')) },
    });
    expect(moved.json().result.count).toBeGreaterThan(0);

    outage.down();
    try {
      const stale = await post(body);
      expectStale(stale, servedAt);
      expect(stale.body).toBe(served.body);
      expect(stale.headers['content-type']).toBe(served.headers['content-type']);
      // The same chart in another language, or another body, was never answered: 503 with Retry-After.
      for (const other of [
        () =>
          t.app.inject({
            method: 'POST',
            url: url(),
            headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
            payload: JSON.stringify(body),
          }),
        () => post({ ...body, startYear: 2011 }),
      ]) {
        const refused = await other();
        expect(refused.statusCode, refused.body).toBe(503);
        expect(refused.headers['retry-after']).toMatch(/^\d+$/);
        expect(refused.json()).toMatchObject({ success: false, code: 503, message: 'databaseUnavailable' });
      }
      // A signed-in caller is never answered from memory.
      const signedIn = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: { ...headers(staff.token), 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify(body),
      });
      expect(signedIn.statusCode).toBe(503);
    } finally {
      outage.up();
    }
    const after = await until(
      () => post(body),
      (r) => r.headers['x-data-stale'] === undefined,
    );
    expect(after.headers['x-data-stale']).toBeUndefined();
  });
});
