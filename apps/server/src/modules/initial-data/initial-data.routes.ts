import {
  envelopeSchema,
  initialDataImportResultSchema,
  initialDataInputSchema,
  initialDataQuerySchema,
  limits,
  permissions,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../db/area-scope.js';
import { badRequest } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { principalOf } from '../../plugins/auth.js';
import type { InitialDataService } from './initial-data.service.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Initial data of a statistical type (SPEC §7 "Dimension": exportInitialData, importInitialData). */
export function initialDataRoutes(service: InitialDataService) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['dimensions'];
    r.get(
      '/dimension/initialData/inputs',
      {
        config: { access: permissions.dimensionList },
        schema: {
          tags,
          summary: 'The stored types a type is computed from (its initial data), with the values each holds',
          querystring: initialDataQuerySchema,
          response: { 200: envelopeSchema(z.array(initialDataInputSchema)) },
        },
      },
      async (request) =>
        ok(
          await service.inputs(
            Number(request.query.dimensionId),
            actorOf(principalOf(request)),
            requestLanguage(request),
          ),
        ),
    );
    r.get(
      '/dimension/exportInitialData',
      {
        config: { access: permissions.initialDataExport },
        schema: {
          tags,
          summary:
            'The initial data of a type as a streamed XLSX in the upload layout (series_number, type_code, economy, ' +
            'city, year, value, status), inside the caller’s area',
          querystring: initialDataQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await service.exportFile(Number(request.query.dimensionId), actorOf(principalOf(request)));
        return reply
          .type(xlsxType)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
    r.post(
      '/dimension/importInitialData',
      {
        config: { access: permissions.initialDataImport },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            'Import initial data (xlsx or csv, the export layout): rows must be of the stored types the type is ' +
            'computed from; all rows or none; values wait for examination',
          querystring: initialDataQuerySchema,
          response: { 200: envelopeSchema(initialDataImportResultSchema) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const part = await request.file({ limits: { fileSize: limits.dataFileBytes, files: 1 } });
        if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const result = await service.import(
          Number(request.query.dimensionId),
          { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated },
          actorOf(principalOf(request)),
        );
        return ok(result, 'importSuccess');
      },
    );
  };
}
