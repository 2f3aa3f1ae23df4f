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
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { DataSourcesService } from './data-sources.service.js';

/** Data sources (SPEC §2 system admin "data sources"): named connections that online reports read. */
export function dataSourcesRoutes(service: DataSourcesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: data sources'];
    r.get(
      '/sys/dataSource/list',
      {
        config: { access: permissions.dataSourceList },
        schema: {
          tags,
          summary: 'Data sources, paged (passwords never included)',
          querystring: dataSourceListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(dataSourceSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query)),
    );
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
    r.get(
      '/sys/dataSource/queryById',
      {
        config: { access: permissions.dataSourceList },
        schema: {
          tags,
          summary: 'One data source',
          querystring: sysIdQuerySchema,
          response: { 200: envelopeSchema(dataSourceSchema) },
        },
      },
      async (request) => ok(await service.get(Number(request.query.id))),
    );
    r.post(
      '/sys/dataSource/add',
      {
        config: { access: permissions.dataSourceAdd },
        schema: { tags, summary: 'Add a data source', body: dataSourceAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/dataSource/edit',
      {
        config: { access: permissions.dataSourceEdit },
        schema: {
          tags,
          summary: 'Edit a data source (an empty password keeps the stored one)',
          body: dataSourceEditSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/dataSource/delete',
      {
        config: { access: permissions.dataSourceDelete },
        schema: {
          tags,
          summary: 'Delete an unused data source',
          querystring: sysIdQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
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
