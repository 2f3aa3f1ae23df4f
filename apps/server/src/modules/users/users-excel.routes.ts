import { envelopeSchema, limits, permissions, userImportResultSchema, userListQuerySchema } from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { UsersExcelService } from './users-excel.service.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Users export (the filtered list as xlsx) and import (xlsx or csv, all rows or none). */
export function usersExcelRoutes(service: UsersExcelService) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: users'];
    r.get(
      '/sys/user/exportXls',
      {
        config: { access: permissions.userExport },
        schema: {
          tags,
          summary: 'The users the list filters match (paging ignored), as an xlsx file',
          querystring: userListQuerySchema,
        },
      },
      async (request, reply) => {
        const { pageNo: _pageNo, pageSize: _pageSize, ...query } = request.query;
        const file = await service.exportXlsx(principalOf(request), query);
        return reply
          .type(xlsxType)
          .header('content-disposition', 'attachment; filename="users.xlsx"')
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
    r.post(
      '/sys/user/importExcel',
      {
        config: { access: permissions.userImport },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            'Import users (xlsx or csv; columns username, password, realname, email, phone, status, roles): every ' +
            'row checked, then all added or none; 400 excelException with rows.<line>.<column> errors',
          response: { 200: envelopeSchema(userImportResultSchema) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const part = await request.file({ limits: { fileSize: limits.dataFileBytes, files: 1 } });
        if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const result = await service.importFile(principalOf(request), {
          fileName: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        });
        return ok(result, 'importSuccess');
      },
    );
  };
}
