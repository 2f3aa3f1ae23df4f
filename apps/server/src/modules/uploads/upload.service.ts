import type { Readable } from 'node:stream';
import type { FieldError } from '@csp/contract';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import type { Actor } from '../data/area-scope.js';
import { referencesOf } from '../data/value-references.js';
import { detectKind, peek, type RawRow, readRows } from './row-reader.js';
import { duplicateGuard, type ResolvedRow, readHeader, resolveRow } from './row-validator.js';
import type { UploadRepository } from './upload.repository.js';
import { runUpload } from './upload-run.js';
import type { UploadSettings } from './upload-settings.js';
import { widen } from './wide-rows.js';

const maxReportedErrors = 100;

export interface UploadInput {
  fileName: string;
  stream: Readable;
  /** Did the file pass the size limit (the multipart stream was cut)? */
  truncated: () => boolean;
}

export interface UploadOptions {
  /** Every row belongs to this series (its number); the file then needs no series column. */
  seriesNumber?: string;
  seriesId?: number;
  /** Also accept the wide layout: economy, then one column per year (GDP deflator tables). */
  allowWide?: boolean;
  note?: string;
}

/**
 * Uploads of values (SPEC §5: excel or csv within 50 MB). The file is streamed, each row checked in memory
 * against look-ups loaded once, and valid rows written in batches of multi-row upserts inside ONE transaction
 * while parsing goes on (`settings.batchRows` a batch, through the transaction's write pipeline, which settles
 * every write before the transaction ends: `runUpload`). Any bad row (reported row by row with message keys,
 * the first 100) rolls everything back: all rows or none. Written values are pending examination.
 */
export function uploadService(repo: UploadRepository, settings: UploadSettings) {
  return {
    async upload(input: UploadInput, actor: Actor, options: UploadOptions = {}) {
      const { head, stream } = await peek(input.stream);
      if (head.length === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
      const kind = detectKind(input.fileName, head);
      const lookups = await repo.lookups();
      const row = { userId: actor.userId, seriesId: options.seriesId ?? null, fileName: input.fileName };
      const done = await runUpload(repo, settings, row, async ({ uploadId, tx, pipe }) => {
        const totals = { created: 0, updated: 0, published: 0 };
        const errors: FieldError[] = [];
        let failed = false;
        let rowCount = 0;
        let batch: ResolvedRow[] = [];
        const meta = { uploadId, userId: actor.userId, note: options.note ?? `upload #${uploadId}` };
        const isDuplicate = duplicateGuard();
        /** Whether each stored type held no value before this upload (then its rows cannot collide). */
        const fresh = new Map<number, boolean>();
        const touched = new Set<number>();
        const write = async (rows: ResolvedRow[]) => {
          try {
            const refs = referencesOf(rows);
            for (const id of refs.seriesIds) touched.add(id);
            const missing = await tx.lockReferences(refs);
            if (missing) throw notFound(missing);
            const unknown = new Map<number, { seriesId: number; dimensionId: number }>();
            for (const row of rows) if (!fresh.has(row.dimensionId)) unknown.set(row.dimensionId, row);
            const found = await tx.freshTypes([...unknown.values()]);
            for (const id of unknown.keys()) fresh.set(id, found.has(id));
            const plain = rows.filter((row) => fresh.get(row.dimensionId));
            const rest = rows.filter((row) => !fresh.get(row.dimensionId));
            const a = plain.length ? await tx.insertBatch(plain, meta) : { created: 0, updated: 0, published: 0 };
            const b = rest.length ? await tx.upsertBatch(rest, meta) : { created: 0, updated: 0, published: 0 };
            totals.created += a.created + b.created;
            totals.updated += b.updated;
            totals.published += b.published;
          } catch (error) {
            throw collision(error) ? conflict('dataValueExists') : error;
          }
        };
        /** Hands the rows gathered so far to the pipeline: written while the next ones are read. */
        const flush = async () => {
          if (batch.length === 0) return;
          const rows = batch;
          batch = [];
          await pipe.write(() => write(rows));
        };
        const source = readRows(kind, stream);
        const batches: AsyncIterable<RawRow[]> = options.allowWide ? widen(source) : source;
        let columns: ReturnType<typeof readHeader>['columns'] | undefined;
        for await (const rows of batches) {
          for (const row of rows) {
            if (!columns) {
              const header = readHeader(row.cells, options.seriesNumber !== undefined);
              if (header.missing.length > 0) {
                throw badRequest(
                  'columnMissing',
                  header.missing.map((c) => ({ field: `columns.${c}`, message: 'columnMissing' })),
                );
              }
              columns = header.columns;
              continue;
            }
            const resolved = resolveRow(row, columns, lookups, actor.scope, options.seriesNumber);
            if (resolved === null) continue;
            if (Array.isArray(resolved) || isDuplicate(resolved)) {
              failed = true;
              batch = [];
              const found = Array.isArray(resolved)
                ? resolved
                : [{ field: `rows.${row.line}`, message: 'rowDuplicate' as const }];
              if (errors.length < maxReportedErrors) errors.push(...found.slice(0, maxReportedErrors - errors.length));
              continue;
            }
            rowCount += 1;
            if (failed) continue;
            batch.push(resolved);
            if (batch.length >= settings.batchRows) await flush();
          }
        }
        if (input.truncated()) throw new AppError('fileTooLarge', 413, [{ field: 'file', message: 'fileTooLarge' }]);
        if (!columns) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
        if (failed) throw badRequest('excelException', errors);
        await flush();
        await pipe.drain();
        if (rowCount === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
        if (totals.published > 0) await tx.bumpPublication([...touched]);
        return { rowCount, result: totals };
      });
      return { uploadId: String(done.uploadId), rows: done.rowCount, ...pick(done.result) };
    },
  };
}
export type UploadService = ReturnType<typeof uploadService>;

/** A unique violation (SQLSTATE 23505), e.g. another upload writing the same points at the same moment. */
function collision(error: unknown): boolean {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth += 1) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

const pick = (t: { created: number; updated: number }) => ({ created: t.created, updated: t.updated });
