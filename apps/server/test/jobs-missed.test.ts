import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, scheduledJobs } from '../src/db/schema/index.js';
import { jobsRepository } from '../src/modules/jobs/jobs.repository.js';
import { createScheduler } from '../src/modules/jobs/scheduler.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

/**
 * Slots no instance ran (every instance stopped, or blocked past the slot) are recorded in the job history as
 * 'missed' (issue 23), never run late; a job that never ran records nothing.
 */
describe('missed job slots', () => {
  let t: TestContext;
  const calls: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ demo: false, env: { SEED_DEMO_DATA: 'false' } });
    t.app.jobs.register('recordMissedCall', async ({ now }) => {
      calls.push(now.toISOString());
      return 'ran';
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function addJob(cronExpression: string, updatedAgoMs: number, runIfMissed = false) {
    const [job] = await t.database.db
      .insert(scheduledJobs)
      .values({
        handler: 'recordMissedCall',
        cronExpression,
        status: 0,
        runIfMissed,
        updatedAt: new Date(Date.now() - updatedAgoMs),
      })
      .returning();
    if (!job) throw new Error('no job');
    return job;
  }
  const runsOf = (jobId: number, status?: string) =>
    t.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.jobId, jobId), status ? eq(jobRuns.status, status) : undefined));
  /** The 'missed' runs of a job once there are `atLeast` (or after about 3 s, however many there are then). */
  async function missedRuns(jobId: number, atLeast: number) {
    let missed = await runsOf(jobId, 'missed');
    for (let i = 0; i < 30 && missed.length < atLeast; i++) {
      await new Promise((r) => setTimeout(r, 100));
      missed = await runsOf(jobId, 'missed');
    }
    return missed;
  }
  /** A successful scheduled run of `job` at `last`, by an instance that has stopped since. */
  const ranBefore = (job: { id: number; handler: string }, last: Date) =>
    t.database.db.insert(jobRuns).values({
      jobId: job.id,
      handler: job.handler,
      trigger: 'schedule',
      scheduledAt: last,
      status: 'success',
      instance: 'before',
    });
  /** Pauses a job and has the scheduler drop it, so that it leaves the next test alone. */
  async function stopJob(job: { id: number }) {
    await t.database.db.update(scheduledJobs).set({ status: -1 }).where(eq(scheduledJobs.id, job.id));
    await t.app.jobs.scheduler.sync();
  }

  it('records the slots since the last run that nobody ran as missed, and runs none of them', async () => {
    // Every 5 s; it last ran 60 s ago (then every instance stopped), and changed 120 s ago.
    const job = await addJob('*/5 * * * * *', 120_000);
    const last = new Date(Math.floor((Date.now() - 60_000) / 5000) * 5000);
    await ranBefore(job, last);
    const callsBefore = calls.length;
    await t.app.jobs.scheduler.sync();
    const missed = await missedRuns(job.id, 1);
    const slots = missed.map((r) => r.scheduledAt.getTime()).sort((a, b) => a - b);
    // (last, now − 10 s] every 5 s: about ten slots, each once, all after the last run and 10 s in the past.
    expect(slots.length).toBeGreaterThanOrEqual(9);
    expect(slots.length).toBeLessThanOrEqual(11);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots[0]).toBe(last.getTime() + 5000);
    for (const at of slots) expect(at).toBeLessThanOrEqual(Date.now() - 10_000);
    expect(missed.every((r) => r.trigger === 'schedule' && r.error?.startsWith('missed'))).toBe(true);
    // Missed slots are not run late: the handler ran only for slots due after the re-arm (if any came yet).
    expect(calls.slice(callsBefore).every((at) => new Date(at).getTime() > Date.now() - 10_000)).toBe(true);

    // The history lists them with their status.
    const admin = await signedInUser(t.app, t.database.db, { roleCode: 'admin' });
    const res = await t.app.inject({
      url: `${t.base}/sys/quartzJob/runs?jobId=${job.id}&status=missed`,
      headers: { 'x-access-token': admin.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json().result.records as { status: string }[];
    expect(records.length).toBe(slots.length);
    expect(records.every((r) => r.status === 'missed')).toBe(true);
    await stopJob(job);
  });

  it('records nothing for a job that never ran, however old', async () => {
    const job = await addJob('*/5 * * * * *', 3_600_000);
    await t.app.jobs.scheduler.sync();
    await new Promise((r) => setTimeout(r, 300));
    expect(await runsOf(job.id, 'missed')).toEqual([]);
    await stopJob(job);
  });

  it('"run once if missed": the latest missed slot runs once at start-up, on one of two instances; the rest are recorded', async () => {
    // Every minute on the minute; it last ran 10 minutes ago, then every instance stopped.
    const job = await addJob('0 * * * * *', 3_600_000, true);
    const minute = 60_000;
    const last = new Date(Math.floor((Date.now() - 10 * minute) / minute) * minute);
    await ranBefore(job, last);
    const slotsDue = [];
    for (let at = last.getTime() + minute; at <= Date.now() - 10_000; at += minute) slotsDue.push(at);
    const latest = slotsDue.at(-1) as number;
    const callsBefore = calls.length;
    // Two instances start at once: this app's scheduler and a second one on the same database.
    const second = createScheduler({
      repo: jobsRepository(t.database.db),
      handlers: new Map([
        [
          'recordMissedCall',
          async ({ now }) => {
            calls.push(now.toISOString());
            return 'ran';
          },
        ],
      ]),
      context: { db: t.database.db, mailer: t.app.mailer, log: t.app.log },
      timezone: undefined,
      log: t.app.log,
    });
    try {
      await Promise.all([t.app.jobs.scheduler.sync(), second.start()]);
      let runs = await runsOf(job.id);
      for (let i = 0; i < 50 && !runs.some((r) => r.status === 'success' && r.scheduledAt.getTime() === latest); i++) {
        await new Promise((r) => setTimeout(r, 100));
        runs = await runsOf(job.id);
      }
      const ran = runs.filter((r) => r.status === 'success' && r.instance !== 'before');
      expect(ran.map((r) => r.scheduledAt.getTime())).toEqual([latest]);
      expect(calls.slice(callsBefore)).toEqual([new Date(latest).toISOString()]);
      const missed = runs.filter((r) => r.status === 'missed').map((r) => r.scheduledAt.getTime());
      expect(missed.sort((a, b) => a - b)).toEqual(slotsDue.slice(0, -1));
    } finally {
      await second.stop();
    }
    // The job list says so.
    const admin = await signedInUser(t.app, t.database.db, { roleCode: 'admin' });
    const one = await t.app.inject({
      url: `${t.base}/sys/quartzJob/queryById?id=${job.id}`,
      headers: { 'x-access-token': admin.token },
    });
    expect(one.json().result?.runIfMissed, one.body).toBe(true);
    await stopJob(job);
  });

  it('"run once if missed" off: the same slots are only recorded as missed, none run', async () => {
    const job = await addJob('0 * * * * *', 3_600_000, false);
    const minute = 60_000;
    const last = new Date(Math.floor((Date.now() - 5 * minute) / minute) * minute);
    await ranBefore(job, last);
    const callsBefore = calls.length;
    await t.app.jobs.scheduler.sync();
    const missed = await missedRuns(job.id, 4);
    expect(missed.length).toBeGreaterThanOrEqual(4);
    expect((await runsOf(job.id, 'success')).filter((r) => r.instance !== 'before')).toEqual([]);
    expect(calls.length).toBe(callsBefore);
    await stopJob(job);
  });

  it('the option is set and changed through the API, and refused when not a boolean', async () => {
    const admin = await signedInUser(t.app, t.database.db, { roleCode: 'admin' });
    const call = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method, url: `${t.base}${url}`, headers: { 'x-access-token': admin.token }, payload });
    const add = await call('POST', '/sys/quartzJob/add', {
      jobClassName: 'recordMissedCall',
      cronExpression: '0 0 * * *',
      status: -1,
      runIfMissed: true,
    });
    expect(add.statusCode, add.body).toBe(200);
    const [row] = await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.cronExpression, '0 0 * * *'));
    expect(row?.runIfMissed).toBe(true);
    const bad = await call('PUT', '/sys/quartzJob/edit', { id: String(row?.id), runIfMissed: 'yes' });
    expect(bad.statusCode, bad.body).toBe(400);
    const off = await call('PUT', '/sys/quartzJob/edit', { id: String(row?.id), runIfMissed: false });
    expect(off.statusCode, off.body).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.id, row?.id ?? 0));
    expect(after?.runIfMissed).toBe(false);
  });
});
