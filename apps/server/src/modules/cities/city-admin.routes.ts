import {
  cityCreateSchema,
  cityDetailSchema,
  cityFileFormatQuerySchema,
  cityImportResultSchema,
  cityUpdateSchema,
  envelopeSchema,
  idQuerySchema,
  limits,
  type PlaceResolution,
  permissions,
  placeResolutionSchema,
  placeResolveQuerySchema,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AreaScope, actorOf } from '../../db/area-scope.js';
import { badRequest } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { principalOf } from '../../plugins/auth.js';
import type { CityAdminService } from './city-admin.service.js';
import type { CityFileService } from './city-file.service.js';

/** Back-office city management (issue 16): add, edit, retire/restore, import and export cities. */
export function cityAdminRoutes(
  service: CityAdminService,
  files: CityFileService,
  resolve: (text: string, countryId: number | undefined, scope: AreaScope) => Promise<PlaceResolution>,
) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['cities'];
    const prefix = '/city/data/manager';
    const detail = { 200: envelopeSchema(cityDetailSchema) };
    r.get(
      `${prefix}/detail`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary: 'A city with its alternative names and codes (inside the caller’s area)',
          querystring: idQuerySchema,
          response: detail,
        },
      },
      async (request) => ok(await service.detail(Number(request.query.id), actorOf(principalOf(request)))),
    );
    r.get(
      `${prefix}/resolve`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary:
            'Which city of the caller’s area a text names: by id, code or any name in either language (case, width, ' +
            'spaces and Chinese administrative suffixes aside); several candidates when ambiguous',
          querystring: placeResolveQuerySchema,
          response: { 200: envelopeSchema(placeResolutionSchema) },
        },
      },
      async (request) => {
        const { text, countryId } = request.query;
        const scope = actorOf(principalOf(request)).scope;
        return ok(await resolve(text, countryId === undefined ? undefined : Number(countryId), scope));
      },
    );
    r.post(
      `${prefix}/add`,
      {
        config: { access: permissions.cityAdd },
        schema: {
          tags,
          summary: 'Add a city to an economy of the caller’s area',
          body: cityCreateSchema,
          response: detail,
        },
      },
      async (request) => ok(await service.create(request.body, actorOf(principalOf(request))), 'addSuccess'),
    );
    r.put(
      `${prefix}/edit`,
      {
        config: { access: permissions.cityEdit },
        schema: {
          tags,
          summary: 'Edit a city: names, region, kind of area, place; alternative names and codes are replaced',
          body: cityUpdateSchema,
          response: detail,
        },
      },
      async (request) => ok(await service.update(request.body, actorOf(principalOf(request))), 'editSuccess'),
    );
    for (const [action, retired] of [
      ['retire', true],
      ['restore', false],
    ] as const) {
      r.put(
        `${prefix}/${action}`,
        {
          config: { access: permissions.cityRetire },
          schema: {
            tags,
            summary: retired
              ? 'Retire a city: hidden from visitors and pickers, its values and history kept'
              : 'Restore a retired city',
            querystring: idQuerySchema,
            response: detail,
          },
        },
        async (request) =>
          ok(
            await service.setRetired(Number(request.query.id), retired, actorOf(principalOf(request))),
            retired ? 'retireSuccess' : 'restoreSuccess',
          ),
      );
    }
    r.get(
      `${prefix}/cityTemplate`,
      {
        config: { access: permissions.cityImport },
        schema: {
          tags,
          summary: 'The city import template (header in the user’s language)',
          querystring: cityFileFormatQuerySchema,
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const file = await files.template(format, requestLanguage(request));
        return reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="city-template.${format}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
    r.get(
      `${prefix}/exportCities`,
      {
        config: { access: permissions.cityExport },
        schema: {
          tags,
          summary: 'The cities of the caller’s area (retired ones too) in the import format',
          querystring: cityFileFormatQuerySchema,
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const file = await files.exportFile(actorOf(principalOf(request)), format, requestLanguage(request));
        return reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="cities.${format}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
    r.post(
      `${prefix}/importCities`,
      {
        config: { access: permissions.cityImport },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            'Import cities (xlsx or csv, the export’s columns): all rows or none, 400 excelException with ' +
            'rows.<line>.<column> errors; a row naming an existing city (id, code, or name and region) updates it',
          response: { 200: envelopeSchema(cityImportResultSchema) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const part = await request.file({ limits: { fileSize: limits.dataFileBytes, files: 1 } });
        if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const result = await files.importFile(actorOf(principalOf(request)), {
          fileName: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        });
        return ok(result, 'importSuccess');
      },
    );
  };
}
