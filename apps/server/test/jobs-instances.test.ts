import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { jobRuns, scheduledJobs } from '../src/db/schema/index.js';
import { prepareDatabase } from '../src/db/setup.js';
import { jobsRepository } from '../src/modules/jobs/jobs.repository.js';
import { signedInUser } from './auth-fixtures.js';
import { createTestDatabase } from './test-database.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';

/**
 * Two app instances on ONE database run a due job once: each arms its timer for the same instant, both try to
 * claim the run, the unique (job, scheduled_at) index lets one win. On PostgreSQL the instances have their own
 * connection pools (as two servers would); on PGlite they share the one in-process database.
 */
describe(`two instances on one ${onPostgres ? 'PostgreSQL' : 'PGlite'} database`, () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-jobs-two-'));
  const calls: { app: string; scheduledAt: string }[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    await prepareDatabase(shared, { seedDemo: false, adminPassword: 'Admin#Test1' });
    second = onPostgres
      ? await openDatabase({ url: shared.engineUrl as string, dataDir: 'unused', poolSize: 3 })
      : { ...shared, close: async () => undefined };
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    a = await buildApp({ config, database: shared, logger: false, serveWeb: false });
    b = await buildApp({ config, database: second, logger: false, serveWeb: false });
    for (const [name, app] of [
      ['A', a],
      ['B', b],
    ] as const) {
      app.jobs.register('recordCall', async ({ now }) => {
        calls.push({ app: name, scheduledAt: now.toISOString() });
        await new Promise((r) => setTimeout(r, 20));
        return `ran on ${name}`;
      });
    }
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await shared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the default jobs once', async () => {
    const list = await shared.db.select().from(scheduledJobs).orderBy(asc(scheduledJobs.handler));
    expect(list.map((r) => r.handler)).toEqual([
      'pendingReviewDigest',
      'purgeExpiredSessions',
      'recomputeDerivedTypes',
      'refreshDictCache',
    ]);
  });

  it('lets exactly one of two concurrent claims of a run win', async () => {
    const [job] = await jobsRepository(shared.db).running();
    if (!job) throw new Error('no job');
    const slot = new Date('2030-01-01T00:00:00Z');
    const claim = (db: Database) =>
      jobsRepository(db.db).claim({
        jobId: job.id,
        handler: job.handler,
        trigger: 'schedule',
        scheduledAt: slot,
        instance: 'test',
      });
    const results = await Promise.all([claim(shared), claim(second), claim(shared), claim(second)]);
    expect(results.filter((id) => id !== undefined)).toHaveLength(1);
    await shared.db.delete(jobRuns).where(eq(jobRuns.scheduledAt, slot));
  });

  it('runs a job that is due every second once per second across both instances', async () => {
    const staff = await signedInUser(a, shared.db, { perms: ['system:job:add', 'system:job:edit'] });
    const headers = { 'x-access-token': staff.token };
    const added = await a.inject({
      method: 'POST',
      url: '/api/sys/quartzJob/add',
      headers,
      payload: { jobClassName: 'recordCall', cronExpression: '* * * * * *' },
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().result.id as string;
    // B learns of the new job through NOTIFY (or its 15-second re-read); wait until both have tried a few runs.
    const deadline = Date.now() + 12_000;
    while ((a.jobs.scheduler.claims().tried < 4 || b.jobs.scheduler.claims().tried < 4) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const paused = await a.inject({ method: 'POST', url: '/api/sys/quartzJob/pause', headers, payload: { id } });
    expect(paused.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500)); // B hears of the pause; runs in progress end

    const ca = a.jobs.scheduler.claims();
    const cb = b.jobs.scheduler.claims();
    expect(ca.tried).toBeGreaterThanOrEqual(4);
    expect(cb.tried).toBeGreaterThanOrEqual(4);
    const readRuns = () =>
      shared.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.jobId, Number(id)));
    // A run claimed just before the pause may still be writing its row on a loaded machine: wait for it.
    let runs = await readRuns();
    for (let i = 0; i < 50 && runs.length < ca.won + cb.won; i++) {
      await new Promise((r) => setTimeout(r, 100));
      runs = await readRuns();
    }
    const slots = runs.map((r) => r.scheduledAt.toISOString());
    expect(new Set(slots).size).toBe(slots.length); // each due time ran once
    expect(runs.length).toBe(ca.won + cb.won); // every claim won is a run, and no run without a claim
    expect(ca.won + cb.won).toBeLessThan(ca.tried + cb.tried); // the losers of each race did not run it
    expect(calls.map((c) => c.scheduledAt).sort()).toEqual([...slots].sort()); // the handler ran once per run
    expect(runs.every((r) => r.status === 'success')).toBe(true);
  });
});
