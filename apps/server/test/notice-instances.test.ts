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
import { openSocket, type TestSocket } from './socket-client.js';
import { createTestDatabase } from './test-database.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';

/**
 * Two server instances on ONE PostgreSQL database, each listening on its own loopback port: a release
 * through instance A reaches a socket on instance B through LISTEN/NOTIFY (PostgreSQL only: an
 * in-memory PGlite cannot be shared by two instances).
 */
describe.runIf(onPostgres)('two instances', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let originA: string;
  let originB: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-two-'));
  const sockets: TestSocket[] = [];

  async function start(database: Database) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return { app, origin: `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
    await prepareDatabase(shared, { seedDemo: false, adminPassword: 'Admin#Test1' });
    if (!shared.engineUrl) throw new Error('needs a PostgreSQL test database');
    second = await openDatabase({ url: shared.engineUrl, dataDir: 'unused', poolSize: 3 });
    ({ app: a, origin: originA } = await start(shared));
    ({ app: b, origin: originB } = await start(second));
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await a?.close();
    await b?.close();
    await second?.close();
    await shared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a release on instance A to a socket on instance B within a second', async () => {
    expect(originA).not.toBe(originB);
    const admin = await announcementAdmin(a, shared.db);
    const target = await signedInUser(a, shared.db);
    // The session made through A is valid on B: sessions live in the database.
    const socket = await openSocket(`ws://${originB}/websocket/${target.userId}?token=${target.token}`);
    sockets.push(socket);
    socket.ws.send('HeartBeat');
    expect(await socket.next()).toMatchObject({ cmd: 'heartcheck' });
    const headers = { 'content-type': 'application/json', 'x-access-token': admin.token };
    const created = await fetch(`http://${originA}/api/sys/annountCement/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ titile: 'Across instances', priority: 'H', msgType: 'USER', userIds: `${target.userId}` }),
    }).then((r) => r.json() as Promise<{ result: { id: string } }>);
    const startedAt = Date.now();
    const release = await fetch(`http://${originA}/api/sys/annountCement/doReleaseData`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: created.result.id }),
    });
    expect(release.status).toBe(200);
    const message = await socket.next(1000);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(message).toEqual({ cmd: 'user', msgId: created.result.id, msgTxt: 'Across instances' });
  });

  it('fans an announcement to ALL out to sockets on both instances', async () => {
    const admin = await announcementAdmin(b, second.db);
    const u1 = await signedInUser(a, shared.db);
    const u2 = await signedInUser(a, shared.db);
    const onA = await openSocket(`ws://${originA}/websocket/${u1.userId}?token=${u1.token}`);
    const onB = await openSocket(`ws://${originB}/websocket/${u2.userId}`, [u2.token]);
    sockets.push(onA, onB);
    const headers = { 'content-type': 'application/json', 'x-access-token': admin.token };
    const created = await fetch(`http://${originB}/api/sys/annountCement/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ titile: 'Everyone, everywhere' }),
    }).then((r) => r.json() as Promise<{ result: { id: string } }>);
    await fetch(`http://${originB}/api/sys/annountCement/doReleaseData`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: created.result.id }),
    });
    const expected = { cmd: 'topic', msgId: created.result.id, msgTxt: 'Everyone, everywhere' };
    expect(await onA.next(1000)).toEqual(expected);
    expect(await onB.next(1000)).toEqual(expected);
  });
});
