import { type JobRun, jobRunStatuses, type QuartzJob } from '@csp/contract';
import { isoTime } from '../../lib/replies.js';
import type { JobRow, JobRunRow } from './jobs.repository.js';

/** A job as JeecgBoot's quartz job list shows it (`jobClassName` is the handler's name). */
export function presentJob(row: JobRow, nextRun: Date | null, last: JobRunRow | undefined): QuartzJob {
  return {
    id: String(row.id),
    jobClassName: row.handler,
    cronExpression: row.cronExpression,
    parameter: row.parameter,
    description: row.description,
    status: row.status === -1 ? -1 : 0,
    runIfMissed: row.runIfMissed,
    nextRun: nextRun ? nextRun.toISOString() : null,
    lastRun: last ? { startedAt: isoTime(last.startedAt), status: last.status, durationMs: last.durationMs } : null,
    createTime: isoTime(row.createdAt),
    updateTime: isoTime(row.updatedAt),
  };
}

export function presentRun(row: JobRunRow): JobRun {
  return {
    id: String(row.id),
    jobId: String(row.jobId),
    jobClassName: row.handler,
    trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
    scheduledAt: isoTime(row.scheduledAt),
    startedAt: isoTime(row.startedAt),
    finishedAt: row.finishedAt ? isoTime(row.finishedAt) : null,
    durationMs: row.durationMs,
    status: (jobRunStatuses as readonly string[]).includes(row.status) ? (row.status as JobRun['status']) : 'running',
    result: row.result,
    error: row.error,
    instance: row.instance,
  };
}
