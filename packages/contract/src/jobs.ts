import { z } from 'zod';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

/**
 * Scheduled jobs (JeecgBoot sys_quartz_job): a handler registered in the server's code by name, a cron
 * expression, an optional parameter; status 0 running (scheduled), -1 paused. Each due run happens once
 * across instances; every run is kept in the run history.
 */
export const jobStatuses = { running: 0, paused: -1 } as const;
export type JobStatus = (typeof jobStatuses)[keyof typeof jobStatuses];
export const jobStatusSchema = z.union([z.literal(0), z.literal(-1)]);

/** Handler names are code identifiers (`purgeExpiredSessions`). */
export const jobHandlerNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'invalidFormat');

/** Cron text: 5 to 7 fields (seconds and year optional, Quartz's `?` accepted); checked by the server's parser. */
export const cronExpressionSchema = z.string().trim().min(1).max(100);

export const quartzJobSchema = z.object({
  id: idSchema,
  jobClassName: z.string(),
  cronExpression: z.string(),
  parameter: z.string(),
  description: z.string(),
  status: jobStatusSchema,
  /** Run once if missed: the latest slot missed while no instance ran runs once at start-up. */
  runIfMissed: z.boolean(),
  /** The next due run while running (ISO), null while paused. */
  nextRun: z.string().nullable(),
  lastRun: z.object({ startedAt: z.string(), status: z.string(), durationMs: z.number().int().nullable() }).nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type QuartzJob = z.infer<typeof quartzJobSchema>;

export const quartzJobListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'jobClassName', 'status']).default('createTime'),
  jobClassName: containsFilterSchema,
  status: z.coerce.number().pipe(jobStatusSchema).optional().describe('0 running, -1 paused'),
});

const jobFields = z.object({
  jobClassName: jobHandlerNameSchema,
  cronExpression: cronExpressionSchema,
  parameter: z.string().trim().max(500).optional(),
  description: z.string().trim().max(200).optional(),
  status: jobStatusSchema.optional().describe('0 running (default), -1 paused'),
  runIfMissed: z
    .boolean()
    .optional()
    .describe('run the latest slot missed while no instance ran, once at start-up (default false)'),
});
export const quartzJobAddSchema = jobFields;
export type QuartzJobAdd = z.infer<typeof quartzJobAddSchema>;
export const quartzJobEditSchema = jobFields.partial().extend({ id: idSchema });
export type QuartzJobEdit = z.infer<typeof quartzJobEditSchema>;
export const quartzJobIdBodySchema = z.object({ id: idSchema });

/** A registered handler the job form can choose. */
export const jobHandlerSchema = z.object({ name: z.string() });

export const cronPreviewQuerySchema = z.object({
  cronExpression: cronExpressionSchema,
  count: z.coerce.number().int().min(1).max(20).default(5),
});
export const cronPreviewSchema = z.object({
  /** The next run times (ISO instants), earliest first; empty when the expression never runs again. */
  nextRuns: z.array(z.string()),
  /** The time zone the expression is read in (the server's, or JOBS_TIMEZONE). */
  timezone: z.string(),
});
export type CronPreviewReply = z.infer<typeof cronPreviewSchema>;

/** 'missed': a slot no instance ran at its time (every instance was down or blocked); it is not run late. */
export const jobRunStatuses = ['running', 'success', 'failed', 'missed'] as const;
export const jobRunSchema = z.object({
  id: idSchema,
  jobId: idSchema,
  jobClassName: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  scheduledAt: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  status: z.enum(jobRunStatuses),
  result: z.string().nullable(),
  error: z.string().nullable(),
  instance: z.string(),
});
export type JobRun = z.infer<typeof jobRunSchema>;
export const jobRunListQuerySchema = pageQuerySchema.extend({
  jobId: idSchema.optional(),
  status: z.enum(jobRunStatuses).optional(),
});
export const jobRunStartedSchema = z.object({ runId: idSchema });
