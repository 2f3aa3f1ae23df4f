import {
  cronPreviewQuerySchema,
  cronPreviewSchema,
  envelopeSchema,
  jobHandlerSchema,
  jobRunListQuerySchema,
  jobRunSchema,
  jobRunStartedSchema,
  pageResultSchema,
  permissions,
  quartzJobAddSchema,
  quartzJobEditSchema,
  quartzJobIdBodySchema,
  quartzJobListQuerySchema,
  quartzJobSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { JobsService } from './jobs.service.js';

/** Scheduled jobs (SPEC §2 "quartz jobs"), on JeecgBoot's `/sys/quartzJob` paths. */
export function jobsRoutes(service: JobsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: scheduled jobs'];
    crudRoutes(app, {
      base: '/sys/quartzJob',
      tags,
      list: {
        access: permissions.jobList,
        summary: 'Scheduled jobs, paged, with the next due time and the last run',
        query: quartzJobListQuerySchema,
        reply: pageResultSchema(quartzJobSchema),
        run: service.page,
      },
      get: {
        access: permissions.jobList,
        summary: 'One job',
        reply: quartzJobSchema,
        run: service.get,
      },
      add: {
        access: permissions.jobAdd,
        summary: 'Add a job',
        body: quartzJobAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.jobEdit,
        summary: 'Edit a job',
        body: quartzJobEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.jobDelete,
        summary: 'Delete a job and its run history',
        run: service.remove,
      },
    });
    r.get(
      '/sys/quartzJob/handlers',
      {
        config: { access: permissions.jobList },
        schema: {
          tags,
          summary: 'The job handlers registered in code (what a job can run)',
          response: { 200: envelopeSchema(z.array(jobHandlerSchema)) },
        },
      },
      async () => ok(service.handlerNames()),
    );
    r.get(
      '/sys/quartzJob/cronPreview',
      {
        config: { access: permissions.jobList },
        schema: {
          tags,
          summary: 'Checks a cron expression and lists its next run times',
          querystring: cronPreviewQuerySchema,
          response: { 200: envelopeSchema(cronPreviewSchema) },
        },
      },
      async (request) => ok(service.preview(request.query.cronExpression, request.query.count)),
    );
    r.get(
      '/sys/quartzJob/runs',
      {
        config: { access: permissions.jobList },
        schema: {
          tags,
          summary: 'Run history (newest first by default), of one job or all',
          querystring: jobRunListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(jobRunSchema)) },
        },
      },
      async (request) => {
        const { jobId, ...rest } = request.query;
        return ok(await service.runs({ ...rest, jobId: jobId === undefined ? undefined : Number(jobId) }));
      },
    );
    r.post(
      '/sys/quartzJob/pause',
      {
        config: { access: permissions.jobEdit },
        schema: { tags, summary: 'Pause a job', body: quartzJobIdBodySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.pause(Number(request.body.id));
        return ok(null, 'jobPaused');
      },
    );
    r.post(
      '/sys/quartzJob/resume',
      {
        config: { access: permissions.jobEdit },
        schema: { tags, summary: 'Resume a paused job', body: quartzJobIdBodySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.resume(Number(request.body.id));
        return ok(null, 'jobResumed');
      },
    );
    r.post(
      '/sys/quartzJob/execute',
      {
        config: { access: permissions.jobRun },
        schema: {
          tags,
          summary: 'Run a job now (in the background); answers the id of its run',
          body: quartzJobIdBodySchema,
          response: { 200: envelopeSchema(jobRunStartedSchema) },
        },
      },
      async (request) => ok(await service.runNow(Number(request.body.id)), 'jobStarted'),
    );
  };
}
