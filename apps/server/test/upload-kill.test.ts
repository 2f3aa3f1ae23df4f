import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { cities, countries, dataLogs, dataValues, dimensions, series, uploads, users } from '../src/db/schema/index.js';
import { sessionsRepository } from '../src/modules/auth/sessions.repository.js';
import { sessionsService } from '../src/modules/auth/sessions.service.js';
import { testAdminPassword } from './helper.js';
import { createTestDatabase } from './test-database.js';

/**
 * Issue 15, on PostgreSQL: the real server (`node --import tsx apps/server/src/server.ts`, as `npm start` runs
 * it) is killed with SIGKILL in the middle of a 300,000-row upload, after it has written batches inside the
 * upload's transaction. Restarted, nothing of the upload is stored and the upload is marked failed.
 */
const postgres = process.env.DB_ENGINE === 'postgres';
const root = path.resolve(import.meta.dirname, '../../..');
const rows = 300_000;

let database: (Database & { engineUrl?: string }) | undefined;
let server: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-kill-'));

beforeAll(async () => {
  if (postgres) database = await createTestDatabase('demo');
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Starts the server on the test database and resolves once it answers on /health. */
async function start(port: number, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      ADMIN_PASSWORD: testAdminPassword,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      CHART_VALUES_WARM_UP: 'false',
      UPLOAD_LEASE_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/health' }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return child;
    if (Date.now() > deadline) throw new Error(`server not ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** 300,000 values over the stored types, every economy and city, every year (existing points included). */
async function csv(db: Database['db']): Promise<Buffer> {
  const types = await db
    .select({ number: series.number, code: dimensions.code })
    .from(dimensions)
    .innerJoin(series, eq(series.id, dimensions.seriesId))
    .where(eq(dimensions.computeType, 'stored'));
  const places = [
    ...(await db.select({ code: countries.code }).from(countries)).map((c) => `${c.code},`),
    ...(
      await db
        .select({ code: countries.code, city: cities.id })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
    ).map((c) => `${c.code},${c.city}`),
  ];
  const lines = ['series_number,type_code,economy,city,year,value'];
  outer: for (const t of types)
    for (const place of places)
      for (let year = 1900; year <= 2100; year++) {
        if (lines.length > rows) break outer;
        lines.push(`${t.number},${t.code},${place},${year},${lines.length}`);
      }
  expect(lines.length - 1).toBe(rows);
  return Buffer.from(lines.join('\n'));
}

async function state(db: Database['db']) {
  const byStatus = await db
    .select({ status: dataValues.status, n: count() })
    .from(dataValues)
    .groupBy(dataValues.status)
    .orderBy(dataValues.status);
  const [logs] = await db.select({ n: count() }).from(dataLogs);
  return { byStatus, logs: logs?.n };
}

describe.skipIf(!postgres)('an upload interrupted by SIGKILL (issue 15, PostgreSQL)', () => {
  it('leaves nothing stored, and the restarted server marks the upload failed', async () => {
    const db = (database as Database).db;
    const url = (database as { engineUrl: string }).engineUrl;
    const port = await freePort();
    server = await start(port, url);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const token = await sessionsService(sessionsRepository(db)).open(admin?.id as number, {});
    const body = await csv(db);
    const before = await state(db);

    const boundary = '----cspkill';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kill.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/city/data/manager/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + body.length + tail.length,
        'x-access-token': token,
      },
    });
    const answered = new Promise<string>((resolve) => {
      request.on('response', (res) => resolve(`answered ${res.statusCode}`));
      request.on('error', (error) => resolve(`connection lost: ${error.message}`));
    });
    request.end(Buffer.concat([head, body, tail]));

    // Kill once the upload's transaction has written (an xid is given to a transaction at its first write).
    const deadline = Date.now() + 30_000;
    let writing = false;
    while (!writing && Date.now() < deadline) {
      const result = await db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null
          and query like '%data_values%'`);
      writing = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0;
      if (!writing) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(writing).toBe(true);
    const [processing] = await db.select().from(uploads).where(eq(uploads.fileName, 'kill.csv'));
    expect(processing).toMatchObject({ status: 'processing' });
    server.kill('SIGKILL');
    await once(server, 'exit');
    expect(await answered).toMatch(/^connection lost/);

    server = await start(port, url);
    let row = processing as typeof uploads.$inferSelect;
    for (let i = 0; i < 100 && row.status === 'processing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [row] = (await db.select().from(uploads).where(eq(uploads.id, row.id))) as [typeof row];
    }
    expect(row).toMatchObject({ status: 'failed', rowCount: 0, errors: [{ key: 'uploadInterrupted' }] });
    expect(await state(db)).toEqual(before);
    const [leftovers] = await db
      .select({ n: count() })
      .from(dataValues)
      .where(and(isNotNull(dataValues.uploadId), eq(dataValues.uploadId, row.id)));
    expect(leftovers?.n).toBe(0);
  }, 120_000);
});
