import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectPage } from '../../db/paged-select.js';
import { jobRuns, scheduledJobs, seedMarks } from '../../db/schema/index.js';
import { containsPattern, type SortedPageQuery } from '../../lib/paging.js';
import { compact } from '../../lib/replies.js';

export type JobRow = typeof scheduledJobs.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;
export type JobInsert = typeof scheduledJobs.$inferInsert;

export interface JobPageQuery extends SortedPageQuery<'createTime' | 'jobClassName' | 'status'> {
  jobClassName?: string;
  status?: number;
}

export interface RunPageQuery {
  pageNo: number;
  pageSize: number;
  order: 'asc' | 'desc';
  jobId?: number;
  status?: string;
}

/** The jobs the platform starts with (once per database, seed mark `jobs-v1`). */
const defaultJobs: JobInsert[] = [
  {
    handler: 'purgeExpiredSessions',
    cronExpression: '0 * * * *',
    description: 'Purge expired sessions, captchas and old run history / 清理过期会话、验证码和旧执行记录',
  },
  {
    handler: 'recomputeDerivedTypes',
    cronExpression: '30 3 * * *',
    description: 'Recompute the derived statistical types / 重新计算派生统计类型',
  },
  {
    handler: 'pendingReviewDigest',
    cronExpression: '0 8 * * MON',
    description: 'Weekly digest of pending reviews to reviewers / 每周向审核人发送待审核摘要',
  },
  {
    handler: 'refreshDictCache',
    cronExpression: '0 4 * * *',
    status: -1,
    description: 'Reload the dictionary items / 重新加载字典项',
  },
];

/** SQL of scheduled jobs and their runs. */
export function jobsRepository(db: Db) {
  return {
    async page(query: JobPageQuery) {
      const where = and(
        query.jobClassName ? ilike(scheduledJobs.handler, containsPattern(query.jobClassName)) : undefined,
        query.status === undefined ? undefined : eq(scheduledJobs.status, query.status),
      );
      const column = {
        createTime: scheduledJobs.createdAt,
        jobClassName: scheduledJobs.handler,
        status: scheduledJobs.status,
      }[query.column];
      const dir = query.order === 'asc' ? asc : desc;
      return selectPage(db, scheduledJobs, { where, orderBy: [dir(column), dir(scheduledJobs.id)], query });
    },
    find: async (id: number) => (await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id)))[0],
    /** Every job that should be scheduled (status 0). */
    running: () => db.select().from(scheduledJobs).where(eq(scheduledJobs.status, 0)),
    async insert(values: JobInsert) {
      const [row] = await db.insert(scheduledJobs).values(values).returning({ id: scheduledJobs.id });
      return (row as { id: number }).id;
    },
    async update(id: number, values: Partial<JobInsert>) {
      const set = compact(values);
      const rows = await db
        .update(scheduledJobs)
        .set({ ...set, updatedAt: sql`clock_timestamp()` })
        .where(eq(scheduledJobs.id, id))
        .returning({ id: scheduledJobs.id });
      return rows.length > 0;
    },
    delete: (id: number) =>
      db.delete(scheduledJobs).where(eq(scheduledJobs.id, id)).returning({ id: scheduledJobs.id }),

    /** The latest run of each job. */
    async lastRuns(jobIds: number[]) {
      if (jobIds.length === 0) return [];
      return db
        .selectDistinctOn([jobRuns.jobId])
        .from(jobRuns)
        .where(inArray(jobRuns.jobId, jobIds))
        .orderBy(jobRuns.jobId, desc(jobRuns.startedAt), desc(jobRuns.id));
    },
    runsPage(query: RunPageQuery) {
      const where = and(
        query.jobId === undefined ? undefined : eq(jobRuns.jobId, query.jobId),
        query.status ? eq(jobRuns.status, query.status) : undefined,
      );
      const dir = query.order === 'asc' ? asc : desc;
      return selectPage(db, jobRuns, { where, orderBy: [dir(jobRuns.startedAt), dir(jobRuns.id)], query });
    },
    findRun: async (id: number) => (await db.select().from(jobRuns).where(eq(jobRuns.id, id)))[0],

    /** The latest scheduled slot recorded for a job (run, running, failed or missed), if any. */
    async lastScheduledAt(jobId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date | null>`max(${jobRuns.scheduledAt})`.mapWith(jobRuns.scheduledAt) })
        .from(jobRuns)
        .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.trigger, 'schedule')));
      return row?.at ?? undefined;
    },
    /**
     * Records slots no instance ran (every instance was down, or blocked past the slot) as 'missed' runs; a slot
     * another instance claimed meanwhile keeps its row (the unique index of scheduled runs).
     */
    async recordMissed(job: { id: number; handler: string }, slots: Date[], instance: string, now: Date) {
      if (slots.length === 0) return;
      await db
        .insert(jobRuns)
        .values(
          slots.map((scheduledAt) => ({
            jobId: job.id,
            handler: job.handler,
            trigger: 'schedule',
            scheduledAt,
            startedAt: now,
            finishedAt: now,
            durationMs: 0,
            status: 'missed',
            error: 'missed: no instance ran it at its time',
            instance,
          })),
        )
        .onConflictDoNothing();
    },
    /**
     * Claims a run: inserts its row, or (a scheduled run another instance already claimed: the unique
     * (job, scheduled_at) index of scheduled runs) inserts nothing. Returns the run id when this call won.
     */
    async claim(run: {
      jobId: number;
      handler: string;
      trigger: 'schedule' | 'manual';
      scheduledAt: Date;
      instance: string;
    }) {
      const rows = await db
        .insert(jobRuns)
        .values({ ...run, status: 'running' })
        .onConflictDoNothing()
        .returning({ id: jobRuns.id });
      return rows[0]?.id;
    },
    async finish(
      id: number,
      outcome: { status: 'success' | 'failed'; durationMs: number; result?: string; error?: string },
    ) {
      await db
        .update(jobRuns)
        .set({
          status: outcome.status,
          durationMs: outcome.durationMs,
          result: outcome.result ?? null,
          error: outcome.error ?? null,
          finishedAt: new Date(),
        })
        .where(eq(jobRuns.id, id));
    },

    /** Inserts the default jobs once per database; true when this call did it (any instance, once). */
    async seedDefaults() {
      return db.transaction(async (tx) => {
        const [mark] = await tx
          .insert(seedMarks)
          .values({ name: 'jobs-v1' })
          .onConflictDoNothing()
          .returning({ name: seedMarks.name });
        if (!mark) return false;
        await tx.insert(scheduledJobs).values(defaultJobs);
        return true;
      });
    },
  };
}
export type JobsRepository = ReturnType<typeof jobsRepository>;
