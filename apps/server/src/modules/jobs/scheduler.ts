import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { parseCron } from './cron.js';
import type { JobContext, JobHandler } from './job-handlers.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

/** Timers wake at least this often, so a long wait never rests on one far-off timeout (and clock changes show). */
const maxTimerMs = 30_000;
/** A slot due more than this long ago when its turn comes (a blocked event loop, a sleeping host) is skipped. */
const misfireMs = 1_000;
/**
 * A slot is recorded as missed only when it is this far in the past: a live instance claims its slot within
 * milliseconds, so a missed row never takes a slot from an instance that is merely a little late.
 */
const missedAfterMs = 10_000;
/** At most this many missed slots are recorded per job at a time (the latest ones). */
const missedMax = 50;
/** The safety re-read of the job table, for changes whose notification was lost. */
const resyncMs = 15_000;
/** How long closing waits for runs in progress to record their result. */
const drainMs = 10_000;
const resultMax = 2_000;

export interface SchedulerDeps {
  repo: JobsRepository;
  handlers: Map<string, JobHandler>;
  /** The context of a run, apart from the parameter and time. */
  context: Omit<JobContext, 'parameter' | 'now'>;
  timezone: string | undefined;
  log: FastifyBaseLogger;
}

interface Armed {
  signature: string;
  cron: Cron;
  timer?: NodeJS.Timeout;
}

const signatureOf = (job: JobRow) =>
  `${job.handler}\u0000${job.cronExpression}\u0000${job.parameter}\u0000${job.updatedAt.getTime()}`;
const clip = (text: string) => (text.length > resultMax ? `${text.slice(0, resultMax - 1)}…` : text);

/**
 * The scheduler of one instance. Every instance arms a timer for each running job at its next due time, computed
 * from the cron expression (so every instance names the same instant), and at that time tries to claim the run by
 * inserting its (job, scheduled_at) row; the unique index lets one instance win, and only the winner runs the
 * handler. Job changes reach every instance through `sync()` (called on NOTIFY and every 15 s).
 */
export function createScheduler(deps: SchedulerDeps) {
  const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const armed = new Map<number, Armed>();
  const inFlight = new Set<Promise<unknown>>();
  let resync: NodeJS.Timeout | undefined;
  let syncing: Promise<void> | undefined;
  let syncAgain = false;
  let started = false;
  let stopped = false;
  /** Scheduled runs this instance tried to claim, and won. */
  const claims = { tried: 0, won: 0 };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  /** Runs the handler of a claimed run and records its outcome. */
  async function execute(runId: number, job: JobRow, now: Date) {
    const handler = deps.handlers.get(job.handler);
    const started = performance.now();
    try {
      if (!handler) throw new Error(`no handler named ${job.handler}`);
      const result = await handler({ ...deps.context, parameter: job.parameter, now });
      const durationMs = Math.round(performance.now() - started);
      await deps.repo.finish(runId, { status: 'success', durationMs, result: clip(result) });
    } catch (error) {
      const durationMs = Math.round(performance.now() - started);
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn({ err: error, jobId: job.id, runId }, 'scheduled job failed');
      await deps.repo
        .finish(runId, { status: 'failed', durationMs, error: clip(message || 'failed') })
        .catch((e) => deps.log.error({ err: e, runId }, 'job run not recorded'));
    }
  }

  async function fire(job: JobRow, scheduledAt: Date) {
    claims.tried += 1;
    const runId = await deps.repo.claim({
      jobId: job.id,
      handler: job.handler,
      trigger: 'schedule',
      scheduledAt,
      instance,
    });
    if (runId === undefined) return;
    claims.won += 1;
    await execute(runId, job, scheduledAt);
  }

  /** The slots of a job after `from` (exclusive) that are now past by more than missedAfterMs; the latest missedMax. */
  function slotsMissed(entry: Armed, from: Date): Date[] {
    const until = Date.now() - missedAfterMs;
    const slots: Date[] = [];
    let at = entry.cron.nextRun(from);
    for (let n = 0; at && at.getTime() <= until && n < 10_000; n += 1) {
      slots.push(at);
      if (slots.length > missedMax) slots.shift();
      at = entry.cron.nextRun(at);
    }
    return slots;
  }

  /** Records missed slots in the job history (they are never run late; the next slot runs as usual). */
  function recordMissed(job: JobRow, slots: Date[]) {
    if (slots.length === 0) return;
    track(deps.repo.recordMissed(job, slots, instance, new Date())).catch((error) =>
      deps.log.error({ err: error, jobId: job.id }, 'missed job slots not recorded'),
    );
  }

  /**
   * When a job is armed: the slots since its last recorded scheduled run (and since its last change) that no
   * instance ran, e.g. while every instance was stopped. A job that never ran records nothing. With "run once if
   * missed" the latest of them is claimed and run now (once across instances: the same unique (job, slot) claim
   * as a run on time), the earlier ones are recorded as missed.
   */
  async function recordMissedSince(job: JobRow, entry: Armed) {
    const last = await deps.repo.lastScheduledAt(job.id);
    if (!last) return;
    const from = new Date(Math.max(last.getTime(), job.updatedAt.getTime()));
    const slots = slotsMissed(entry, from);
    const latest = job.runIfMissed ? slots.pop() : undefined;
    recordMissed(job, slots);
    if (latest) {
      deps.log.info({ jobId: job.id, slot: latest.toISOString() }, 'running a missed job slot once (run if missed)');
      track(fire(job, latest)).catch((error) => deps.log.error({ err: error, jobId: job.id }, 'job run not claimed'));
    }
  }

  function arm(job: JobRow, entry: Armed, after: Date) {
    if (stopped) return;
    const next = entry.cron.nextRun(after);
    if (!next) return;
    const wait = () => {
      const ms = next.getTime() - Date.now();
      if (ms > 0) {
        entry.timer = setTimeout(wait, Math.min(ms, maxTimerMs));
        entry.timer.unref();
        return;
      }
      if (stopped || armed.get(job.id) !== entry) return;
      track(fire(job, next)).catch((error) => deps.log.error({ err: error, jobId: job.id }, 'job run not claimed'));
      // The following slot; slots missed by more than a second (the process was blocked) are skipped, and
      // those long past are recorded as missed.
      const resume = new Date(Math.max(next.getTime(), Date.now() - misfireMs));
      recordMissed(job, slotsMissed(entry, next));
      arm(job, entry, resume);
    };
    wait();
  }

  function disarm(id: number) {
    const entry = armed.get(id);
    if (entry?.timer) clearTimeout(entry.timer);
    armed.delete(id);
  }

  /** Re-reads the running jobs and (re)arms what changed; concurrent calls share one read and one follow-up. */
  function sync(): Promise<void> {
    if (!started || stopped) return Promise.resolve();
    if (syncing) {
      syncAgain = true;
      return syncing;
    }
    syncing = (async () => {
      do {
        syncAgain = false;
        const jobs = await deps.repo.running();
        const seen = new Set<number>();
        for (const job of jobs) {
          seen.add(job.id);
          const signature = signatureOf(job);
          if (armed.get(job.id)?.signature === signature) continue;
          disarm(job.id);
          const cron = parseCron(job.cronExpression, deps.timezone);
          if (!cron) {
            deps.log.warn({ jobId: job.id }, 'job has an invalid cron expression; not scheduled');
            continue;
          }
          const entry: Armed = { signature, cron };
          armed.set(job.id, entry);
          await recordMissedSince(job, entry).catch((error) =>
            deps.log.error({ err: error, jobId: job.id }, 'missed job slots not recorded'),
          );
          arm(job, entry, new Date());
        }
        for (const id of [...armed.keys()]) if (!seen.has(id)) disarm(id);
      } while (syncAgain && !stopped);
    })()
      .catch((error) => deps.log.error({ err: error }, 'job schedule not refreshed'))
      .finally(() => {
        syncing = undefined;
      });
    return syncing;
  }

  return {
    instance,
    async start() {
      if (started) return;
      started = true;
      await sync();
      resync = setInterval(() => void sync(), resyncMs);
      resync.unref();
    },
    sync,
    /** How many scheduled runs this instance tried to claim and how many it won (the others ran elsewhere). */
    claims: () => ({ ...claims }),
    /** Runs a job now (any status), in the background; answers the run's id. */
    async runNow(job: JobRow): Promise<number> {
      const now = new Date();
      const runId = await deps.repo.claim({
        jobId: job.id,
        handler: job.handler,
        trigger: 'manual',
        scheduledAt: now,
        instance,
      });
      if (runId === undefined) throw new Error('manual run not recorded');
      track(execute(runId, job, now)).catch(() => undefined);
      return runId;
    },
    /** Stops every timer and waits (up to 10 s) for runs in progress to record their result. */
    async stop() {
      stopped = true;
      if (resync) clearInterval(resync);
      for (const id of [...armed.keys()]) disarm(id);
      await syncing;
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise((resolve) => {
            timer = setTimeout(resolve, drainMs);
          }),
        ]);
        if (timer) clearTimeout(timer);
      }
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
