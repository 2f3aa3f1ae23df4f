import { viewSourcesSchema } from '@csp/contract';
import { sql } from 'drizzle-orm';
import JSONstat from 'jsonstat-toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helper.js';
import { type DemoIds, startDemoApp } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;

const tokyoDay = '2026-05-04T08:00:00.000Z';
const chinaDay = '2026-06-01T00:00:00.000Z';
const earlierDay = '2026-03-01T00:00:00.000Z';

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  const db = t.database.db;
  const tokyo = ids.city('Tokyo').id;
  // Known publication dates (set before any request, so no date is held yet): Tokyo's city figures of 4100 on one day; series 2100 on another, China's later.
  await db.execute(sql`update data_values set published_at = ${tokyoDay}::timestamptz
    where series_id = ${ids.series('4100')} and city_id = ${tokyo} and status = 'published'`);
  await db.execute(sql`update data_values set published_at = ${earlierDay}::timestamptz
    where series_id = ${ids.series('2100')}`);
  await db.execute(sql`update data_values set published_at = ${chinaDay}::timestamptz
    where series_id = ${ids.series('2100')} and city_id is null and country_id = ${ids.country('CHN')}`);
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
const get = (path: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${t.base}${path}?${search(query)}`, headers });

async function sources(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const res = await get('/reception/data/sources', query, headers);
  expect(res.statusCode).toBe(200);
  const result = res.json().result;
  expect(viewSourcesSchema.parse(result)).toEqual(result);
  return { res, body: viewSourcesSchema.parse(result) };
}

describe('the Sources tab of a view (issue 19)', () => {
  it("names the series' definition, unit, source, licences, citation, footnotes and publication dates", async () => {
    const tokyo = ids.city('Tokyo');
    const query = {
      cityIds: String(tokyo.id),
      seriesId: String(ids.series('4100')),
      startYear: 2010,
      endYear: 2030,
      lang: 'en',
      _t: 1795868840315,
    };
    const { res, body } = await sources(query);
    expect(res.headers.etag).toMatch(/^W\/"p\d+-/);
    expect(body.series.number).toBe('4100');
    expect(body.series.source.length).toBeGreaterThan(0);
    expect(body.unit.length).toBeGreaterThan(0);
    expect(body.dataLicence).toMatch(/^Data-use licence/);
    expect(body.lastPublished).toBe(tokyoDay);
    const place = body.places.find((p) => p.level === 'city');
    expect(place?.lastPublished).toBe(tokyoDay);
    expect(place?.kindOfArea.length).toBeGreaterThan(0);
    // UN WUP 2018 projects from 2019: the view carries projections, so the legend marks them.
    expect(body.statuses).toContain('projection');
    // The cited URL is the view's own stable one, without the client's time stamp.
    expect(new URL(body.dataUrl).pathname).toBe(`${t.base}/reception/data/chart.jsonstat`);
    expect(Object.fromEntries(new URL(body.dataUrl).searchParams)).toEqual({
      seriesId: String(ids.series('4100')),
      cityIds: String(tokyo.id),
      startYear: '2010',
      endYear: '2030',
      lang: 'en',
    });
    expect(body.citation).toContain('Last published 2026-05-04');
    expect(body.citation).toContain(body.dataUrl);
    expect(body.citation).toContain(body.series.source);

    const again = await get('/reception/data/sources', query, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('speaks Chinese, and dates an economy-level place by its own figures', async () => {
    const { body } = await sources({
      countryIds: `${ids.country('CHN')},${ids.country('AUS')}`,
      seriesId: String(ids.series('2100')),
      startYear: 2000,
      endYear: 2010,
      lang: 'zh',
    });
    expect(body.dataLicence).toMatch(/^数据使用许可/);
    expect(body.citation).toContain('2026-06-01 发布');
    const chn = body.places.find((p) => p.key === `economy-${ids.country('CHN')}`);
    expect(chn?.lastPublished).toBe(chinaDay);
    expect(body.places.find((p) => p.key === `economy-${ids.country('AUS')}`)?.lastPublished).toBe(earlierDay);
    expect(body.lastPublished).toBe(chinaDay);
    for (const p of body.places) expect(p.footnote).toBe('');
  });

  it('refuses a malformed query', async () => {
    const res = await get('/reception/data/sources', { seriesId: 'x', cityIds: '1' });
    expect(res.statusCode).toBe(400);
  });
});

describe('JSON-stat `updated` is the last publication', () => {
  it('of the places of a chart query, and of a whole series', async () => {
    const chart = await get('/reception/data/chart.jsonstat', {
      cityIds: String(ids.city('Tokyo').id),
      seriesId: String(ids.series('4100')),
      startYear: 2010,
      endYear: 2020,
      lang: 'en',
    });
    expect(JSONstat(chart.json()).class).toBe('dataset');
    expect(chart.json().updated).toBe(tokyoDay);
    const series = await get('/reception/data/series.jsonstat', { seriesId: String(ids.series('2100')), lang: 'en' });
    expect(JSONstat(series.json()).class).toBe('dataset');
    expect(series.json().updated).toBe(chinaDay);
  });
});
