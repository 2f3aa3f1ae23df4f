import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/setup.js';
import { signedInUser } from './auth-fixtures.js';
import { demoIds, headers } from './stats-fixtures.js';
import { createTestDatabase } from './test-database.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';

/**
 * Two instances on ONE PostgreSQL database (PGlite cannot be shared): a publication change made through A
 * reaches B's cached public replies through NOTIFY, well within the one-second safety re-read.
 */
describe.runIf(onPostgres)('public cache across instances', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-stats-two-'));

  beforeAll(async () => {
    shared = await createTestDatabase();
    await prepareDatabase(shared, { seedDemo: true, adminPassword: 'Admin#Test1' });
    if (!shared.engineUrl) throw new Error('needs a PostgreSQL test database');
    second = await openDatabase({ url: shared.engineUrl, dataDir: 'unused', poolSize: 3 });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    a = await buildApp({ config, database: shared, logger: false, serveWeb: false });
    b = await buildApp({ config, database: second, logger: false, serveWeb: false });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await shared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hides values unpublished on instance A from instance B at once', async () => {
    const ids = await demoIds(shared.db);
    const nzl = ids.country('NZL');
    const url = `/api/reception/data/chart?seriesId=${ids.series('3300')}&countryIds=${nzl}&startYear=2015&endYear=2016`;
    const before = await b.inject({ url });
    expect(before.json().result.data[`economy-${nzl}`].every((v: number | null) => v !== null)).toBe(true);
    await b.inject({ url }); // now cached on B
    const staff = await signedInUser(a, shared.db, { perms: ['city:data:publish'] });
    const body = { seriesId: String(ids.series('3300')), countryId: String(nzl) };
    const res = await a.inject({
      method: 'POST',
      url: '/api/data/cityDataSeries/unpublish',
      headers: headers(staff.token),
      payload: body,
    });
    expect(res.json().result.count).toBeGreaterThan(0);
    const started = Date.now();
    let after = await b.inject({ url });
    while (after.headers.etag === before.headers.etag && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 20));
      after = await b.inject({ url });
    }
    expect(Date.now() - started).toBeLessThan(1000);
    expect(after.json().result.data[`economy-${nzl}`]).toEqual([null, null]);
  });
});
