import {
  envelopeSchema,
  type FieldError,
  limits,
  type MessageKey,
  permissions,
  seriesImportResultSchema,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors.js';
import { isCleanText } from '../../lib/clean-text.js';
import { ok } from '../../lib/reply.js';
import { cellsByColumn, isBlankRow, readSheetHeader } from '../../lib/spreadsheet/header.js';
import { detectKind, peek, readRows } from '../../lib/spreadsheet/row-reader.js';
import type { UploadInput } from '../uploads/upload.service.js';
import type { SeriesRepository } from './series.repository.js';
import { seriesImportColumns, seriesImportTemplate } from './series-import-template.js';

const columns = seriesImportColumns;
type Column = (typeof columns)[number];
type Row = Record<Column, string> & { line: number };

/**
 * Imports series definitions (SPEC §7 importSeries): one series per row, created or, when the number exists,
 * updated; level-2 rows name a level-1 parent (existing or in the same file). All rows or none.
 */
export function seriesImportService(repo: SeriesRepository) {
  return {
    template: async () => seriesImportTemplate(await repo.list()),
    async import(input: UploadInput) {
      const { head, stream } = await peek(input.stream);
      const kind = detectKind(input.fileName, head);
      const rows: Row[] = [];
      let index: Partial<Record<Column, number>> | undefined;
      for await (const batch of readRows(kind, stream))
        for (const raw of batch) {
          if (!index) {
            index = readSheetHeader(raw.cells, columns, ['number', 'level', 'name_en', 'name_zh']);
            continue;
          }
          if (isBlankRow(raw.cells)) continue;
          rows.push({ ...cellsByColumn(raw.cells, columns, index), line: raw.line });
        }
      if (input.truncated()) throw new AppError('fileTooLarge', 413);
      if (rows.length === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
      const existing = await repo.list();
      const errors: FieldError[] = [];
      const fail = (r: Row, column: Column, key: MessageKey) =>
        errors.push({ field: `rows.${r.line}.${column}`, message: key });
      const inFile = new Map<string, Row>();
      for (const r of rows) {
        const unclean = columns.filter((c) => !isCleanText(r[c]));
        for (const c of unclean) fail(r, c, 'textInvalidCharacter'); // NUL or a lone surrogate in a cell
        if (unclean.length) continue;
        if (!/^\d{1,18}$/.test(r.number)) fail(r, 'number', 'numberNotData');
        else if (inFile.has(r.number)) fail(r, 'number', 'seriesNumberRepeat');
        inFile.set(r.number, r);
        if (r.level !== '1' && r.level !== '2') fail(r, 'level', 'levelNotNull');
        if (!r.name_en || !r.name_zh) fail(r, r.name_en ? 'name_zh' : 'name_en', 'seriesNotName');
        const clash = existing.find((s) => s.number !== r.number && (s.nameEn === r.name_en || s.nameZh === r.name_zh));
        if (clash) fail(r, 'name_en', 'seriesNameRepeat');
      }
      for (const r of rows) {
        if (r.level !== '2') continue;
        const parentLevel =
          inFile.get(r.parent_number)?.level ?? existing.find((s) => s.number === r.parent_number)?.level;
        if (String(parentLevel) !== '1') fail(r, 'parent_number', 'seriesParentInvalid');
      }
      if (errors.length) throw badRequest('excelException', errors.slice(0, 100));
      return repo.transaction(async (tx) => {
        let created = 0;
        let updated = 0;
        const ids = new Map(existing.map((s) => [s.number, s.id]));
        for (const r of [...rows].sort((a, b) => Number(a.level) - Number(b.level))) {
          const values = {
            level: Number(r.level),
            pid: r.level === '2' ? (ids.get(r.parent_number) ?? null) : null,
            number: r.number,
            nameEn: r.name_en,
            nameZh: r.name_zh,
            unitEn: r.unit_en,
            unitZh: r.unit_zh,
            valueKind: r.value_kind || 'amount',
            decimals: /^\d$/.test(r.decimals) ? Number(r.decimals) : 2,
            sourceEn: r.source_en,
            sourceZh: r.source_zh,
            licence: r.licence,
          };
          const id = ids.get(r.number);
          if (id !== undefined) {
            await tx.update(id, values);
            updated += 1;
          } else {
            const row = await tx.insert(values);
            ids.set(row.number, row.id);
            if (row.level === 2) await tx.insertDefaultType(row.id);
            created += 1;
          }
        }
        await tx.bumpPublication();
        return { created, updated };
      });
    },
  };
}
export type SeriesImportService = ReturnType<typeof seriesImportService>;

export function seriesImportRoutes(service: SeriesImportService) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/series/citySerSeries/importTemplate',
      {
        config: { access: permissions.seriesImport },
        schema: {
          tags: ['series'],
          summary: 'The XLSX template of the series import (columns, example, groups, rules)',
        },
      },
      async (_request, reply) =>
        reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="series-import-template.xlsx"')
          .header('cache-control', 'no-store')
          .send(await service.template()),
    );
    app.withTypeProvider<ZodTypeProvider>().post(
      '/series/citySerSeries/importSeries',
      {
        config: { access: permissions.seriesImport },
        schema: {
          tags: ['series'],
          consumes: ['multipart/form-data'],
          summary:
            'Import series definitions (xlsx or csv): number, parent_number, level, name_en, name_zh, unit_en, unit_zh, ' +
            'value_kind, decimals, source_en, source_zh, licence; existing numbers are updated; all rows or none',
          response: { 200: envelopeSchema(seriesImportResultSchema) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const part = await request.file({ limits: { fileSize: limits.dataFileBytes, files: 1 } });
        if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const result = await service.import({
          fileName: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        });
        return ok(result, 'importSuccess');
      },
    );
  };
}
