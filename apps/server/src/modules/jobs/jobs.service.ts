import type { QuartzJobAdd, QuartzJobEdit } from '@csp/contract';
import { badRequest, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { effectiveTimezone, nextRuns, parseCron } from './cron.js';
import type { JobHandler } from './job-handlers.js';
import { presentJob, presentRun } from './jobs.presenter.js';
import type { JobPageQuery, JobRow, JobsRepository, RunPageQuery } from './jobs.repository.js';
import type { Scheduler } from './scheduler.js';

export interface JobsServiceDeps {
  repo: JobsRepository;
  handlers: Map<string, JobHandler>;
  scheduler: Pick<Scheduler, 'runNow'>;
  timezone: string | undefined;
  /** Tells every instance (this one included) that the jobs changed; called after the change committed. */
  changed: () => Promise<void>;
}

/**
 * Rules of scheduled jobs: a handler registered in code, a cron expression croner reads and that runs again;
 * every change reaches the schedulers of all instances (`changed`).
 */
export function jobsService(deps: JobsServiceDeps) {
  const { repo } = deps;
  const timezone = effectiveTimezone(deps.timezone);

  const cronOrFail = (expression: string) => {
    const cron = parseCron(expression, deps.timezone);
    if (!cron) throw badRequest('cronInvalid', [{ field: 'cronExpression', message: 'cronInvalid' }]);
    if (!cron.nextRun()) throw badRequest('cronNeverRuns', [{ field: 'cronExpression', message: 'cronNeverRuns' }]);
    return cron;
  };
  const handlerOrFail = (name: string) => {
    if (!deps.handlers.has(name)) {
      throw badRequest('jobHandlerUnknown', [{ field: 'jobClassName', message: 'jobHandlerUnknown' }]);
    }
  };
  const jobOrFail = async (id: number): Promise<JobRow> => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  const nextOf = (row: JobRow) =>
    row.status === 0 ? (parseCron(row.cronExpression, deps.timezone)?.nextRun() ?? null) : null;
  const setStatus = async (id: number, status: 0 | -1) => {
    const row = await jobOrFail(id);
    if (row.status !== status) {
      await repo.update(id, { status });
      await deps.changed();
    }
  };

  return {
    handlerNames: () => [...deps.handlers.keys()].sort().map((name) => ({ name })),
    async page(query: JobPageQuery) {
      const { rows, total } = await repo.page(query);
      const last = new Map((await repo.lastRuns(rows.map((r) => r.id))).map((r) => [r.jobId, r]));
      return toPage(
        rows.map((row) => presentJob(row, nextOf(row), last.get(row.id))),
        total,
        query,
      );
    },
    async get(id: number) {
      const row = await jobOrFail(id);
      const [last] = await repo.lastRuns([id]);
      return presentJob(row, nextOf(row), last);
    },
    async add(body: QuartzJobAdd) {
      handlerOrFail(body.jobClassName);
      cronOrFail(body.cronExpression);
      const id = await repo.insert({
        handler: body.jobClassName,
        cronExpression: body.cronExpression,
        parameter: body.parameter ?? '',
        description: body.description ?? '',
        status: body.status ?? 0,
        runIfMissed: body.runIfMissed ?? false,
      });
      await deps.changed();
      return { id: String(id) };
    },
    async edit(body: QuartzJobEdit) {
      const id = Number(body.id);
      await jobOrFail(id);
      if (body.jobClassName !== undefined) handlerOrFail(body.jobClassName);
      if (body.cronExpression !== undefined) cronOrFail(body.cronExpression);
      await repo.update(id, {
        handler: body.jobClassName,
        cronExpression: body.cronExpression,
        parameter: body.parameter,
        description: body.description,
        status: body.status,
        runIfMissed: body.runIfMissed,
      });
      await deps.changed();
    },
    async remove(id: number) {
      if (!(await repo.delete(id)).length) throw notFound();
      await deps.changed();
    },
    pause: (id: number) => setStatus(id, -1),
    resume: (id: number) => setStatus(id, 0),
    async runNow(id: number) {
      const row = await jobOrFail(id);
      handlerOrFail(row.handler);
      return { runId: String(await deps.scheduler.runNow(row)) };
    },
    preview(expression: string, count: number) {
      const cron = cronOrFail(expression);
      return { nextRuns: nextRuns(cron, count).map((d) => d.toISOString()), timezone };
    },
    async runs(query: RunPageQuery) {
      const { rows, total } = await repo.runsPage(query);
      return toPage(rows.map(presentRun), total, query);
    },
  };
}
export type JobsService = ReturnType<typeof jobsService>;
