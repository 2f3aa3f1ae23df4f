import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { sessions } from '../src/db/schema/index.js';
import { prepareDatabase } from '../src/db/setup.js';
import { hashToken } from '../src/modules/auth/sessions.service.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { openSocket, type TestSocket } from './socket-client.js';
import { createTestDatabase } from './test-database.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';

/** The socket's close within ms, or a rejection saying it stayed open. */
function closedWithin(socket: TestSocket, ms: number) {
  return Promise.race([
    socket.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
  ]);
}

function originOf(app: FastifyInstance) {
  const address = app.server.address();
  return `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * Ending a session closes its open notice sockets at once (4001 "tokenExpired"), not at the next
 * heartbeat check a minute later: a database trigger NOTIFYs `csp_sessions` at commit and every instance
 * checks that user's sockets again.
 */
describe('sockets of ended sessions (one instance)', () => {
  let t: TestContext;
  let origin: string;
  const open: TestSocket[] = [];

  async function socketOf(userId: number, token: string) {
    const socket = await openSocket(`ws://${origin}/websocket/${userId}`, [token]);
    open.push(socket);
    socket.ws.send('HeartBeat');
    expect(await socket.next()).toMatchObject({ cmd: 'heartcheck' });
    return socket;
  }
  const post = (url: string, token: string, body?: object, method = 'POST') =>
    fetch(`http://${origin}${t.base}${url}`, {
      method,
      headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: false, env: { SEED_DEMO_DATA: 'false' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = originOf(t.app);
  });
  afterAll(async () => {
    for (const s of open) s.ws.terminate();
    await t?.close();
  });

  it('sign-out closes the socket of that session within a second; another session of the user stays', async () => {
    const user = await signedInUser(t.app, t.database.db);
    const otherToken = await t.app.sessions.open(user.userId, {});
    const mine = await socketOf(user.userId, user.token);
    const other = await socketOf(user.userId, otherToken);
    const startedAt = Date.now();
    expect((await post('/sys/logout', user.token)).status).toBe(200);
    expect(await closedWithin(mine, 1000)).toEqual({ code: 4001, reason: 'tokenExpired' });
    expect(Date.now() - startedAt).toBeLessThan(1000);
    other.ws.send('HeartBeat');
    expect(await other.next()).toMatchObject({ cmd: 'heartcheck' });
  });

  it('ending another of my sessions (account center) closes that session’s socket', async () => {
    const user = await signedInUser(t.app, t.database.db);
    const otherToken = await t.app.sessions.open(user.userId, {});
    const other = await socketOf(user.userId, otherToken);
    const [row] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(otherToken)));
    const response = await fetch(`http://${origin}${t.base}/account/session?id=${row?.id}`, {
      method: 'DELETE',
      headers: { 'x-access-token': user.token },
    });
    expect(response.status).toBe(200);
    expect((await closedWithin(other, 1000)).code).toBe(4001);
  });

  it('freezing a user closes every socket of the user', async () => {
    const admin = await signedInUser(t.app, t.database.db, { roleCode: 'admin' });
    const user = await signedInUser(t.app, t.database.db);
    const second = await t.app.sessions.open(user.userId, {});
    const a = await socketOf(user.userId, user.token);
    const b = await socketOf(user.userId, second);
    expect(
      (await post('/sys/user/frozenBatch', admin.token, { ids: String(user.userId), status: '2' }, 'PUT')).status,
    ).toBe(200);
    expect((await closedWithin(a, 1000)).code).toBe(4001);
    expect((await closedWithin(b, 1000)).code).toBe(4001);
  });

  it('a revoke rolled back closes nothing (the event goes out at commit only)', async () => {
    const user = await signedInUser(t.app, t.database.db);
    const socket = await socketOf(user.userId, user.token);
    await t.database.db
      .transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(eq(sessions.tokenHash, hashToken(user.token)));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await socket.silentFor(300);
    socket.ws.send('HeartBeat');
    expect(await socket.next()).toMatchObject({ cmd: 'heartcheck' });
  });
});

/** Sign-out through instance A closes the socket the same session holds on instance B (PostgreSQL only). */
describe.runIf(onPostgres)('sockets of ended sessions (two instances)', () => {
  let shared: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-sessions-'));
  const open: TestSocket[] = [];

  async function start(database: Database) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  }

  beforeAll(async () => {
    const created = await createTestDatabase();
    shared = created;
    await prepareDatabase(shared, { seedDemo: false, adminPassword: 'Admin#Test1' });
    if (!created.engineUrl) throw new Error('needs a PostgreSQL test database');
    second = await openDatabase({ url: created.engineUrl, dataDir: 'unused', poolSize: 3 });
    a = await start(shared);
    b = await start(second);
  });
  afterAll(async () => {
    for (const s of open) s.ws.terminate();
    await a?.close();
    await b?.close();
    await second?.close();
    await shared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sign-out on instance A closes the socket on instance B within a second, with 4001', async () => {
    const user = await signedInUser(a, shared.db);
    const onB = await openSocket(`ws://${originOf(b)}/websocket/${user.userId}`, [user.token]);
    open.push(onB);
    onB.ws.send('HeartBeat');
    expect(await onB.next()).toMatchObject({ cmd: 'heartcheck' });
    const startedAt = Date.now();
    const response = await fetch(`http://${originOf(a)}/api/sys/logout`, {
      method: 'POST',
      headers: { 'x-access-token': user.token },
    });
    expect(response.status).toBe(200);
    expect(await closedWithin(onB, 1000)).toEqual({ code: 4001, reason: 'tokenExpired' });
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });
});
