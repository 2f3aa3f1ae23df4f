import type { FieldError } from '@csp/contract';
import type { Actor } from '../../db/area-scope.js';
import { AppError, badRequest } from '../../errors.js';
import { detectKind, peek, readRows } from '../../lib/spreadsheet/row-reader.js';
import {
  type Columns,
  duplicateGuard,
  fieldErrorsOf,
  type ResolvedRow,
  readHeader,
  resolveRow,
} from '../uploads/row-validator.js';
import type { UploadRepository } from '../uploads/upload.repository.js';
import type { UploadInput } from '../uploads/upload.service.js';
import { runUpload } from '../uploads/upload-run.js';
import type { UploadSettings } from '../uploads/upload-settings.js';

const maxReportedErrors = 100;

/**
 * Imports initial data: the upload layout and rules (known series, stored type, economy, city, year, number, the
 * importer's area, no point twice), and every row must belong to one of the `inputs` (`initialDataNotInput`).
 * One transaction (`runUpload`: batches written through its write pipeline while the file is read, all settled
 * before it ends): any bad row (the first 100 reported as `rows.<line>.<column>`) leaves nothing behind. Values
 * wait for examination; each change is logged with the note, and the import is recorded as an upload.
 */
export async function importInitialData(
  repo: UploadRepository,
  settings: UploadSettings,
  file: UploadInput,
  actor: Actor,
  target: { seriesId: number; inputs: Set<number>; note: string },
) {
  const { head, stream } = await peek(file.stream);
  if (head.length === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
  const kind = detectKind(file.fileName, head);
  const lookups = await repo.lookups();
  const row = { userId: actor.userId, seriesId: target.seriesId, fileName: file.fileName };
  const done = await runUpload(repo, settings, row, async ({ uploadId, tx, pipe }) => {
    const meta = { uploadId, userId: actor.userId, note: target.note };
    const totals = { rows: 0, created: 0, updated: 0, unchanged: 0, published: 0 };
    const errors: FieldError[] = [];
    const isDuplicate = duplicateGuard();
    let columns: Columns | undefined;
    let batch: ResolvedRow[] = [];
    let failed = false;
    const flush = async () => {
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      await pipe.write(async () => {
        const t = await tx.upsertBatch(rows, meta);
        totals.created += t.created;
        totals.updated += t.updated;
        totals.unchanged += t.unchanged;
        totals.published += t.published;
      });
    };
    for await (const rows of readRows(kind, stream)) {
      for (const row of rows) {
        if (!columns) {
          const header = readHeader(row.cells, false);
          if (header.missing.length > 0)
            throw badRequest(
              'columnMissing',
              header.missing.map((c) => ({ field: `columns.${c}`, message: 'columnMissing' })),
            );
          columns = header.columns;
          continue;
        }
        const resolved = resolveRow(row, columns, lookups, actor.scope, undefined);
        if (resolved === null || 'skipped' in resolved) continue;
        let found: FieldError[] | undefined;
        if (Array.isArray(resolved)) found = fieldErrorsOf(row.line, resolved);
        else if (!target.inputs.has(resolved.dimensionId)) {
          const column = columns.type === undefined ? 'series' : 'type';
          found = [{ field: `rows.${row.line}.${column}`, message: 'initialDataNotInput' }];
        } else if (isDuplicate(resolved)) found = [{ field: `rows.${row.line}`, message: 'rowDuplicate' }];
        totals.rows += 1;
        if (found) {
          // Nothing more is written once a row failed; the rest is still checked, to report it.
          errors.push(...found.slice(0, Math.max(0, maxReportedErrors - errors.length)));
          failed = true;
          batch = [];
          continue;
        }
        if (!failed) batch.push(resolved as ResolvedRow);
        if (batch.length >= settings.batchRows) await flush();
      }
    }
    if (file.truncated()) throw new AppError('fileTooLarge', 413, [{ field: 'file', message: 'fileTooLarge' }]);
    if (!columns) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
    if (failed) throw badRequest('excelException', errors);
    await flush();
    await pipe.drain();
    if (totals.rows === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
    if (totals.published > 0) await tx.bumpPublication();
    return { rowCount: totals.rows, result: totals };
  });
  const { rows, created, updated, unchanged } = done.result;
  return { rows, created, updated, unchanged };
}
