import {
  dataSourceAddSchema,
  dataSourceEditSchema,
  dataSourceListQuerySchema,
  dataSourceOptionSchema,
  dataSourceSchema,
  dataSourceTestResultSchema,
  dataSourceTestSchema,
  envelopeSchema,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { DataSourcesService } from './data-sources.service.js';

/** Data sources (SPEC §2 system admin "data sources"): named connections that online reports read. */
export function dataSourcesRoutes(service: DataSourcesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: data sources'];
    crudRoutes(app, {
      base: '/sys/dataSource',
      tags,
      list: {
        access: permissions.dataSourceList,
        summary: 'Data sources, paged (passwords never included)',
        query: dataSourceListQuerySchema,
        reply: pageResultSchema(dataSourceSchema),
        run: service.page,
      },
      get: {
        access: permissions.dataSourceList,
        summary: 'One data source',
        reply: dataSourceSchema,
        run: service.get,
      },
      add: {
        access: permissions.dataSourceAdd,
        summary: 'Add a data source',
        body: dataSourceAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.dataSourceEdit,
        summary: 'Edit a data source (an empty password keeps the stored one)',
        body: dataSourceEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.dataSourceDelete,
        summary: 'Delete an unused data source',
        run: service.remove,
      },
    });
    r.get(
      '/sys/dataSource/options',
      {
        config: { access: permissions.onlineReportList },
        schema: {
          tags,
          summary: 'Sources a report may read: `default` (the platform database) first',
          response: { 200: envelopeSchema(z.array(dataSourceOptionSchema)) },
        },
      },
      async () => ok(await service.options()),
    );
    r.post(
      '/sys/dataSource/testConnection',
      {
        config: { access: permissions.dataSourceTest },
        schema: {
          tags,
          summary: 'Connect with the given settings (or a stored source) and report the server version',
          body: dataSourceTestSchema,
          response: { 200: envelopeSchema(dataSourceTestResultSchema) },
        },
      },
      async (request) => ok(await service.test(request.body), 'dataSourceConnected'),
    );
  };
}
