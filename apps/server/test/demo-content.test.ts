import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { cities, countries, dataValues, dimensions, files, seedMarks, series, users } from '../src/db/schema/index.js';
import type { DemoAccount } from '../src/db/seed/demo-back-office.js';
import { loadDemoSeries } from '../src/db/seed/demo-files.js';
import { loadDemoMediaManifest, seedDemoHomeMedia } from '../src/db/seed/demo-home-media.js';
import { prepareDatabase, type SetupResult } from '../src/db/setup.js';
import { storageFromConfig } from '../src/modules/files/storage-config.js';
import { caller } from './announcements-fixtures.js';
import { buildTestApp, readyTestApp, reportLoginEnv, testAdminPassword, testConfig } from './helper.js';
import { login } from './identity-fixtures.js';
import { createTestDatabase } from './test-database.js';

type Row = Record<string, unknown>;
const rowsOf = (r: Row[] | { records?: Row[] }): Row[] => (Array.isArray(r) ? r : (r.records ?? []));
/** Every back-office list the demo content fills, and how its demo rows are told apart. */
const lists: [string, string, (row: Record<string, unknown>) => boolean][] = [
  ['positions', '/sys/position/list?pageSize=50', (r) => r.code === 'statistician'],
  ['categories', '/sys/category/list?pageSize=50', (r) => r.code === 'A01'],
  ['online reports', '/online/cgreport/head/list?pageSize=50', (r) => r.code === 'demo_values_by_economy'],
  ['online forms', '/online/cgform/head/list?pageSize=50', (r) => r.code === 'demo_positions'],
  ['announcements', '/sys/annountCement/list?pageSize=50', (r) => String(r.titile).startsWith('Welcome to')],
];

/** China, Shanghai and one UN WUP population figure of Shanghai: what the demo seed would have left. */
async function standInDemoDataset(database: Database): Promise<void> {
  const db = database.db;
  const wup = loadDemoSeries().find((x) => x.number === '4100');
  if (!wup) throw new Error('no demo series 4100');
  const [china] = await db
    .insert(countries)
    .values({ code: 'CHN', iso2: 'CN', nameEn: 'China', nameZh: '中国', sort: 1 })
    .returning();
  if (!china) throw new Error('no China');
  const [shanghai] = await db
    .insert(cities)
    .values({ countryId: china.id, nameEn: 'Shanghai', nameZh: '上海', latitude: 31.23, longitude: 121.47 })
    .returning();
  if (!shanghai) throw new Error('no Shanghai');
  const [population] = await db
    .insert(series)
    .values({ level: 2, number: wup.number, nameEn: wup.nameEn, nameZh: wup.nameZh })
    .returning();
  if (!population) throw new Error('no series');
  const [dimension] = await db
    .insert(dimensions)
    .values({ seriesId: population.id, code: 'value', nameEn: 'Value', nameZh: '数值' })
    .returning();
  if (!dimension) throw new Error('no type');
  await db.insert(dataValues).values({
    seriesId: population.id,
    dimensionId: dimension.id,
    countryId: china.id,
    cityId: shanghai.id,
    year: 2018,
    value: 25_582_138,
    status: 'published',
  });
}

interface Started {
  app: FastifyInstance;
  database: Database;
  setup: SetupResult;
  call: ReturnType<typeof caller>;
  admin: string;
  close(): Promise<void>;
}

/** The product's first start on a fresh database (prepareDatabase, then the app) with SEED_DEMO_DATA on or off. */
async function firstStart(seedDemo: boolean): Promise<Started> {
  const database = await createTestDatabase('empty');
  // The demo dataset itself is tested elsewhere: one economy, one city and one value of the demo's UN population
  // series stand for it (its values load only when no economy exists; the home media need its city figures).
  if (seedDemo) await standInDemoDataset(database);
  const setup = await prepareDatabase(database, { seedDemo, adminPassword: testAdminPassword });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-demo-content-'));
  const config = testConfig(dataDir, { SEED_DEMO_DATA: String(seedDemo), ...reportLoginEnv(database) });
  const app = await readyTestApp(config, database);
  const signIn = await login(app, database.db, 'admin', testAdminPassword);
  const admin = signIn.json().result.token as string;
  return {
    app,
    database,
    setup,
    call: caller(app, config.API_BASE),
    admin,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('first start with SEED_DEMO_DATA on: a finished product', () => {
  let s: Started;
  beforeAll(async () => {
    s = await firstStart(true);
  }, 120_000);
  afterAll(() => s?.close());

  it.each(lists)('the back office has demo %s', async (_name, url, isDemo) => {
    const res = await s.call('GET', url, s.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rowsOf(res.body.result).filter(isDemo).length).toBeGreaterThan(0);
  });

  it('creates a demo reviewer and a regional administrator of China who sign in with the printed passwords', async () => {
    const accounts: DemoAccount[] = s.setup.demoAccounts;
    expect(accounts.map((a) => [a.username, a.role])).toEqual([
      ['demo_reviewer', 'reviewer'],
      ['demo_china_admin', 'regional_admin'],
    ]);
    for (const a of accounts) {
      expect(a.password.length).toBeGreaterThanOrEqual(12);
      const ok = await login(s.app, s.database.db, a.username, a.password);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().result.token).toBeTruthy();
      const wrong = await login(s.app, s.database.db, a.username, `${a.password}x`);
      expect(wrong.statusCode).not.toBe(200);
    }
    const [china] = await s.database.db.select().from(countries).where(eq(countries.code, 'CHN'));
    const [regional] = await s.database.db.select().from(users).where(eq(users.username, 'demo_china_admin'));
    expect(regional).toMatchObject({ countryId: china?.id, areaAdminKey: `country:${china?.id}` });
    // Generated per database: two starts never share them, and a second start prints none.
    const again = await prepareDatabase(s.database, { seedDemo: true, adminPassword: testAdminPassword });
    expect(again.demoAccounts).toEqual([]);
  });

  it('runs the demo online report over the published statistics (reports views)', async () => {
    const list = await s.call('GET', '/online/cgreport/head/list?pageSize=50', s.admin);
    const report = list.body.result.records.find((r: { code: string }) => r.code === 'demo_values_by_economy');
    expect(report).toBeTruthy();
    const data = await s.call('GET', `/online/cgreport/api/getData/${report.id}?pageSize=5`, s.admin);
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const picker = list.body.result.records.find((r: { code: string }) => r.code === 'demo_city_popup');
    const columns = await s.call('GET', '/online/cgreport/api/getRpColumns/demo_city_popup', s.admin);
    expect(picker, 'city picker report').toBeTruthy();
    expect(columns.status, JSON.stringify(columns.body)).toBe(200);
  });

  it('shows the demo media on the home page: 4 carousel images with titles in both languages, video, members map', async () => {
    const manifest = loadDemoMediaManifest();
    const home = await s.call('GET', '/reception/index/cityIndexContent/content');
    expect(home.status).toBe(200);
    const content = home.body.result;
    const shown = content.cityIndexRotations;
    expect(shown.map((r: { nameEn: string; nameZh: string }) => [r.nameEn, r.nameZh])).toEqual(
      manifest.carousel.map((c) => [c.nameEn, c.nameZh]),
    );
    const media = content.cityIndexContent;
    const urls: [string, string, number][] = [
      ...shown.map((r: { url: string }, i: number) => [r.url, 'image/webp', manifest.carousel[i]?.size ?? 0]),
      [media.videoUrl, 'video/mp4', manifest.video.size],
      [media.mapUrl, 'image/png', manifest.members.size],
    ];
    for (const [url, type, size] of urls) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.rawPayload.length).toBe(size);
    }
    // Once: a later start leaves what is there (an administrator's own media would stay too).
    const before = (await s.database.db.select().from(files)).length;
    expect(
      await seedDemoHomeMedia(
        s.database.db,
        storageFromConfig(loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), SEED_DEMO_DATA: 'true' })),
      ),
    ).toBe(0);
    expect((await s.database.db.select().from(files)).length).toBe(before);
  });
});

describe('demo home media without the demo dataset', () => {
  it('are not seeded, and leave no mark, into a database whose figures came from elsewhere', async () => {
    const database = await createTestDatabase('empty');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-demo-media-'));
    try {
      // An economy of one's own: the demo seed skips this database, so the demo's figures are not in it.
      await database.db.insert(countries).values({ code: 'CHN', iso2: 'CN', nameEn: 'China', nameZh: '中国', sort: 1 });
      const storage = storageFromConfig(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }));
      expect(await seedDemoHomeMedia(database.db, storage)).toBe(0);
      expect(await database.db.select().from(files)).toEqual([]);
      expect(await database.db.select().from(seedMarks).where(eq(seedMarks.name, 'demo-home-media-v1'))).toEqual([]);
      // Once the demo's figures are there, the media come (the guard is the dataset, not the flag).
      await database.db.delete(countries);
      await standInDemoDataset(database);
      expect(await seedDemoHomeMedia(database.db, storage)).toBeGreaterThan(0);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the demo online reports on the demo dataset', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('read published values by economy and year, and cities for the popup picker', async () => {
    const call = caller(t.app, t.base);
    const admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token as string;
    const reports = (await call('GET', '/online/cgreport/head/list?pageSize=50', admin)).body.result.records;
    const id = (code: string) => reports.find((r: { code: string }) => r.code === code)?.id;
    const values = await call('GET', `/online/cgreport/api/getData/${id('demo_values_by_economy')}?pageSize=5`, admin);
    expect(values.status, JSON.stringify(values.body)).toBe(200);
    const rows = values.body.result.records as { economy: string; year: number; value: number }[];
    expect(rows.length).toBe(5);
    for (const r of rows) expect(typeof Number(r.value)).toBe('number');
    const cities = await call('GET', `/online/cgreport/api/getData/${id('demo_city_popup')}?pageSize=3`, admin);
    expect(cities.status, JSON.stringify(cities.body)).toBe(200);
    expect(cities.body.result.records.map((c: { name_en: string }) => c.name_en)).toContain('Tokyo');
  });
});

describe('first start with SEED_DEMO_DATA=false: none of the demo content', () => {
  let s: Started;
  beforeAll(async () => {
    s = await firstStart(false);
  }, 120_000);
  afterAll(() => s?.close());

  it.each(lists)('the back office has no demo %s', async (_name, url, isDemo) => {
    const res = await s.call('GET', url, s.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rowsOf(res.body.result).filter(isDemo)).toEqual([]);
  });

  it('makes no demo account and no home media', async () => {
    expect(s.setup.demoAccounts).toEqual([]);
    const demo = await s.database.db.select().from(users).where(eq(users.username, 'demo_reviewer'));
    expect(demo).toEqual([]);
    expect(await s.database.db.select().from(files)).toEqual([]);
  });
});
