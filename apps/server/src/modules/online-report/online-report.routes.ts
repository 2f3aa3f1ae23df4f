import {
  envelopeSchema,
  pageResultSchema,
  permissions,
  reportAddSchema,
  reportDetailSchema,
  reportEditSchema,
  reportListQuerySchema,
  reportParseResultSchema,
  reportParseSchema,
  reportSummarySchema,
  reportTestRunResultSchema,
  reportTestRunSchema,
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { OnlineReportService } from './online-report.service.js';

/** Report definitions (JeecgBoot /online/cgreport/head): list, read, add, edit, delete, SQL analysis, test run. */
export function onlineReportRoutes(service: OnlineReportService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['online reports'];
    r.get(
      '/online/cgreport/head/list',
      {
        config: { access: permissions.onlineReportList },
        schema: {
          tags,
          summary: 'Report definitions, paged',
          querystring: reportListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(reportSummarySchema)) },
        },
      },
      async (request) => ok(await service.page(request.query)),
    );
    r.get(
      '/online/cgreport/head/queryById',
      {
        config: { access: permissions.onlineReportList },
        schema: {
          tags,
          summary: 'One report definition with its SQL, columns and parameters',
          querystring: sysIdQuerySchema,
          response: { 200: envelopeSchema(reportDetailSchema) },
        },
      },
      async (request) => ok(await service.get(Number(request.query.id))),
    );
    r.post(
      '/online/cgreport/head/add',
      {
        config: { access: permissions.onlineReportAdd },
        schema: { tags, summary: 'Add a report', body: reportAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/online/cgreport/head/edit',
      {
        config: { access: permissions.onlineReportEdit },
        schema: { tags, summary: 'Edit a report', body: reportEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/online/cgreport/head/delete',
      {
        config: { access: permissions.onlineReportDelete },
        schema: { tags, summary: 'Delete a report', querystring: sysIdQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
    r.post(
      '/online/cgreport/head/parseSql',
      {
        config: { access: permissions.onlineReportTest },
        schema: {
          tags,
          summary: 'Check SQL and tell the field names of its result and the parameters it uses',
          body: reportParseSchema,
          response: { 200: envelopeSchema(reportParseResultSchema) },
        },
      },
      async (request) => ok(await service.parse(request.body)),
    );
    r.post(
      '/online/cgreport/head/testRun',
      {
        config: { access: permissions.onlineReportTest },
        schema: {
          tags,
          summary: 'Run unsaved report SQL read-only: one page with its field names and the total',
          body: reportTestRunSchema,
          response: { 200: envelopeSchema(reportTestRunResultSchema) },
        },
      },
      async (request) => ok(await service.testRun(request.body), 'searchSuccess'),
    );
  };
}
