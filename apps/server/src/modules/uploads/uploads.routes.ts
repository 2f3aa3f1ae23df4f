import {
  actionResultSchema,
  batchReviewBodySchema,
  batchSelectionSchema,
  dataListQuerySchema,
  deflatorImportResultSchema,
  envelopeSchema,
  idSchema,
  limits,
  pageResultSchema,
  permissions,
  seriesFileQuerySchema,
  type UploadSource,
  uploadHistoryItemSchema,
  uploadHistoryQuerySchema,
  uploadPreviewSchema,
  uploadProgressSchema,
  uploadRemovalResultSchema,
  uploadResultSchema,
  uploadReviewBodySchema,
  uploadSourceBodySchema,
  uploadSourceSchema,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../db/area-scope.js';
import { badRequest, forbidden } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { SessionPasses } from '../../lib/session-passes.js';
import { allows, principalOf } from '../../plugins/auth.js';
import { toFilter } from '../data/data.service.js';
import type { PlacesService } from '../data/places.service.js';
import type { ExportService } from './export.service.js';
import { seriesTemplate } from './template.js';
import { toBatchWhere, type UploadService } from './upload.service.js';
import { attachmentDisposition } from './upload-originals.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const seriesQuery = z.object({ seriesId: idSchema.optional() });

function attachment(reply: FastifyReply, name: string, type = xlsxType) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store');
}

/** The one file of a multipart request, streamed, with the SPEC's 50 MB limit. */
async function filePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
  const part = await request.file({ limits: { fileSize: limits.dataFileBytes, files: 1 } });
  if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
  return {
    fileName: part.filename,
    stream: part.file,
    truncated: () => part.file.truncated,
    source: sourceFields(part.fields as Record<string, unknown>, () => part.file.resume()),
  };
}

/** Multipart fields naming the source of the file's figures (before the file part), as in `uploadSourceSchema`. */
const sourceFieldNames = {
  publisher: 'sourcePublisher',
  title: 'sourceTitle',
  url: 'sourceUrl',
  licence: 'sourceLicence',
} as const;

/**
 * The source of an upload from its multipart fields (issue 16): none when no publisher is given; a field that is not
 * plain text (markup, control characters), or an address that is not http(s), is 400 naming the field (the file's
 * bytes are drained, not read).
 */
function sourceFields(fields: Record<string, unknown>, drain: () => void): UploadSource | null {
  const value = (name: string) => {
    const f = fields[name] as { type?: string; value?: unknown } | undefined;
    return f && f.type === 'field' && typeof f.value === 'string' ? f.value : '';
  };
  const raw = Object.fromEntries(Object.entries(sourceFieldNames).map(([k, name]) => [k, value(name)]));
  if (Object.values(raw).every((v) => v.trim() === '')) return null;
  const parsed = uploadSourceSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  drain();
  const errors = parsed.error.issues.map((i) => ({
    field: sourceFieldNames[i.path[0] as keyof typeof sourceFieldNames] ?? 'source',
    message: i.message,
  }));
  throw badRequest('validationFailed', errors);
}

const multipartBody = { consumes: ['multipart/form-data'] };

/** Removal rows in a file (issue 17) remove values: they need city:data:delete, as removing an upload's values does. */
const mayRemove = (principal: ReturnType<typeof principalOf>) => allows(principal, permissions.cityDataDelete);

/** Uploads, templates and streamed exports of values (SPEC §5, §7). */
export function uploadsRoutes(deps: {
  uploads: UploadService;
  exports: ExportService;
  places: PlacesService;
  /** PGlite: the uploader's session lent while the upload holds the database (its progress stays readable). */
  passes?: SessionPasses;
}) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['uploads'];
    r.post(
      '/city/data/manager/upload',
      {
        config: { access: permissions.cityDataUpload },
        schema: {
          tags,
          ...multipartBody,
          summary:
            'Upload values (xlsx, or csv; up to 50 MB) in the template layout, or wide (one row per place, one column ' +
            'per year; World Bank downloads as they come): all rows or none, pending examination. ' +
            'With ?seriesId= the file needs no series column. A refusal (400) carries result.report: rows per kind ' +
            'of problem and each bad row with its column, value and nearest names.',
          querystring: seriesQuery,
          response: { 200: envelopeSchema(uploadResultSchema) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const actor = actorOf(principal);
        const seriesId = request.query.seriesId ? Number(request.query.seriesId) : undefined;
        const series = seriesId !== undefined ? await deps.places.findSeries(seriesId) : undefined;
        if (seriesId !== undefined && !series)
          throw badRequest('seriesNotExist', [{ field: 'seriesId', message: 'seriesNotExist' }]);
        const file = await filePart(request);
        const result = await deps.uploads.upload(file, actor, {
          seriesId,
          seriesNumber: series?.number,
          source: file.source,
          mayRemove: mayRemove(principal),
          hold: deps.passes ? () => deps.passes?.hold(principal) ?? (() => {}) : undefined,
        });
        return ok(result, 'uploadSuccess');
      },
    );
    r.post(
      '/city/data/manager/upload/background',
      {
        config: { access: permissions.cityDataUpload },
        schema: {
          tags,
          ...multipartBody,
          summary:
            'The same upload, going on after the reply (large files): answers with the upload id once the file is ' +
            'received and the upload recorded; its progress (rows read) and end (counts, or the error report) are ' +
            'in GET /city/data/manager/uploads.',
          querystring: seriesQuery,
          response: { 200: envelopeSchema(z.object({ uploadId: idSchema })) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const actor = actorOf(principal);
        const seriesId = request.query.seriesId ? Number(request.query.seriesId) : undefined;
        const series = seriesId !== undefined ? await deps.places.findSeries(seriesId) : undefined;
        if (seriesId !== undefined && !series)
          throw badRequest('seriesNotExist', [{ field: 'seriesId', message: 'seriesNotExist' }]);
        const file = await filePart(request);
        const uploadId = await deps.uploads.uploadInBackground(file, actor, {
          seriesId,
          seriesNumber: series?.number,
          source: file.source,
          mayRemove: mayRemove(principal),
          hold: deps.passes ? () => deps.passes?.hold(principal) ?? (() => {}) : undefined,
          lang: requestLanguage(request),
        });
        return ok({ uploadId: String(uploadId) }, 'uploadStarted');
      },
    );
    r.put(
      '/city/data/manager/upload/:id/source',
      {
        config: { access: permissions.cityDataUpload },
        schema: {
          tags,
          summary:
            "Sets the source and licence of an upload's figures (issue 16; null: the series' source again), credited " +
            'on the public side (Sources tab, downloads) for the published values that came from it. Plain text only. ' +
            'Needs city:data:upload; every value the upload holds must lie in your area (403 otherwise).',
          params: z.object({ id: idSchema }),
          body: uploadSourceBodySchema,
          response: {
            200: envelopeSchema(z.object({ uploadId: idSchema, source: uploadSourceSchema.nullable() })),
          },
        },
      },
      async (request) => {
        const actor = actorOf(principalOf(request));
        return ok(await deps.uploads.setSource(Number(request.params.id), request.body.source, actor), 'editSuccess');
      },
    );
    r.get(
      '/city/data/manager/upload/:id/errorReport',
      {
        config: { access: [permissions.cityDataUpload, permissions.deflatorImport] },
        schema: {
          tags,
          summary:
            "The full error report of one of the user's refused uploads (every bad row up to 5000: row, column, " +
            'value, problem, closest names, then the row as the file has it), in the request language. Needs ' +
            'city:data:upload or dimension:deflator:import; another user’s upload answers 404.',
          params: z.object({ id: idSchema }),
          querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const file = await deps.uploads.errorReportFile(
          Number(request.params.id),
          actorOf(principal),
          requestLanguage(request),
          request.query.format,
        );
        return attachment(reply, file.name, file.type).send(file.bytes);
      },
    );
    r.get(
      '/city/data/manager/upload/:id/file',
      {
        config: { access: [permissions.cityDataUpload, permissions.cityDataExamine, permissions.cityDataPublish] },
        schema: {
          tags,
          summary:
            'The file of an upload exactly as it was uploaded (issue 17), as an attachment under its name: for those ' +
            'who see the upload in the history (their own, those of users of their area; all for an administrator ' +
            'of every area). Needs city:data:upload, city:data:examine or city:data:publish; any other upload, or ' +
            'one whose file is not kept (refused before it was recorded), answers 404.',
          params: z.object({ id: idSchema }),
        },
      },
      async (request, reply) => {
        const file = await deps.uploads.originalFile(Number(request.params.id), actorOf(principalOf(request)));
        return reply
          .type('application/octet-stream')
          .header('content-disposition', attachmentDisposition(file.name))
          .header('content-length', String(file.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
    r.get(
      '/city/data/manager/upload/:id/progress',
      {
        config: { access: [permissions.cityDataUpload, permissions.deflatorImport] },
        schema: {
          tags,
          summary:
            "How far one of the user's uploads has got (issue 17): while it runs on this instance, rows read and " +
            'checked, rows with errors and rows written in its transaction; else its record (rows read as last ' +
            'noted, then the counts or the failure and whether its report downloads). Needs city:data:upload or ' +
            'dimension:deflator:import; another user’s upload answers 404.',
          params: z.object({ id: idSchema }),
          response: { 200: envelopeSchema(uploadProgressSchema) },
        },
      },
      async (request) => {
        return ok(await deps.uploads.progress(Number(request.params.id), actorOf(principalOf(request))));
      },
    );
    r.get(
      '/city/data/manager/uploads',
      {
        config: { access: [permissions.cityDataUpload, permissions.cityDataExamine, permissions.cityDataPublish] },
        schema: {
          tags,
          summary:
            'The upload history, newest first: your own uploads and those of users of your area (all for an ' +
            'administrator of every area), with status, counts, who and when; a processing one shows the rows read. ' +
            'Needs city:data:upload, city:data:examine or city:data:publish.',
          querystring: uploadHistoryQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(uploadHistoryItemSchema)) },
        },
      },
      async (request) => {
        return ok(await deps.uploads.history(actorOf(principalOf(request)), request.query));
      },
    );
    r.get(
      '/city/data/manager/upload/:id/preview',
      {
        config: { access: [permissions.cityDataExamine, permissions.cityDataPublish] },
        schema: {
          tags,
          summary:
            'What an upload changes (its values in your area): new points and changed ones with old → new, counts ' +
            'by status, the first 500 values. Needs city:data:examine or city:data:publish.',
          params: z.object({ id: idSchema }),
          response: { 200: envelopeSchema(uploadPreviewSchema) },
        },
      },
      async (request) => {
        return ok(await deps.uploads.preview(Number(request.params.id), actorOf(principalOf(request))));
      },
    );
    r.post(
      '/city/data/manager/upload/:id/review',
      {
        config: { access: [permissions.cityDataExamine, permissions.cityDataPublish] },
        schema: {
          tags,
          summary:
            'Passes, rejects (with a reason) or publishes every value of an upload the action starts from, in one ' +
            'transaction: all or none (403 when any lies outside your area), 409 when none is left. pass and ' +
            'reject need city:data:examine, publish city:data:publish.',
          params: z.object({ id: idSchema }),
          body: uploadReviewBodySchema,
          response: { 200: envelopeSchema(actionResultSchema) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { action, reason } = request.body;
        const need = action === 'publish' ? permissions.cityDataPublish : permissions.cityDataExamine;
        if (!allows(principal, need)) throw forbidden('notAuthority');
        const done = await deps.uploads.review(Number(request.params.id), action, actorOf(principal), reason);
        return ok(done, action === 'publish' ? 'publishSuccess' : 'examineSuccess');
      },
    );
    r.post(
      '/city/data/manager/review/preview',
      {
        config: { access: [permissions.cityDataExamine, permissions.cityDataPublish] },
        schema: {
          tags,
          summary:
            'What a batch review selection changes (its values in your area): by upload, series (and stored type), ' +
            'whole economies and/or listed places; counts by status, new and changed points with old → new, the ' +
            'first 500 values. Needs city:data:examine or city:data:publish.',
          body: batchSelectionSchema,
          response: { 200: envelopeSchema(uploadPreviewSchema) },
        },
      },
      async (request) => {
        return ok(await deps.uploads.batchPreview(toBatchWhere(request.body), actorOf(principalOf(request))));
      },
    );
    r.post(
      '/city/data/manager/review',
      {
        config: { access: [permissions.cityDataExamine, permissions.cityDataPublish] },
        schema: {
          tags,
          summary:
            'Passes, rejects (with a reason) or publishes every value of a batch selection the action starts from, ' +
            'in one transaction. A selection naming an upload, economies or places moves all or none (403 when any ' +
            'lies outside your area); a series alone moves the values of your area; 409 when none is left. pass and ' +
            'reject need city:data:examine, publish city:data:publish.',
          body: batchReviewBodySchema,
          response: { 200: envelopeSchema(actionResultSchema) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { selection, action, reason } = request.body;
        const need = action === 'publish' ? permissions.cityDataPublish : permissions.cityDataExamine;
        if (!allows(principal, need)) throw forbidden('notAuthority');
        const note = action === 'reject' ? reason : undefined;
        const done = await deps.uploads.batchReview(toBatchWhere(selection), action, actorOf(principal), note);
        return ok(done, action === 'publish' ? 'publishSuccess' : 'examineSuccess');
      },
    );
    r.post(
      '/city/data/manager/upload/:id/removeValues',
      {
        config: { access: permissions.cityDataDelete },
        schema: {
          tags,
          summary:
            'Removes every value an upload brought (those a later upload or edit has not taken over), all or none, ' +
            'one delete log row each: 403 when any lies outside your area, 409 when none is left',
          params: z.object({ id: idSchema }),
          response: { 200: envelopeSchema(uploadRemovalResultSchema) },
        },
      },
      async (request) => {
        const done = await deps.uploads.removeValues(Number(request.params.id), actorOf(principalOf(request)));
        return ok(done, 'deleteSuccess');
      },
    );
    r.post(
      '/dimension/importGDPDeflators',
      {
        config: { access: permissions.deflatorImport },
        schema: {
          tags,
          ...multipartBody,
          summary:
            'Import GDP deflators (or any economy table) into a stored series: economy × year, wide (economy, 1960, 1961…) ' +
            'or long (economy, year, value); values are pending examination',
          querystring: z.object({ seriesId: idSchema }),
          response: { 200: envelopeSchema(deflatorImportResultSchema) },
        },
      },
      async (request) => {
        const actor = actorOf(principalOf(request));
        const seriesId = Number(request.query.seriesId);
        const series = await deps.places.findSeries(seriesId);
        if (!series) throw badRequest('seriesNotExist', [{ field: 'seriesId', message: 'seriesNotExist' }]);
        const file = await filePart(request);
        const result = await deps.uploads.upload(file, actor, {
          seriesId,
          seriesNumber: series.number,
          note: 'GDP deflator import',
        });
        return ok(
          {
            seriesId: String(seriesId),
            rows: result.rows,
            created: result.created,
            updated: result.updated,
            unchanged: result.unchanged,
            skippedRows: result.skippedRows,
            skipped: result.skipped,
          },
          'importSuccess',
        );
      },
    );
    r.get(
      '/dimension/exportGDPDeflators',
      {
        config: { access: permissions.deflatorExport },
        schema: {
          tags,
          summary: 'A series per economy and year (wide XLSX, the import layout)',
          querystring: z.object({ seriesId: idSchema }),
        },
      },
      async (request, reply) => {
        const file = await deps.exports.economyTable(
          Number(request.query.seriesId),
          actorOf(principalOf(request)),
          requestLanguage(request),
        );
        return attachment(reply, file.name).send(file.bytes);
      },
    );
    for (const url of ['/city/data/manager/downloadTemplate', '/series/citySerSeries/downloadTemplate']) {
      r.get(
        url,
        {
          config: { access: permissions.cityDataUpload },
          schema: {
            tags,
            summary:
              'The upload template of a series in the request language: XLSX with the Data sheet to fill, an ' +
              'Example sheet, the series and their stored types, the places of the user’s area (ids, codes, both ' +
              'names) and the instructions with the accepted number forms; or CSV (the header row)',
            querystring: z.object({ seriesId: idSchema, format: z.enum(['xlsx', 'csv']).default('xlsx') }),
          },
        },
        async (request, reply) => {
          const file = await seriesTemplate(
            deps.places,
            Number(request.query.seriesId),
            actorOf(principalOf(request)),
            requestLanguage(request),
            request.query.format,
          );
          return attachment(reply, file.name, file.type).send(file.bytes);
        },
      );
    }
    r.get(
      '/data/cityDataSeries/exportExcel',
      {
        config: { access: permissions.cityDataExport },
        schema: {
          tags,
          summary: 'Values matching the list filters, as a streamed XLSX',
          querystring: dataListQuerySchema,
        },
      },
      async (request, reply) => {
        const stream = deps.exports.values(toFilter(request.query), actorOf(principalOf(request)));
        return attachment(reply, 'city-data.xlsx').send(stream);
      },
    );
    r.get(
      '/data/cityDataSeries/exportSingleExcel',
      {
        config: { access: permissions.cityDataExport },
        schema: {
          tags,
          summary: 'The values of one series (optionally at one place), as a streamed XLSX',
          querystring: seriesFileQuerySchema,
        },
      },
      async (request, reply) => {
        const stream = deps.exports.values(toFilter(request.query), actorOf(principalOf(request)));
        return attachment(reply, `series-${request.query.seriesId}.xlsx`).send(stream);
      },
    );
  };
}
