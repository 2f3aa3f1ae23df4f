import {
  envelopeSchema,
  idParamsSchema,
  limits,
  ossFileListQuerySchema,
  ossFileSchema,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { OssFilesService } from './oss-files.service.js';

/** A file name as stored: no directories, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(-200);
}

/** A content type as stored: `type/subtype` of safe characters, else octet-stream. */
export const cleanMimeType = (value: string | undefined) =>
  value && /^[\w.+-]+\/[\w.+-]+$/.test(value) ? value.toLowerCase() : 'application/octet-stream';

/** The one file of a multipart request, read into memory up to `maxBytes` (413 beyond). */
export async function readOneFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
  const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
    if (error.statusCode === 413) throw new AppError('fileTooLarge', 413);
    throw error;
  });
  const name = cleanFileName(part.filename ?? '');
  if (!name) throw badRequest('FileNameIsIllegal', [{ field: 'file', message: 'FileNameIsIllegal' }]);
  if (!bytes.length) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
  return { name, bytes, mimeType: cleanMimeType(part.mimetype) };
}

/** The OSS file list (JeecgBoot /sys/oss/file/*): list with uses, upload, download, delete when unused. */
export function ossFilesRoutes(service: OssFilesService) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: files'];
    crudRoutes(app, {
      base: '/sys/oss/file',
      tags,
      list: {
        access: permissions.ossList,
        summary: 'Stored files with owner, size, type and where each is used; paged, filtered, sorted',
        query: ossFileListQuerySchema,
        reply: pageResultSchema(ossFileSchema),
        run: service.page,
      },
      remove: {
        access: permissions.ossDelete,
        summary: 'Delete a file used nowhere (409 fileInUse otherwise)',
        run: service.remove,
      },
    });
    r.post(
      '/sys/oss/file/upload',
      {
        config: { access: permissions.ossUpload },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: 'Store a file (up to 50 MB), owned by the caller',
          response: { 200: envelopeSchema(ossFileSchema) },
        },
      },
      async (request) => {
        const file = await readOneFile(request, limits.dataFileBytes);
        return ok(await service.upload({ ...file, ownerId: principalOf(request).userId }), 'uploadSuccess');
      },
    );
    r.get(
      '/sys/oss/file/download/:id',
      {
        config: { access: permissions.ossList },
        schema: {
          tags,
          summary: 'Download a stored file (an application/octet-stream attachment under its name)',
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        const { file, stream } = await service.open(Number(request.params.id));
        return reply
          .type('application/octet-stream')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  };
}
