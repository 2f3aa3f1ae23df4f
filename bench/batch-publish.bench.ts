/**
 * Issue 17: a batch publish of 100,000 values timed. Builds the product in process (apps/server/test/helper.ts, on
 * PostgreSQL when TEST_DATABASE_URL is set, else PGlite), uploads 500 cities × 200 years of one new series
 * through POST /city/data/manager/upload, then times POST /city/data/manager/review with the selection
 * { seriesId } for pass and for publish (one transaction each, one log row per value).
 * Runs under vitest (the test databases come from apps/server/test/global-setup.ts):
 *   npx vitest run --config bench/batch-publish.config.ts                      (PGlite)
 *   TEST_DATABASE_URL=postgres://… npx vitest run --config bench/batch-publish.config.ts   (PostgreSQL)
 */

import { eq } from 'drizzle-orm';
import { it } from 'vitest';
import { cities, countries, series } from '../apps/server/src/db/schema/index.js';
import { signedInUser } from '../apps/server/test/auth-fixtures.js';
import { buildTestApp } from '../apps/server/test/helper.js';

it('publishes 100,000 values in one call', async () => {
  const t = await buildTestApp();
  const db = t.database.db;
  const user = await signedInUser(t.app, db, {
    perms: ['city:data:upload', 'series:add', 'city:data:examine', 'city:data:publish', 'series:list'],
  });
  const headers = { 'X-Access-Token': user.token };
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `${t.base}${url}`, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().result;
  };
  const [group] = await db.select({ id: series.id }).from(series).where(eq(series.number, '1000'));
  const seriesId: string = (
    await post('/series/citySerSeries/add', {
      level: 2,
      pid: String(group?.id),
      number: '990017',
      nameEn: 'Batch publish bench',
      nameZh: '批量发布基准',
    })
  ).id;
  const places = await db
    .select({ id: cities.id, code: countries.code })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .limit(500);
  if (places.length < 500) throw new Error(`only ${places.length} cities`);
  const lines = ['economy,city,year,value'];
  for (const c of places)
    for (let y = 1901; y <= 2100; y += 1) lines.push(`${c.code},${c.id},${y},${y + Number(c.id)}`);
  const boundary = '----bench17';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(`${lines.join('\n')}\n`),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let start = performance.now();
  const up = await t.app.inject({
    method: 'POST',
    url: `${t.base}/city/data/manager/upload?seriesId=${seriesId}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (up.statusCode !== 200) throw new Error(up.body.slice(0, 300));
  const uploadMs = performance.now() - start;
  const selection = { seriesId };
  start = performance.now();
  const preview = await post('/city/data/manager/review/preview', selection);
  const previewMs = performance.now() - start;
  start = performance.now();
  const passed = await post('/city/data/manager/review', { selection, action: 'pass' });
  const passMs = performance.now() - start;
  start = performance.now();
  const published = await post('/city/data/manager/review', { selection, action: 'publish' });
  const publishMs = performance.now() - start;
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    JSON.stringify({
      engine,
      rows: up.json().result.rows,
      uploadMs: Math.round(uploadMs),
      previewTotal: preview.total,
      previewMs: Math.round(previewMs),
      passed: passed.count,
      passMs: Math.round(passMs),
      published: published.count,
      publishMs: Math.round(publishMs),
    }),
  );
  await t.close();
}, 900_000);
