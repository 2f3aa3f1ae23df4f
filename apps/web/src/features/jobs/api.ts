import type { CronPreviewReply, JobRun, QuartzJob, QuartzJobAdd } from '@csp/contract/core';
import { fetchList, fetchPage, send } from '../../lib/api-calls';
import { http, type QueryParams } from '../../lib/http';
import { resourceKeys } from '../../lib/query-keys';

export type { JobRun, QuartzJob };
export type JobBody = QuartzJobAdd;

/** Calls of the scheduled-job screen (JeecgBoot `/sys/quartzJob`), with their query keys. */
export const jobKeys = resourceKeys('jobs');
export const jobHandlersKey = [...jobKeys.all, 'handlers'] as const;
export const listJobs = (params: QueryParams, signal?: AbortSignal) =>
  fetchPage<QuartzJob>('/sys/quartzJob/list', params, signal ? { signal } : {});
export const listRuns = (params: QueryParams) => fetchPage<JobRun>('/sys/quartzJob/runs', params);
export const jobHandlers = () => fetchList<{ name: string }[]>('/sys/quartzJob/handlers');
export const cronPreview = (cronExpression: string, signal?: AbortSignal) =>
  http.get<CronPreviewReply>('/sys/quartzJob/cronPreview', {
    params: { cronExpression, count: 5 },
    signal,
    silent: true,
  });
export const addJob = (body: JobBody) => send<{ id: string }>('POST', '/sys/quartzJob/add', { body });
export const editJob = (id: string, body: Partial<JobBody>) =>
  send('PUT', '/sys/quartzJob/edit', { body: { ...body, id } });
export const pauseJob = (id: string) => send('POST', '/sys/quartzJob/pause', { body: { id } });
export const resumeJob = (id: string) => send('POST', '/sys/quartzJob/resume', { body: { id } });
export const runJobNow = (id: string) => send<{ runId: string }>('POST', '/sys/quartzJob/execute', { body: { id } });
export const deleteJob = (id: string) => send('DELETE', '/sys/quartzJob/delete', { params: { id } });
