import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, dataValues, jobRuns, mailOutbox, scheduledJobs, sessions, users } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

/** Scheduled jobs (issue 8): the quartz job screen's API, the built-in handlers and the run history. */
let t: TestContext;
let admin = '';
const allJobCodes = ['system:job:list', 'system:job:add', 'system:job:edit', 'system:job:delete', 'system:job:run'];

beforeAll(async () => {
  t = await buildTestApp({ demo: true });
  admin = (await signedInUser(t.app, t.database.db, { perms: allJobCodes })).token;
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, token = admin, lang = 'en') =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { 'x-access-token': token, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const result = async (method: string, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().result;
};
const jobCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(scheduledJobs))[0]?.n;

/** Waits for a run to end and returns it. */
async function finishedRun(runId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await t.database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.id, Number(runId)));
    if (row && row.status !== 'running') return row;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function runJob(handler: string, parameter?: string) {
  const { id } = await result('POST', '/sys/quartzJob/add', {
    jobClassName: handler,
    cronExpression: '0 0 1 1 *',
    status: -1,
    ...(parameter ? { parameter } : {}),
  });
  const { runId } = await result('POST', '/sys/quartzJob/execute', { id });
  return { jobId: id as string, run: await finishedRun(runId) };
}

describe('job list and editing', () => {
  it('starts with the default jobs, seeded once, each with its next run', async () => {
    const page = await result('GET', '/sys/quartzJob/list?pageSize=50&column=jobClassName&order=asc');
    expect(page.records.map((j: { jobClassName: string }) => j.jobClassName)).toEqual([
      'pendingReviewDigest',
      'purgeExpiredSessions',
      'recomputeDerivedTypes',
      'refreshDictCache',
    ]);
    const dict = page.records.find((j: { jobClassName: string }) => j.jobClassName === 'refreshDictCache');
    expect(dict).toMatchObject({ status: -1, nextRun: null });
    const purge = page.records.find((j: { jobClassName: string }) => j.jobClassName === 'purgeExpiredSessions');
    expect(purge.status).toBe(0);
    expect(new Date(purge.nextRun).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(purge.nextRun).getUTCSeconds()).toBe(0);
    const handlers = await result('GET', '/sys/quartzJob/handlers');
    expect(handlers.map((h: { name: string }) => h.name)).toEqual(
      expect.arrayContaining([
        'purgeExpiredSessions',
        'recomputeDerivedTypes',
        'pendingReviewDigest',
        'refreshDictCache',
      ]),
    );
  });

  it('adds, filters, edits, pauses, resumes and deletes a job', async () => {
    const { id } = await result('POST', '/sys/quartzJob/add', {
      jobClassName: 'refreshDictCache',
      cronExpression: '0 0/5 * * * ?',
      description: 'Every five minutes',
    });
    let job = await result('GET', `/sys/quartzJob/queryById?id=${id}`);
    expect(job).toMatchObject({ status: 0, cronExpression: '0 0/5 * * * ?', description: 'Every five minutes' });
    expect(new Date(job.nextRun).getUTCMinutes() % 5).toBe(0);
    const filtered = await result('GET', '/sys/quartzJob/list?jobClassName=dictcache&status=0');
    expect(filtered.records.map((j: { id: string }) => j.id)).toEqual([id]);

    await result('PUT', '/sys/quartzJob/edit', { id, cronExpression: '15 10 * * *', parameter: 'p=1' });
    job = await result('GET', `/sys/quartzJob/queryById?id=${id}`);
    expect(job).toMatchObject({ cronExpression: '15 10 * * *', parameter: 'p=1' });

    const paused = await call('POST', '/sys/quartzJob/pause', { id });
    expect(paused.json().message).toBe('jobPaused');
    job = await result('GET', `/sys/quartzJob/queryById?id=${id}`);
    expect(job).toMatchObject({ status: -1, nextRun: null });
    expect((await call('POST', '/sys/quartzJob/resume', { id })).json().message).toBe('jobResumed');
    expect((await result('GET', `/sys/quartzJob/queryById?id=${id}`)).status).toBe(0);

    expect((await call('DELETE', `/sys/quartzJob/delete?id=${id}`)).json().message).toBe('deleteSuccess');
    expect((await call('GET', `/sys/quartzJob/queryById?id=${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/sys/quartzJob/delete?id=${id}`)).statusCode).toBe(404);
    expect((await call('POST', '/sys/quartzJob/pause', { id })).statusCode).toBe(404);
  });

  it('refuses a bad cron expression next to the field, in the caller’s language, storing nothing', async () => {
    const before = await jobCount();
    for (const cronExpression of ['61 * * * *', 'every day', '* * *', '0 0 30 2 *']) {
      const res = await call('POST', '/sys/quartzJob/add', { jobClassName: 'refreshDictCache', cronExpression });
      expect(res.statusCode, cronExpression).toBe(400);
      expect(res.json().result.errors[0].field).toBe('cronExpression');
    }
    const zh = await call(
      'POST',
      '/sys/quartzJob/add',
      { jobClassName: 'refreshDictCache', cronExpression: 'x' },
      admin,
      'zh-CN',
    );
    expect(zh.json()).toMatchObject({
      message: 'cronInvalid',
      result: { errors: [{ field: 'cronExpression', message: 'Cron表达式不正确' }] },
    });
    const en = await call('POST', '/sys/quartzJob/add', { jobClassName: 'refreshDictCache', cronExpression: 'x' });
    expect(en.json().result.errors[0].message).toBe('The cron expression is not valid');
    const never = await call('POST', '/sys/quartzJob/add', {
      jobClassName: 'refreshDictCache',
      cronExpression: '0 0 0 1 1 * 2001',
    });
    expect(never.json().message).toBe('cronNeverRuns');
    expect(await jobCount()).toBe(before);
  });

  it('refuses unknown handlers, missing fields and wrong types', async () => {
    const before = await jobCount();
    const unknown = await call('POST', '/sys/quartzJob/add', { jobClassName: 'rm -rf', cronExpression: '* * * * *' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().result.errors[0].field).toBe('jobClassName');
    const notRegistered = await call('POST', '/sys/quartzJob/add', {
      jobClassName: 'noSuchJob',
      cronExpression: '* * * * *',
    });
    expect(notRegistered.json()).toMatchObject({
      message: 'jobHandlerUnknown',
      result: { errors: [{ field: 'jobClassName', message: 'No job handler has this name' }] },
    });
    const missing = await call('POST', '/sys/quartzJob/add', { jobClassName: 'refreshDictCache' });
    expect(missing.json().result.errors).toEqual([{ field: 'cronExpression', message: 'This field is required' }]);
    const badStatus = await call('POST', '/sys/quartzJob/add', {
      jobClassName: 'refreshDictCache',
      cronExpression: '* * * * *',
      status: 3,
    });
    expect(badStatus.statusCode).toBe(400);
    const long = await call('POST', '/sys/quartzJob/add', {
      jobClassName: 'refreshDictCache',
      cronExpression: '* * * * *',
      parameter: 'x'.repeat(501),
    });
    expect(long.json().result.errors[0].field).toBe('parameter');
    expect(await jobCount()).toBe(before);
    const edit = await call('PUT', '/sys/quartzJob/edit', { id: '999999', description: 'x' });
    expect(edit.statusCode).toBe(404);
    expect((await call('POST', '/sys/quartzJob/execute', { id: 'abc' })).statusCode).toBe(400);
  });

  it('previews the next runs of a cron expression on the server', async () => {
    const preview = await result(
      'GET',
      `/sys/quartzJob/cronPreview?cronExpression=${encodeURIComponent('*/10 * * * * *')}&count=3`,
    );
    expect(preview.nextRuns).toHaveLength(3);
    const times = preview.nextRuns.map((s: string) => new Date(s).getTime());
    expect(times[1] - times[0]).toBe(10_000);
    expect(times[0]).toBeGreaterThan(Date.now() - 1000);
    expect(typeof preview.timezone).toBe('string');
    const bad = await call('GET', '/sys/quartzJob/cronPreview?cronExpression=nope', undefined, admin, 'zh');
    expect(bad.json()).toMatchObject({
      message: 'cronInvalid',
      result: { errors: [{ field: 'cronExpression', message: 'Cron表达式不正确' }] },
    });
  });

  it('answers 403 to a user without the job codes', async () => {
    const reader = await signedInUser(t.app, t.database.db, { perms: ['system:job:list'] });
    expect((await call('GET', '/sys/quartzJob/list', undefined, reader.token)).statusCode).toBe(200);
    const [job] = (await result('GET', '/sys/quartzJob/list')).records;
    expect((await call('POST', '/sys/quartzJob/execute', { id: job.id }, reader.token)).statusCode).toBe(403);
    expect((await call('POST', '/sys/quartzJob/pause', { id: job.id }, reader.token)).statusCode).toBe(403);
  });
});

describe('built-in handlers and the run history', () => {
  it('purges expired sessions and captchas, keeping live ones', async () => {
    const db = t.database.db;
    const someone = await signedInUser(t.app, db, {});
    const past = new Date(Date.now() - 60_000);
    await db.update(sessions).set({ expiresAt: past }).where(eq(sessions.userId, someone.userId));
    await db.insert(captchas).values([
      { key: 'old-captcha', codeHash: 'x', expiresAt: past },
      { key: 'live-captcha', codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const { run } = await runJob('purgeExpiredSessions');
    expect(run.status).toBe('success');
    expect(run.result).toMatch(/^sessions 1, captchas 1,/);
    expect(await db.select().from(sessions).where(eq(sessions.userId, someone.userId))).toEqual([]);
    expect((await db.select().from(captchas)).map((c) => c.key)).toEqual(['live-captcha']);
    expect((await call('GET', '/sys/quartzJob/list')).statusCode).toBe(200); // our own session is alive
  });

  it('recomputes every derived statistical type of the demo data', async () => {
    const { run } = await runJob('recomputeDerivedTypes');
    expect(run.status, run.error ?? '').toBe('success');
    const [, types, places, values] =
      /^(\d+) derived types over (\d+) places with data: (\d+) values$/.exec(run.result ?? '') ?? [];
    expect(Number(types)).toBeGreaterThan(0);
    expect(Number(places)).toBeGreaterThan(0);
    expect(Number(values)).toBeGreaterThan(100);
  });

  it('mails reviewers a digest of values waiting for review', async () => {
    const db = t.database.db;
    const reviewer = await signedInUser(t.app, db, { roleCode: 'reviewer' });
    await db.update(users).set({ email: 'reviewer@example.org' }).where(eq(users.id, reviewer.userId));
    const bystander = await signedInUser(t.app, db, { roleCode: 'user' });
    await db.update(users).set({ email: 'bystander@example.org' }).where(eq(users.id, bystander.userId));

    // Nothing waits: no mail.
    await db.update(dataValues).set({ status: 'published' }).where(sql`${dataValues.status} <> 'published'`);
    let outcome = await runJob('pendingReviewDigest');
    expect(outcome.run).toMatchObject({ status: 'success', result: 'no values wait for review; no mail sent' });

    const ids = (await db.select({ id: dataValues.id }).from(dataValues).limit(3)).map((r) => r.id);
    await db.update(dataValues).set({ status: 'pending' }).where(sql`${dataValues.id} in ${ids}`);
    outcome = await runJob('pendingReviewDigest');
    expect(outcome.run.status).toBe('success');
    expect(outcome.run.result).toMatch(/^3 values in \d+ series wait; mailed 1 of 1 reviewers \(outbox\)$/);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'reviewer@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('3 values wait for review / 3 条数据待审核');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'bystander@example.org'))).toEqual([]);
  });

  it('reloads the dictionary items', async () => {
    const { run } = await runJob('refreshDictCache');
    expect(run.status).toBe('success');
    expect(run.result).toMatch(/^\d+ dictionaries with \d+ enabled items loaded$/);
  });

  it('records a failing handler’s error and duration, and lists runs newest first with filters', async () => {
    t.app.jobs.register('alwaysFails', async () => {
      await new Promise((r) => setTimeout(r, 30));
      throw new Error('the upstream said no');
    });
    const { jobId, run } = await runJob('alwaysFails');
    expect(run).toMatchObject({ status: 'failed', error: 'the upstream said no', trigger: 'manual' });
    expect(run.durationMs).toBeGreaterThanOrEqual(25);
    const page = await result('GET', `/sys/quartzJob/runs?jobId=${jobId}`);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      jobId,
      jobClassName: 'alwaysFails',
      status: 'failed',
      error: 'the upstream said no',
    });
    const listed = await result('GET', `/sys/quartzJob/queryById?id=${jobId}`);
    expect(listed.lastRun).toMatchObject({ status: 'failed' });
    const failed = await result('GET', '/sys/quartzJob/runs?status=failed&pageSize=100');
    expect(failed.records.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    const all = await result('GET', '/sys/quartzJob/runs?pageSize=100');
    const started = all.records.map((r: { startedAt: string }) => r.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
    expect((await call('GET', '/sys/quartzJob/runs?status=weird')).statusCode).toBe(400);
  });

  it('runs a due job on its schedule', async () => {
    let calls = 0;
    t.app.jobs.register('countEverySecond', async ({ now }) => {
      calls += 1;
      return `at ${now.toISOString()}`;
    });
    const { id } = await result('POST', '/sys/quartzJob/add', {
      jobClassName: 'countEverySecond',
      cronExpression: '* * * * * *',
    });
    const deadline = Date.now() + 5000;
    while (calls < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await result('POST', '/sys/quartzJob/pause', { id });
    expect(calls).toBeGreaterThanOrEqual(2);
    const runs = (await result('GET', `/sys/quartzJob/runs?jobId=${id}`)).records;
    for (const r of runs) {
      expect(r.trigger).toBe('schedule');
      expect(new Date(r.scheduledAt).getMilliseconds()).toBe(0);
    }
    // Paused: no further runs.
    await new Promise((r) => setTimeout(r, 1500));
    const settled = calls;
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls).toBe(settled);
  });
});
