import {
  envelopeSchema,
  idParamsSchema,
  paramInfoItemSchema,
  permissions,
  queryInfoItemSchema,
  reportCodeParamsSchema,
  reportDataQuerySchema,
  reportDataSchema,
  rpColumnsSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import type { ReportDataService } from './report-data.service.js';

/**
 * The report popup's calls (SPEC §7 "Online report"). Reports can show any data their SQL reads, so they
 * need `online:report:data`, not only a session.
 */
export function cgreportApiRoutes(service: ReportDataService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['online reports: popup'];
    const access = permissions.onlineReportData;
    r.get(
      '/online/cgreport/api/getRpColumns/:code',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A report by code: id, name, columns and the options of their dictionaries',
          params: reportCodeParamsSchema,
          response: { 200: envelopeSchema(rpColumnsSchema) },
        },
      },
      async (request) => ok(await service.columns(request.params.code)),
    );
    r.get(
      '/online/cgreport/api/getQueryInfo/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Query items of a report (hidden "1": shown when the form is expanded)',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.array(queryInfoItemSchema)) },
        },
      },
      async (request) => ok(await service.queryInfo(Number(request.params.id))),
    );
    r.get(
      '/online/cgreport/api/getParamsInfo/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Parameters of a report with their default values',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.array(paramInfoItemSchema)) },
        },
      },
      async (request) => ok(await service.paramsInfo(Number(request.params.id))),
    );
    r.get(
      '/online/cgreport/api/getData/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A page of report rows: pageNo, pageSize, column, order, parameters and query fields by name',
          params: idParamsSchema,
          querystring: reportDataQuerySchema,
          response: { 200: envelopeSchema(reportDataSchema) },
        },
      },
      async (request) => ok(await service.data(Number(request.params.id), request.query)),
    );
  };
}
