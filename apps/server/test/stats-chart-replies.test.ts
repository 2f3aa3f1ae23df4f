import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChartData } from '@csp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, dataValues, dimensions, series } from '../src/db/schema/index.js';
import { chartCsv } from '../src/modules/stats/chart-files.js';
import { bumpPublication } from '../src/modules/stats/publication.repository.js';
import { buildTestApp, type TestContext } from './helper.js';

/**
 * The chart replies stay byte-identical (issue 22): the speed work on the chart engine (its JSON put together from
 * kept text, the reply cache, the held values) must not change one byte of what a visitor gets. This file builds
 * its own small dataset (awkward numbers, gaps, names that need escapes, economy-level fallback, formula, chained
 * index, rebased and year-on-year types, values not published), asks a sample of queries three times each (computed,
 * computed and kept, answered from the reply cache) and compares every reply with the text the code gave before
 * that work (`fixtures/chart-replies.json`, the reply's `timestamp` left out).
 *
 * The fixture was written by the code of 2026-11-26 before the issue 22 changes (commit 3e66306), with
 * `UPDATE_CHART_REPLIES=1 npx vitest run --project pglite apps/server/test/stats-chart-replies.test.ts`; rewrite it
 * only for a deliberate change of the reply, and from code WITHOUT the engine change under test (say, the commit
 * before it, or the change reverted in a worktree), and say so in the commit. Rewritten once: issue 16 added
 * `kindOfArea` and `footnote` to places and `definition` to the series (commit 2a9e46e), written from that code with
 * the issue 22 engine commits (6498ffd, 2536b82) reverted; removing those keys gives the first fixture exactly.
 */

const fixtureFile = path.join(import.meta.dirname, 'fixtures', 'chart-replies.json');
const update = process.env.UPDATE_CHART_REPLIES === '1';

let t: TestContext;

/** A small deterministic generator (mulberry32), so the dataset is the same on every run and engine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers whose text is easy to get wrong (exponents, rounding, negative zero, the extremes of a double). */
const awkward = [
  0.1 + 0.2,
  1e21,
  1.5e-7,
  -0,
  -123.456,
  2 ** 53, // 9007199254740993 as a double
  5e-324,
  1.7976931348623157e308,
  100,
  0,
  2 / 3,
  1e-300,
  123456789.123456,
  -1e-7,
  42,
];

async function seed() {
  const db = t.database.db;
  await db
    .insert(countries)
    .overridingSystemValue()
    .values([
      { id: 9001, code: 'XAA', iso2: 'XA', nameEn: 'Alpha Economy', nameZh: '阿尔法经济体', sort: 1 },
      { id: 9002, code: 'XBB', iso2: 'XB', nameEn: 'B "Beta" Economy\\', nameZh: '贝塔"经济体"', sort: 2 },
      { id: 9003, code: 'XCC', iso2: 'XC', nameEn: 'Gamma\tEconomy', nameZh: '', sort: 3 },
    ]);
  const city = (id: number, countryId: number, nameEn: string, nameZh: string) => ({
    id,
    countryId,
    nameEn,
    nameZh,
    longitude: 100 + id / 1000,
    latitude: 10,
  });
  await db
    .insert(cities)
    .overridingSystemValue()
    .values([
      city(9101, 9001, 'Alpha City', '阿尔法市'),
      city(9102, 9001, 'Line\u2028Sep City', ''),
      city(9103, 9002, 'Bēta Town', '贝塔镇'),
      city(9104, 9003, 'Gamma Village', '伽马村'),
      city(9105, 9002, 'Beta Port </script>', '贝塔港'),
    ]);
  const seriesRow = (id: number, number: string, nameEn: string, nameZh: string, level = 2) => ({
    id,
    pid: level === 2 ? 9200 : null,
    level,
    number,
    nameEn,
    nameZh,
    unitEn: level === 2 ? 'units' : '',
    unitZh: level === 2 ? '单位' : '',
    sourceEn: 'Test "source"',
    sourceZh: '测试来源',
    licence: 'CC BY 4.0',
    sort: id,
  });
  await db
    .insert(series)
    .overridingSystemValue()
    .values([
      seriesRow(9200, '880000', 'Reply test group', '回复测试组', 1),
      seriesRow(9201, '880001', 'Output', '产出'),
      seriesRow(9202, '880002', 'Deflator', '平减指数'),
      seriesRow(9203, '880003', 'Ratio of output', '产出比率'),
      seriesRow(9204, '880004', 'Real output', '实际产出'),
    ]);
  const type = (
    id: number,
    seriesId: number,
    code: string,
    computeType: string,
    extra: Partial<typeof dimensions.$inferInsert> = {},
  ) => ({ id, seriesId, code, nameEn: `Type ${code}`, nameZh: `类型${code}`, computeType, sort: id, ...extra });
  await db
    .insert(dimensions)
    .overridingSystemValue()
    .values([
      type(9301, 9201, 'value', 'stored'),
      type(9302, 9201, 'yoy', 'yoy'),
      type(9303, 9202, 'value', 'stored', { unitEn: 'index', unitZh: '指数' }),
      type(9304, 9203, 'ratio', 'formula', { formula: 'S880001 / S880002', coefficient: 100 }),
      type(9305, 9203, 'index', 'chain_index', { formula: 'S880002', parameters: { baseYear: 2000 } }),
      type(9306, 9204, 'real', 'formula', {
        formula: 'S880001 / S880002',
        parameters: { baseYear: 2000, rebase: ['S880002'] },
      }),
    ]);
  const next = random(22);
  const rows: (typeof dataValues.$inferInsert)[] = [];
  const places: [number, number | null][] = [
    [9001, 9101],
    [9001, 9102],
    [9002, 9103],
    [9001, null],
    [9002, null],
    [9003, null],
  ];
  for (const [seriesId, dimensionId, placeList] of [
    [9201, 9301, places],
    [9202, 9303, [places[0], places[3], places[4], places[5]]],
  ] as const) {
    for (const place of placeList) {
      if (!place) continue;
      for (let year = 1995; year <= 2012; year++) {
        const roll = next();
        if (roll < 0.12) continue; // a gap
        const value =
          roll < 0.3 ? (awkward[Math.floor(next() * awkward.length)] as number) : Math.round(next() * 1e6) / 100;
        rows.push({
          seriesId,
          dimensionId,
          countryId: place[0],
          cityId: place[1],
          year,
          value,
          // Some values not published: never shown.
          status: roll > 0.95 ? 'canPublish' : 'published',
        });
      }
    }
  }
  await db.insert(dataValues).values(rows);
  // Version 40 (fixed, it is in every reply), raised as a publication raises it: the app adopts it at once.
  await db.execute(
    sql`insert into publication_state (id, version) values (1, 39) on conflict (id) do update set version = 39`,
  );
  expect(await bumpPublication(db)).toBe(40);
  // The app adopts it on commit or on its NOTIFY: wait until a chart (not one of the sample) answers at 40.
  for (let i = 0; i < 100; i++) {
    const probe = await ask(post('probe', { countryIds: '9001', seriesId: '9202', startYear: 1995, endYear: 1996 }));
    if (probe.etag?.startsWith('W/"p40-')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the app never adopted publication version 40');
}

interface Asked {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const post = (name: string, body: Record<string, unknown>, path = 'examine/display', headers = {}): Asked => ({
  name,
  method: 'POST',
  url: `/reception/city/stat/reception/${path}`,
  body,
  headers,
});
const get = (name: string, query: string, path = 'chart', headers = {}): Asked => ({
  name,
  method: 'GET',
  url: `/reception/data/${path}?${query}`,
  headers,
});

const span = { startYear: 1995, endYear: 2012 };
const queries: Asked[] = [
  post('cities, own figures', { cityIds: '9101,9102,9103', seriesId: '9201', ...span, resFlag: 0, findType: 3 }),
  post('a city without figures falls back to its economy', { cityIds: '9104,9101', seriesId: 9201, ...span }),
  post('economies, years beyond the data', {
    countryIds: '9001,9002,9003',
    seriesId: '9201',
    startYear: 1990,
    endYear: 2015,
  }),
  post('formula with a coefficient', {
    cityIds: '9101',
    countryIds: '9002',
    seriesId: '9203',
    typeId: '9304',
    ...span,
  }),
  post('chained index', { countryIds: '9001,9002,9003', seriesId: '9203', typeId: '9305', ...span }),
  post('rebased formula', { countryIds: '9001,9003', cityIds: '9101', seriesId: '9204', ...span }),
  post('year on year by resFlag', { cityIds: '9101,9103', countryIds: '9003', seriesId: '9201', ...span, resFlag: 1 }),
  post('the yoy type', { cityIds: '9102', seriesId: '9201', typeId: '9302', ...span }),
  post('yearToYear route', { cityIds: '9101,9102', seriesId: '9201', ...span }, 'chart/yearToYear'),
  post(
    'chart/display route in Chinese',
    { cityIds: '9101,9105', seriesId: '9201', ...span, lang: 'zh' },
    'chart/display',
  ),
  post(
    'Accept-Language zh',
    { cityIds: '9103,9104', countryIds: '9002', seriesId: '9202', ...span },
    'examine/display',
    {
      'accept-language': 'zh-CN,zh;q=0.9',
    },
  ),
  post('ids repeated, out of order', { cityIds: '9103,9101,9103', countryIds: '9003,9001', seriesId: '9201', ...span }),
  post('one year', { cityIds: '9101', seriesId: '9201', startYear: 2010, endYear: 2010 }),
  post('dimensionInformationId', { countryIds: '9001', seriesId: '9201', dimensionInformationId: '9301', ...span }),
  post('numbers as text and as numbers', { cityIds: '9101,9103', seriesId: 9201, startYear: '1999', endYear: 2004 }),
  get('GET chart', 'cityIds=9101,9103&seriesId=9201&startYear=1995&endYear=2012'),
  get('GET chart zh', 'countryIds=9001,9002&seriesId=9203&typeId=9304&startYear=1998&endYear=2008&lang=zh'),
  get('GET yearToYear', 'cityIds=9102,9104&seriesId=9201&startYear=1996&endYear=2012', 'yearToYear'),
];

interface Reply {
  status: number;
  etag: string | undefined;
  contentType: string | undefined;
  /** The reply's text with its `"timestamp":<ms>` written as `"timestamp":0`. */
  body: string;
}

async function ask(q: Asked): Promise<Reply> {
  const res = await t.app.inject({
    method: q.method,
    url: `${t.base}${q.url}`,
    headers: { ...(q.body ? { 'content-type': 'application/json' } : {}), ...q.headers },
    payload: q.body ? JSON.stringify(q.body) : undefined,
  });
  return {
    status: res.statusCode,
    etag: res.headers.etag as string | undefined,
    contentType: res.headers['content-type'] as string | undefined,
    body: res.body.replace(/"timestamp":\d+\}$/, '"timestamp":0}'),
  };
}

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  await seed();
});
afterAll(() => t?.close());

describe('chart replies are byte-identical to those before the chart engine work (issue 22)', () => {
  it('answers every sampled query, computed, kept and from the reply cache, with the same bytes', async () => {
    const got: Record<string, Reply> = {};
    for (const q of queries) {
      const replies = [await ask(q), await ask(q), await ask(q)];
      // The first (computed), second (computed and kept) and third (from the cache) replies are the same bytes.
      expect(replies[1], q.name).toEqual(replies[0]);
      expect(replies[2], q.name).toEqual(replies[0]);
      got[q.name] = replies[0] as Reply;
    }
    if (update) writeFileSync(fixtureFile, `${JSON.stringify(got, null, 1)}\n`);
    const expected = JSON.parse(readFileSync(fixtureFile, 'utf8')) as Record<string, Reply>;
    expect(Object.keys(got)).toEqual(Object.keys(expected));
    for (const q of queries) {
      const reply = got[q.name] as Reply;
      expect(reply.status, q.name).toBe(200);
      expect(reply, q.name).toEqual(expected[q.name]);
    }
    // The sample means something: numbers in exponent form, nulls, a fallback, escapes, both languages.
    const all = Object.values(expected)
      .map((r) => r.body)
      .join('\n');
    for (const text of ['e+21', 'e-7', 'null', '"economyLevelFallback":true', '\\"Beta\\"', '\u2028', '阿尔法市']) {
      expect(all).toContain(text);
    }
  });

  it('writes the CSV download from the same chart as the JSON reply', async () => {
    for (const [query, lang] of [
      ['cityIds=9101,9104&seriesId=9201&startYear=1995&endYear=2012', 'en'],
      ['countryIds=9002&seriesId=9203&typeId=9305&startYear=1995&endYear=2012&lang=zh', 'zh'],
    ] as const) {
      const json = await ask(get('json', query));
      const csv = await t.app.inject({ method: 'GET', url: `${t.base}/reception/data/chart.csv?${query}` });
      expect(csv.statusCode).toBe(200);
      const chart = (JSON.parse(json.body) as { result: ChartData }).result;
      const retrieved = /,(\d{4}-\d\d-\d\dT[\d:.]+Z)[,\r]/.exec(csv.body)?.[1];
      expect(retrieved).toBeDefined();
      const url = `http://localhost:80${t.base}/reception/data/chart.csv?${query}`;
      const expected = chartCsv(chart, { lang, retrieved: new Date(retrieved as string), url });
      expect(csv.body).toBe(expected);
      expect(csv.body.split('\r\n').length).toBeGreaterThan(10);
    }
  });
});
