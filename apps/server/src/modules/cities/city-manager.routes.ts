import {
  areaOptionSchema,
  cityDescribeEditSchema,
  cityDescribeSchema,
  cityFileQuerySchema,
  cityInfoListQuerySchema,
  cityInfoRowSchema,
  envelopeSchema,
  idParamsSchema,
  idQuerySchema,
  idSchema,
  limits,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../db/area-scope.js';
import { AppError, badRequest } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { principalOf } from '../../plugins/auth.js';
import type { PlacesService } from '../data/places.service.js';
import type { CityManagerService } from './city-manager.service.js';

const fileSchema = z.object({ id: idSchema, fileName: z.string(), url: z.string() });

async function sendDocument(service: CityManagerService, id: number, reply: FastifyReply) {
  const doc = await service.openDocument(id);
  return reply
    .type(doc.mimeType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=3600')
    .send(doc.stream);
}

/** Back-office city information (SPEC §7 "city/data/manager") and the economy and city selector lists. */
export function cityManagerRoutes(service: CityManagerService, places: PlacesService) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['cities'];
    const prefix = '/city/data/manager';
    const describe = { 200: envelopeSchema(cityDescribeSchema) };
    r.get(
      `${prefix}/list`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary: "The cities of the caller's area, paged, filtered by economy and name",
          querystring: cityInfoListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(cityInfoRowSchema)) },
        },
      },
      async (request) => ok(await service.list(request.query, actorOf(principalOf(request)))),
    );
    for (const [url, access] of [
      [`${prefix}/queryById`, permissions.cityDataList],
      [`${prefix}/getDescribe`, permissions.cityDataList],
    ] as const) {
      r.get(
        url,
        {
          config: { access },
          schema: {
            tags,
            summary: 'A city introduction and its documents',
            querystring: idQuerySchema,
            response: describe,
          },
        },
        async (request) => ok(await service.describe(Number(request.query.id), requestLanguage(request))),
      );
    }
    r.put(
      `${prefix}/editDescribe`,
      {
        config: { access: permissions.cityInfoEdit },
        schema: {
          tags,
          summary: 'Edit a city introduction (sanitized rich text) and year range',
          body: cityDescribeEditSchema,
          response: describe,
        },
      },
      async (request) =>
        ok(
          await service.editDescribe(request.body, actorOf(principalOf(request)), requestLanguage(request)),
          'editSuccess',
        ),
    );
    r.post(
      `${prefix}/uploadFile`,
      {
        config: { access: permissions.cityInfoEdit },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: 'Add a document (Word or PDF, names unique per city) to a city',
          querystring: z.object({ cityId: idSchema }),
          response: { 200: envelopeSchema(fileSchema) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const part = await request.file({ limits: { fileSize: limits.dataFileBytes, files: 1 } });
        if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
          if (error.statusCode === 413) throw new AppError('fileTooLarge', 413);
          throw error;
        });
        const saved = await service.addDocument(
          Number(request.query.cityId),
          { fileName: part.filename, bytes },
          actorOf(principalOf(request)),
        );
        return ok(saved, 'uploadSuccess');
      },
    );
    r.delete(
      `${prefix}/deleteFile`,
      {
        config: { access: permissions.cityInfoEdit },
        schema: {
          tags,
          summary: 'Remove a city document',
          querystring: idQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.removeDocument(Number(request.query.id), actorOf(principalOf(request)));
        return ok(null, 'deleteSuccess');
      },
    );
    r.get(
      `${prefix}/downloadFile`,
      {
        config: { access: permissions.cityDataList },
        schema: { tags, summary: 'Download a city document', querystring: cityFileQuerySchema },
      },
      async (request, reply) => sendDocument(service, Number(request.query.id), reply),
    );
    for (const [kind, access] of [
      ['data', permissions.cityDataList],
      ['upload', permissions.cityDataUpload],
    ] as const) {
      r.get(
        `${prefix}/country/list/${kind}`,
        {
          config: { access },
          schema: {
            tags,
            summary: `Economies of the caller's area (${kind})`,
            response: { 200: envelopeSchema(z.array(areaOptionSchema)) },
          },
        },
        async (request) => {
          const rows = await places.countries(actorOf(principalOf(request)).scope);
          return ok(rows.map((c) => ({ id: String(c.id), countryId: String(c.id), name: c.nameZh, nameEn: c.nameEn })));
        },
      );
      r.get(
        `${prefix}/city/list/${kind}/:id`,
        {
          config: { access },
          schema: {
            tags,
            summary: `Cities of an economy (id) inside the caller's area (${kind})`,
            params: idParamsSchema,
            response: { 200: envelopeSchema(z.array(areaOptionSchema)) },
          },
        },
        async (request) => {
          const rows = await places.cities(actorOf(principalOf(request)).scope, Number(request.params.id));
          return ok(
            rows.map((c) => ({ id: String(c.id), countryId: String(c.countryId), name: c.nameZh, nameEn: c.nameEn })),
          );
        },
      );
    }
  };
}

/** Public city introductions and document downloads (SPEC §7 "Public (reception)"). */
export function receptionCityRoutes(service: CityManagerService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reception'];
    r.get(
      '/reception/city/data/manager/getDescribe/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A city introduction and its documents',
          params: idParamsSchema,
          response: { 200: envelopeSchema(cityDescribeSchema) },
        },
      },
      async (request) => ok(await service.describe(Number(request.params.id), requestLanguage(request), true)),
    );
    r.get(
      '/reception/city/data/manager/fileList/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The documents of a city',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.array(fileSchema)) },
        },
      },
      async (request) => ok((await service.describe(Number(request.params.id), requestLanguage(request), true)).files),
    );
    r.get(
      '/reception/city/data/manager/downloadFile',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Download a city document', querystring: cityFileQuerySchema },
      },
      async (request, reply) => sendDocument(service, Number(request.query.id), reply),
    );
    r.get(
      '/file/cityFile/downFile/:id',
      { config: { access: 'public' }, schema: { tags, summary: 'Download a city document', params: idParamsSchema } },
      async (request, reply) => sendDocument(service, Number(request.params.id), reply),
    );
  };
}
