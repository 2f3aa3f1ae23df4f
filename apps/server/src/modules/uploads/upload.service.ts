import type { Readable } from 'node:stream';
import type { Actor } from '../../db/area-scope.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { detectKind, peek, readRows } from '../../lib/spreadsheet/row-reader.js';
import { referencesOf } from '../data/value-references.js';
import { errorReport } from './error-report.js';
import { duplicateGuard, type ResolvedRow, readHeader, resolveRow } from './row-validator.js';
import type { UploadRepository } from './upload.repository.js';
import { runUpload } from './upload-run.js';
import type { UploadSettings } from './upload-settings.js';
import { fromHeader, type WideRow, widen } from './wide-rows.js';

/** At most this many skipped rows (World Bank aggregates) are listed in the reply; all are counted. */
const maxListedSkipped = 300;

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
        const report = errorReport();
        const skipped: { line: number; economy: string; name: string }[] = [];
        let skippedRows = 0;
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
        // Note lines above the header are dropped; the wide layout (one column per year) becomes long rows.
        const batches: AsyncIterable<WideRow[]> = widen(fromHeader(readRows(kind, stream)));
        let columns: ReturnType<typeof readHeader>['columns'] | undefined;
        /** A World Bank file (an "Indicator Code" column): economies the product does not hold are skipped. */
        let worldBank = false;
        let lastSkipped = -1;
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
              worldBank = columns.indicator !== undefined;
              continue;
            }
            const resolved = resolveRow(row, columns, lookups, actor.scope, options.seriesNumber, worldBank);
            if (resolved === null) continue;
            if ('skipped' in resolved) {
              if (row.line !== lastSkipped) {
                lastSkipped = row.line;
                skippedRows += 1;
                if (skipped.length < maxListedSkipped) skipped.push({ line: row.line, ...resolved.skipped });
              }
              continue;
            }
            if (Array.isArray(resolved) || isDuplicate(resolved)) {
              batch = [];
              const found = Array.isArray(resolved) ? resolved : [{ value: '', key: 'rowDuplicate' as const }];
              report.add(row.line, found, row.header);
              continue;
            }
            rowCount += 1;
            if (report.failed) continue;
            batch.push(resolved);
            if (batch.length >= settings.batchRows) await flush();
          }
        }
        if (input.truncated()) throw new AppError('fileTooLarge', 413, [{ field: 'file', message: 'fileTooLarge' }]);
        if (!columns) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
        if (report.failed) throw report.error();
        await flush();
        await pipe.drain();
        if (rowCount === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
        if (totals.published > 0) await tx.bumpPublication([...touched]);
        return { rowCount, result: { ...totals, skippedRows, skipped } };
      });
      const { skippedRows, skipped } = done.result;
      return { uploadId: String(done.uploadId), rows: done.rowCount, ...pick(done.result), skippedRows, skipped };
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
