import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';

/**
 * Scheduled jobs (JeecgBoot sys_quartz_job): `handler` names a handler registered in the server's code,
 * `status` 0 running (scheduled), -1 paused; `run_if_missed` runs the latest missed slot once at start-up. `updated_at` changes with every edit, so instances see a change.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  id: id(),
  handler: text('handler').notNull(),
  cronExpression: text('cron_expression').notNull(),
  parameter: text('parameter').notNull().default(''),
  description: text('description').notNull().default(''),
  status: smallint('status').notNull().default(0),
  /**
   * "Run once if missed": when slots fell while no instance ran (every instance stopped), the latest of them runs
   * once at start-up (the others are recorded as missed); off, all of them are only recorded as missed.
   */
  runIfMissed: boolean('run_if_missed').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Runs of scheduled jobs. A scheduled run is claimed by inserting its row: the unique (job, scheduled_at) index
 * of scheduled runs lets exactly one instance insert it, so a due run happens once across instances.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    jobId: ref('job_id')
      .notNull()
      .references(() => scheduledJobs.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    /** 'schedule' (due by the cron expression) or 'manual' (run now). */
    trigger: text('trigger').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    /** 'running', 'success' or 'failed'. */
    status: text('status').notNull().default('running'),
    result: text('result'),
    error: text('error'),
    /** Which instance ran it (host:pid:random). */
    instance: text('instance').notNull(),
  },
  (t) => [
    uniqueIndex('job_runs_schedule_uq').on(t.jobId, t.scheduledAt).where(sql`${t.trigger} = 'schedule'`),
    index('job_runs_job_started_idx').on(t.jobId, t.startedAt),
    index('job_runs_started_idx').on(t.startedAt),
  ],
);
