import {
  dataLogCompareQuerySchema,
  dataLogCompareSchema,
  dataLogRecordSchema,
  dataLogRecordsQuerySchema,
  dataLogVersionSchema,
  dataLogVersionsQuerySchema,
  envelopeSchema,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../db/area-scope.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { principalOf } from '../../plugins/auth.js';
import type { DataLogService } from './datalog.service.js';

/** The data log screen's calls: records with versions, a record's versions, two versions compared. */
export function dataLogRoutes(service: DataLogService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: logs'];
    const config = { access: permissions.dataLogList };
    r.get(
      '/sys/dataLog/records',
      {
        config,
        schema: {
          tags,
          summary: 'Series or data values that have versions, newest change first',
          querystring: dataLogRecordsQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(dataLogRecordSchema)) },
        },
      },
      async (request) => ok(await service.records(request.query, scopeOf(principalOf(request)))),
    );
    r.get(
      '/sys/dataLog/versions',
      {
        config,
        schema: {
          tags,
          summary: "A record's versions, oldest first",
          querystring: dataLogVersionsQuerySchema,
          response: { 200: envelopeSchema(z.array(dataLogVersionSchema)) },
        },
      },
      async (request) => {
        const { entity, id } = request.query;
        const scope = scopeOf(principalOf(request));
        return ok(await service.versions(entity, Number(id), scope, requestLanguage(request)));
      },
    );
    r.get(
      '/sys/dataLog/compare',
      {
        config,
        schema: {
          tags,
          summary: 'Two versions of a record, field by field',
          querystring: dataLogCompareQuerySchema,
          response: { 200: envelopeSchema(dataLogCompareSchema) },
        },
      },
      async (request) => {
        const q = { ...request.query, id: Number(request.query.id) };
        return ok(await service.compare(q, scopeOf(principalOf(request)), requestLanguage(request)));
      },
    );
  };
}
