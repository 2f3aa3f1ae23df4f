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
import { testAdminPassword } from './helper.js';
import { encryptWith, publicKey } from './identity-fixtures.js';
import { bin, ownCluster, within } from './pg-cluster.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';

/**
 * A database outage (issue 23): while PostgreSQL is down, everything that needs it answers 503
 * databaseUnavailable with Retry-After — never a 500 — and everything answers again once it is back.
 * Runs on a cluster of the test's own, stopped and started here.
 */
describe.skipIf(!onPostgres || !bin)('database outage (own cluster)', () => {
  let cluster: Awaited<ReturnType<typeof ownCluster>>;
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let key: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-outage-'));

  /** Requests that need the database: public reads, the sign-in steps, a signed-in read. */
  const requests = () => [
    { name: 'home content', url: '/api/reception/index/cityIndexContent/content' },
    { name: 'series list', url: '/api/reception/series/citySerSeries/list' },
    { name: 'countries', url: '/api/reception/city/cityCouCountry/list' },
    { name: 'cities', url: '/api/reception/city/cityCouCity/all' },
    { name: 'captcha', url: '/api/sys/randomImage/outage1' },
    {
      name: 'sign-in',
      url: '/api/sys/login',
      method: 'POST' as const,
      payload: {
        username: 'admin',
        password: encryptWith(key, testAdminPassword, 'outage2'),
        captcha: 'ab12',
        checkKey: 'outage2',
      },
    },
    { name: 'signed-in read', url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': token } },
  ];

  beforeAll(async () => {
    cluster = await ownCluster();
    database = await openDatabase({ url: cluster.url, dataDir: 'unused', poolSize: 4 });
    await prepareDatabase(database, { seedDemo: false, adminPassword: testAdminPassword });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      CHART_VALUES_WARM_UP: 'false',
      SEED_DEMO_DATA: 'false',
    });
    app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.ready();
    token = (await signedInUser(app, database.db)).token;
    key = await publicKey(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 databaseUnavailable with Retry-After while PostgreSQL is down, and 2xx/4xx once it is back', async () => {
    for (const r of requests()) {
      const before = await app.inject(r);
      expect(before.statusCode, `${r.name} before`).toBeLessThan(500);
    }
    cluster.stop();
    try {
      for (const r of requests()) {
        const down = await app.inject(r);
        expect(down.statusCode, `${r.name}: ${down.body}`).toBe(503);
        expect(down.headers['retry-after'], r.name).toMatch(/^\d+$/);
        expect(down.json(), r.name).toMatchObject({ success: false, code: 503, message: 'databaseUnavailable' });
      }
      const zh = await app.inject({
        url: '/api/reception/city/cityCouCountry/list',
        headers: { 'accept-language': 'zh' },
      });
      expect(zh.json().result.text).toBe('服务暂时不可用（无法连接数据库），请稍后再试');
    } finally {
      cluster.start();
    }
    await within(10_000, async () => (await app.inject({ url: '/health' })).statusCode === 200);
    for (const r of requests()) {
      const after = await app.inject(r);
      expect(after.statusCode, `${r.name} after: ${after.body}`).toBeLessThan(500);
    }
  }, 60_000);
});
