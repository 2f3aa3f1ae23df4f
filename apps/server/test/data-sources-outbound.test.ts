import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { permissions as p } from '@csp/contract';
import { count } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources } from '../src/db/schema/index.js';
import { outboundPolicy, parseAllowList } from '../src/lib/outbound-policy.js';
import type { DataSourcesRepository } from '../src/modules/data-sources/data-sources.repository.js';
import { dataSourcesService } from '../src/modules/data-sources/data-sources.service.js';
import type { platformSource } from '../src/modules/data-sources/read-only-source.js';
import { secretBox } from '../src/modules/data-sources/secret-box.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp } from './helper.js';

/**
 * Data sources and the outbound policy: a source may not reach loopback, private, metadata or this host's
 * own addresses (in any spelling, or through a name), nor the platform's own database, unless OUTBOUND_ALLOW
 * names it; and every failure to connect is the same reply, after the same time, the reason in the log only.
 */
const perms = [p.dataSourceList, p.dataSourceAdd, p.dataSourceEdit, p.dataSourceTest, p.onlineReportTest];
/** The platform database both apps protect (the shared PostgreSQL of this machine, on both engines). */
const platformUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

const maria = { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' };
const mariaReachable = await mysql
  .createConnection({ ...maria, connectTimeout: 2_000 })
  .then((c) => c.end().then(() => true))
  .catch(() => false);

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp({ demo: false, env: { DATABASE_URL: platformUrl, ...env } });
  const { token } = await signedInUser(t.app, t.database.db, { perms });
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `${t.base}${url}`, headers: { 'x-access-token': token }, payload });
  return { t, call };
}
const source = (host: string, port: number, type = 'postgres') => ({
  code: `s${Math.random().toString(36).slice(2, 10)}`,
  name: 'outbound',
  type,
  host,
  port,
  database: 'postgres',
  username: 'postgres',
});
/** The one reply of every refused or failed connection (the field: `host` before, `connection` after trying). */
function expectOneReply(res: { json(): Record<string, unknown> }, field: string, label: string) {
  const body = res.json() as { result: { errors: unknown } };
  expect(body, label).toMatchObject({ success: false, message: 'couldNotConnect', code: 400 });
  expect(body.result.errors, label).toEqual([{ field, message: 'Could not connect' }]);
}
/** The reply without its timestamp. */
const reply = (res: { json(): Record<string, unknown> }) => {
  const { timestamp: _t, ...rest } = res.json();
  return rest;
};

const ownInterfaceAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i && !i.internal && !i.address.includes('%'))
  .map((i) => i?.address as string);

describe('without OUTBOUND_ALLOW', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(() => app.t.close());

  const refused = [
    '127.0.0.1',
    'localhost',
    '[::1]',
    '::1',
    '::ffff:127.0.0.1',
    '[::ffff:7f00:1]',
    '0x7f000001',
    '2130706433',
    '0177.0.0.1',
    '127.1',
    '169.254.169.254',
    '[fd00:ec2::254]',
    '10.0.0.5',
    '192.0.2.10',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    // A name that resolves to this machine (its own host name: /etc/hosts or DNS points it at loopback or
    // at one of its addresses), and one that does not resolve at all.
    hostname(),
    'no-such-host.invalid',
    ...ownInterfaceAddresses,
  ];

  it.each(refused)('refuses to save or test a source at %s with the one message, nothing stored', async (host) => {
    for (const type of ['postgres', 'mysql']) {
      const body = source(host, type === 'mysql' ? 3306 : 5432, type);
      const add = await app.call('POST', '/sys/dataSource/add', body);
      expect(add.statusCode, `${type} ${host}`).toBe(400);
      expectOneReply(add, 'host', `${type} ${host}`);
      const test = await app.call('POST', '/sys/dataSource/testConnection', body);
      expect(reply(test)).toEqual(reply(add));
    }
    const [stored] = await app.t.database.db.select({ n: count() }).from(dataSources);
    expect(stored?.n).toBe(0);
  });

  it('refuses to move a stored source onto a refused address', async () => {
    await app.t.database.db
      .insert(dataSources)
      .values({ ...source('db.example.com', 5432), passwordCipher: null, ssl: false, remark: '' });
    const [row] = await app.t.database.db.select().from(dataSources);
    const edit = await app.call('PUT', '/sys/dataSource/edit', { id: String(row?.id), host: '0x7f.1' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('couldNotConnect');
    const [kept] = await app.t.database.db.select().from(dataSources);
    expect(kept?.host).toBe('db.example.com');
  });
});

describe('with OUTBOUND_ALLOW=127.0.0.1', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  /** Accepts and never answers (what a filtered port looks like to a driver: no reply until the timeout). */
  let silent: Server;
  /** Answers in HTTP: an open port that is not a database. */
  let http: ReturnType<typeof createHttpServer>;
  const held: Socket[] = [];
  let closedPort = 0;
  beforeAll(async () => {
    app = await appWith({ OUTBOUND_ALLOW: '127.0.0.1' });
    silent = createServer((socket) => held.push(socket));
    http = createHttpServer((_req, res) => res.end('not a database'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    http.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => silent.close(resolve)),
      new Promise((resolve) => http.close(resolve)),
      app.t.close(),
    ]);
  });

  it("still refuses the platform's own database (OUTBOUND_ALLOW names the address, not its port)", async () => {
    for (const host of ['127.0.0.1', '0x7f.1', '127.0.0.2']) {
      const res = await app.call('POST', '/sys/dataSource/testConnection', source(host, 5432));
      expect(res.statusCode, host).toBe(400);
      expect(res.json().message, host).toBe('couldNotConnect');
    }
  });

  it('answers a closed port, an open non-database port and a silent port alike, after the same time', async () => {
    const ports = [closedPort, (http.address() as AddressInfo).port, (silent.address() as AddressInfo).port];
    const attempts = ports.flatMap((port) =>
      ['postgres', 'mysql'].map(async (type) => {
        const started = Date.now();
        const res = await app.call('POST', '/sys/dataSource/testConnection', source('127.0.0.1', port, type));
        return { port, type, res, ms: Date.now() - started };
      }),
    );
    const results = await Promise.all(attempts);
    for (const { port, type, res, ms } of results) {
      expect(res.statusCode, `${type} ${port}`).toBe(400);
      expectOneReply(res, 'connection', `${type} ${port}`);
      expect(reply(res)).toEqual(reply(results[0]?.res as typeof res));
      // Each answer waits for the connect timeout (5 s), whatever failed and however fast.
      expect(ms, `${type} ${port}`).toBeGreaterThanOrEqual(4_900);
      expect(ms, `${type} ${port}`).toBeLessThan(8_000);
    }
  }, 30_000);

  it.skipIf(!mariaReachable)('connects to a source that OUTBOUND_ALLOW names (the local MariaDB)', async () => {
    const res = await app.call('POST', '/sys/dataSource/testConnection', {
      ...source(maria.host, maria.port, 'mysql'),
      database: maria.database,
      username: maria.user,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.version).toMatch(/\d+\.\d+/);
  });

  it('a report over a source that cannot be reached answers couldNotConnect, without the driver message', async () => {
    const add = await app.call('POST', '/sys/dataSource/add', {
      ...source('127.0.0.1', closedPort),
      code: 'closed_source',
    });
    expect(add.statusCode, add.body).toBe(200);
    const run = await app.call('POST', '/online/cgreport/head/testRun', {
      sql: 'select 1 as one',
      dataSource: 'closed_source',
    });
    expect(run.statusCode, run.body).toBe(502);
    expect(reply(run)).toEqual({ success: false, message: 'couldNotConnect', code: 502, result: run.json().result });
    expect(JSON.stringify(run.json().result)).not.toMatch(/ECONNREFUSED|refused|127\.0\.0\.1|errors/i);
  }, 15_000);
});

describe('with OUTBOUND_ALLOW=127.0.0.1:5432 (the platform database named with its port)', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({ OUTBOUND_ALLOW: '127.0.0.1:5432' });
  });
  afterAll(() => app.t.close());

  it('connects through the checked socket, for the test and for a report', async () => {
    const test = await app.call('POST', '/sys/dataSource/testConnection', source('127.0.0.1', 5432));
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json().result.version).toMatch(/PostgreSQL \d+/);
    // Another spelling of the same address is the same target.
    const spelled = await app.call('POST', '/sys/dataSource/testConnection', source('0x7f000001', 5432));
    expect(spelled.statusCode, spelled.body).toBe(200);
    const add = await app.call('POST', '/sys/dataSource/add', { ...source('127.0.0.1', 5432), code: 'platform_pg' });
    expect(add.statusCode, add.body).toBe(200);
    const run = await app.call('POST', '/online/cgreport/head/testRun', {
      sql: 'select 41 + 1 as answer',
      dataSource: 'platform_pg',
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(JSON.stringify(run.json().result)).toContain('42');
  });

  it('still refuses the same server at another port or address', async () => {
    for (const [host, port] of [
      ['127.0.0.1', 5433],
      ['127.0.0.2', 5432],
      ['::1', 5432],
    ] as const) {
      const res = await app.call('POST', '/sys/dataSource/testConnection', source(host, port));
      expect(res.json().message, `${host}:${port}`).toBe('couldNotConnect');
    }
  });
});

describe('the reason of a failed connection', () => {
  it('goes to the server log, not to the caller', async () => {
    const lines: { detail: object; message: string }[] = [];
    const service = dataSourcesService({
      repo: {} as DataSourcesRepository,
      box: secretBox(undefined),
      platform: {} as ReturnType<typeof platformSource>,
      engine: 'pglite',
      timeoutMs: 1_000,
      policy: outboundPolicy({ allow: parseAllowList('127.0.0.1:1') }),
      log: { warn: (detail, message) => lines.push({ detail, message }) },
      failureFloorMs: 0,
    });
    const body = { type: 'postgres' as const, host: '127.0.0.1', port: 1, database: 'x', username: 'x' };
    await expect(service.test(body)).rejects.toMatchObject({ key: 'couldNotConnect', status: 400 });
    await expect(service.test({ ...body, host: '169.254.169.254' })).rejects.toMatchObject({ key: 'couldNotConnect' });
    expect(lines.map((l) => JSON.stringify(l.detail))).toEqual([
      expect.stringMatching(/ECONNREFUSED/),
      expect.stringMatching(/169\.254\.169\.254.*reserved range/),
    ]);
  });
});
