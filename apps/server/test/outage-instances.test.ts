import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/setup.js';
import { announcementAdmin } from './announcements-fixtures.js';
import { signedInUser } from './auth-fixtures.js';
import { testAdminPassword } from './helper.js';
import { bin, ownCluster, within } from './pg-cluster.js';
import { openSocket, type TestSocket } from './socket-client.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';
/** How long PostgreSQL stays stopped (issue 23: "stopped for 30 s"). */
const outageMs = 30_000;
/** The most either instance may take to answer /health 200 again once PostgreSQL is back (a bound, not a goal). */
const recoveryLimitMs = 15_000;

/**
 * The automated outage run of issue 23: two instances on one PostgreSQL of the test's own, steady load on both
 * (public reads, a captcha, a signed-in read), PostgreSQL restarted, then stopped for 30 s and started again.
 * Limits that fail the run: no reply other than 2xx/4xx or 503 databaseUnavailable with Retry-After (never a 500,
 * never a dropped connection); both instances healthy again within 15 s of each start; public reads already
 * served keep answering from memory (stale) during the stop; and afterwards a notice released through instance A
 * reaches a socket on instance B. The counts by status and the recovery times are printed.
 */
describe.skipIf(!onPostgres || !bin)('two instances through a PostgreSQL restart and a 30 s stop (own cluster)', () => {
  let cluster: Awaited<ReturnType<typeof ownCluster>>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const origins: string[] = [];
  const sockets: TestSocket[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-outage-two-'));

  async function start(database: Database) {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      CHART_VALUES_WARM_UP: 'false',
      SEED_DEMO_DATA: 'false',
      JOBS_ENABLED: 'false',
    });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    apps.push(app);
    origins.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  }

  beforeAll(async () => {
    cluster = await ownCluster();
    for (let i = 0; i < 2; i++) {
      databases.push(await openDatabase({ url: cluster.url, dataDir: 'unused', poolSize: 4 }));
    }
    await prepareDatabase(databases[0] as Database, { seedDemo: false, adminPassword: testAdminPassword });
    for (const database of databases) await start(database);
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    for (const app of apps) await app.close().catch(() => undefined);
    for (const database of databases) await database.close().catch(() => undefined);
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every reply a 2xx/4xx or a 503 with Retry-After, recovers by itself, and notices cross instances after', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const [db] = databases as [Database];
    const user = await signedInUser(a, db.db);
    const publicReads = [
      '/api/reception/index/cityIndexContent/content',
      '/api/reception/series/citySerSeries/list',
      '/api/reception/city/cityCouCountry/list',
      '/api/reception/city/cityCouCity/all',
    ];
    const requests = [
      ...publicReads.map((url) => ({ url, headers: {} as Record<string, string>, public: true })),
      { url: '/api/sys/randomImage/outage-two', headers: {}, public: false },
      { url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': user.token }, public: false },
    ];

    const counts = new Map<string, number>();
    const bad: string[] = [];
    let phase = 'before';
    let staleServed = 0;
    const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    let loading = true;
    /** One client: a request after the other, alternating instances and routes. */
    const client = async (offset: number) => {
      for (let n = offset; loading; n++) {
        const origin = origins[n % 2] as string;
        const r = requests[n % requests.length] as (typeof requests)[number];
        try {
          const res = await fetch(`${origin}${r.url}`, { headers: r.headers, signal: AbortSignal.timeout(10_000) });
          const body = await res.text();
          count(`${phase} ${res.status}`);
          if (res.headers.get('x-data-stale')) staleServed += 1;
          const ok = res.status < 500;
          const unavailable =
            res.status === 503 &&
            /databaseUnavailable/.test(body) &&
            /^\d+$/.test(res.headers.get('retry-after') ?? '');
          if (!ok && !unavailable) bad.push(`${phase} ${r.url} ${res.status} ${body.slice(0, 200)}`);
        } catch (error) {
          count(`${phase} no reply`);
          bad.push(`${phase} ${r.url} no reply: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // Every public read served once by each instance before anything goes wrong.
    for (const origin of origins) {
      for (const url of publicReads) expect((await fetch(`${origin}${url}`)).status, url).toBe(200);
    }
    const load = Promise.all([0, 1, 2, 3].map(client));
    const healthy = () =>
      within(recoveryLimitMs, async () => {
        const replies = await Promise.all(origins.map((o) => fetch(`${o}/health`).then((r) => r.status)));
        return replies.every((status) => status === 200);
      });

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    phase = 'restart';
    cluster.restart();
    const afterRestartMs = await healthy();

    phase = 'stopped';
    cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    const staleDuringStop = staleServed;
    phase = 'started';
    cluster.start();
    const afterStartMs = await healthy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await load;

    console.info(
      `outage run: replies by phase and status ${JSON.stringify(Object.fromEntries([...counts].sort()))}; ` +
        `healthy ${afterRestartMs} ms after the restart, ${afterStartMs} ms after the start; ${staleServed} stale replies`,
    );
    expect(bad.slice(0, 10), `${bad.length} replies outside the limits`).toEqual([]);
    expect(staleDuringStop, 'public reads served from memory while stopped').toBeGreaterThan(0);
    expect(counts.get('stopped 503') ?? 0, 'database reads refused while stopped').toBeGreaterThan(0);
    expect(counts.get('after 200') ?? 0, 'answers after recovery').toBeGreaterThan(0);
    expect(counts.get('after 503') ?? 0, 'no 503 once recovered').toBe(0);

    // Notices cross instances after recovery: a release through A reaches a socket on B.
    const admin = await announcementAdmin(a, db.db);
    const origin = (app: FastifyInstance) => origins[apps.indexOf(app)] as string;
    const socket = await openSocket(`${origin(b).replace('http', 'ws')}/websocket/${user.userId}?token=${user.token}`);
    sockets.push(socket);
    socket.ws.send('HeartBeat');
    expect(await socket.next()).toMatchObject({ cmd: 'heartcheck' });
    const headers = { 'content-type': 'application/json', 'x-access-token': admin.token };
    const created = await fetch(`${origin(a)}/api/sys/annountCement/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ titile: 'After the outage', priority: 'H', msgType: 'USER', userIds: `${user.userId}` }),
    }).then((r) => r.json() as Promise<{ result: { id: string } }>);
    const release = await fetch(`${origin(a)}/api/sys/annountCement/doReleaseData`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: created.result.id }),
    });
    expect(release.status).toBe(200);
    expect(await socket.next(8_000)).toEqual({ cmd: 'user', msgId: created.result.id, msgTxt: 'After the outage' });
  }, 150_000);
});
