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
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { OnlineReportService } from './online-report.service.js';

/** Report definitions (JeecgBoot /online/cgreport/head): list, read, add, edit, delete, SQL analysis, test run. */
export function onlineReportRoutes(service: OnlineReportService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['online reports'];
    crudRoutes(app, {
      base: '/online/cgreport/head',
      tags,
      list: {
        access: permissions.onlineReportList,
        summary: 'Report definitions, paged',
        query: reportListQuerySchema,
        reply: pageResultSchema(reportSummarySchema),
        run: service.page,
      },
      get: {
        access: permissions.onlineReportList,
        summary: 'One report definition with its SQL, columns and parameters',
        reply: reportDetailSchema,
        run: service.get,
      },
      add: {
        access: permissions.onlineReportAdd,
        summary: 'Add a report',
        body: reportAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.onlineReportEdit,
        summary: 'Edit a report',
        body: reportEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.onlineReportDelete,
        summary: 'Delete a report',
        run: service.remove,
      },
    });
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
