import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type BatchSelection,
  type Language,
  messageText,
  type PageResult,
  type UploadHistoryItem,
  type UploadPreview,
  type UploadProgress,
  type UploadSource,
} from '@csp/contract';
import type { Actor } from '../../db/area-scope.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { detectKind, peek, readRows } from '../../lib/spreadsheet/row-reader.js';
import { transitions } from '../data/transitions.js';
import { referenceLocks, referencesOf } from '../data/value-references.js';
import { errorReport, type StoredReport, UploadRefused } from './error-report.js';
import { type ReportFormat, reportFile } from './error-report-file.js';
import { duplicateGuard, type ResolvedRow, readHeader, resolveRow } from './row-validator.js';
import type { BatchWhere, NewPointRows, UploadRepository } from './upload.repository.js';
import { type OriginalFiles, originalPurpose, originalType, recordedStream } from './upload-originals.js';
import { type ProgressBoard, progressBoard, type UploadEndNotifier } from './upload-progress.js';
import { runUpload } from './upload-run.js';
import type { UploadSettings } from './upload-settings.js';
import { fromHeader, type WideRow, widen } from './wide-rows.js';

/** A batch review selection of the request as ids. */
export const toBatchWhere = (s: BatchSelection): BatchWhere => ({
  uploadId: s.uploadId === undefined ? undefined : Number(s.uploadId),
  seriesId: s.seriesId === undefined ? undefined : Number(s.seriesId),
  dimensionId: s.dimensionId === undefined ? undefined : Number(s.dimensionId),
  countryIds: s.countryIds?.map(Number),
  places: s.places?.map((p) => ({
    countryId: Number(p.countryId),
    cityId: p.cityId === null ? null : Number(p.cityId),
  })),
});

/** The batch review actions (`data/transitions.ts`). */
export type BatchAction = 'pass' | 'reject' | 'publish';

/** At most this many values are listed in a preview (all are counted). */
const maxPreviewRows = 500;

/** The rows read are written to the upload's record every this many rows (progress). */
const progressEvery = 10_000;

/** A removal row of an uploader without city:data:delete. */
const removalRefused = { column: 'value', key: 'uploadRemoveNotAllowed' } as const;

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
  /** The source and licence of the file's figures (issue 16); none: the series' source is credited. */
  source?: UploadSource | null;
  /** Called with the upload's id as soon as it is recorded (a background upload answers with it). */
  onStart?: (uploadId: number) => void;
  /** The uploader's language (the notice at the end of a background upload). */
  lang?: Language;
  /** Removal rows are allowed (the uploader holds city:data:delete); otherwise each is a row error. */
  mayRemove?: boolean;
  /** Called as the upload starts; what it returns is called when the upload has ended (`lib/session-passes.ts`). */
  hold?: () => () => void;
}

export interface UploadServiceExtras {
  /** The uploads running in this process and how far they got (default: a board of this service's own). */
  progress?: ProgressBoard;
  /** Tells the uploader that a background upload ended (a notice); none: not told. */
  notifyEnd?: UploadEndNotifier;
  /** Where each upload's file is kept as it came, for the history's download (issue 17); none: not kept. */
  originals?: OriginalFiles;
}

/**
 * Uploads of values (SPEC §5: excel or csv within 50 MB). The file is streamed, each row checked in memory
 * against look-ups loaded once, and valid rows written in batches of multi-row upserts inside ONE transaction
 * while parsing goes on (`settings.batchRows` a batch, through the transaction's write pipeline, which settles
 * every write before the transaction ends: `runUpload`). Any bad row (reported row by row with message keys,
 * the first 100) rolls everything back: all rows or none. Written values are pending examination.
 */
export function uploadService(repo: UploadRepository, settings: UploadSettings, extras: UploadServiceExtras = {}) {
  const board = extras.progress ?? progressBoard();
  return {
    /**
     * How far one of the actor's uploads has got (issue 17): one running in this process from memory (rows read
     * and checked, rows with errors, rows written in its transaction), else its record (status, rows read as last
     * written, counts or the failure). Another user's upload answers 404, as a missing one.
     */
    async progress(uploadId: number, actor: Actor): Promise<UploadProgress> {
      const live = board.get(uploadId);
      if (live) {
        if (live.userId !== actor.userId) throw notFound('uploadNotExist');
        const { rowsRead, rowsWithErrors, rowsWritten } = live;
        return { uploadId: String(uploadId), status: 'processing', rowsRead, rowsWithErrors, rowsWritten };
      }
      const found = await repo.progressOf(uploadId);
      if (!found || found.userId === null || Number(found.userId) !== actor.userId) throw notFound('uploadNotExist');
      const counts = (found.result ?? {}) as Record<string, unknown>;
      const num = (k: string) => (typeof counts[k] === 'number' ? (counts[k] as number) : null);
      const status = found.status as UploadProgress['status'];
      return {
        uploadId: String(uploadId),
        status,
        rowsRead: status === 'done' ? found.rowCount : found.rowsRead,
        rowsWithErrors: null,
        rowsWritten: status === 'done' ? found.rowCount : null,
        ...(status === 'done' ? { created: num('created'), updated: num('updated'), unchanged: num('unchanged') } : {}),
        ...(status === 'failed'
          ? {
              errorKey: ((found.errors as { key?: string }[])[0]?.key ?? null) as string | null,
              hasReport: Boolean(found.hasReport),
            }
          : {}),
      };
    },

    /**
     * The full error report of a refused upload of the actor's (another user's upload answers 404, as one that
     * does not exist), as CSV or XLSX in `lang`.
     */
    async errorReportFile(uploadId: number, actor: Actor, lang: Language, format: ReportFormat) {
      const found = await repo.reportOf(uploadId);
      if (!found || found.userId !== actor.userId) throw notFound('uploadNotExist');
      if (!found.report) throw notFound('uploadReportNone');
      return reportFile(found.report as StoredReport, lang, format, uploadId);
    },

    /**
     * The file of an upload as it was uploaded, for those who see the upload in the history; 404 for any other
     * upload, and for one whose file is not kept (refused before it was recorded, or stopped before its end).
     */
    async originalFile(uploadId: number, actor: Actor) {
      const found = await repo.originalOf(uploadId, actor);
      if (!found || !extras.originals) throw notFound('uploadFileNone');
      const { file, stream } = await extras.originals.openOf(found.fileId, originalPurpose);
      return { name: found.fileName || file.originalName, size: file.size, stream };
    },

    /** A page of the upload history (`UploadRepository.history`), with each upload's counts and failure. */
    async history(actor: Actor, query: { pageNo: number; pageSize: number }): Promise<PageResult<UploadHistoryItem>> {
      const { rows, total } = await repo.history(actor, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const num = (result: unknown, key: string) => {
        const v = (result as Record<string, unknown> | null)?.[key];
        return typeof v === 'number' ? v : null;
      };
      return {
        records: rows.map((r) => ({
          id: String(r.id),
          fileName: r.fileName,
          seriesNumber: r.seriesNumber,
          seriesNameEn: r.seriesNameEn,
          seriesNameZh: r.seriesNameZh,
          status: r.status,
          rowCount: r.rowCount,
          rowsRead: r.rowsRead,
          created: num(r.result, 'created'),
          updated: num(r.result, 'updated'),
          unchanged: num(r.result, 'unchanged'),
          removed: num(r.result, 'removed'),
          skippedRows: num(r.result, 'skippedRows'),
          errorKey:
            r.status === 'failed' ? (((r.errors as { key?: string }[])[0]?.key ?? null) as string | null) : null,
          hasReport: Boolean(r.hasReport),
          hasFile: Boolean(r.hasFile),
          mine: r.userId !== null && Number(r.userId) === actor.userId,
          username: r.username,
          createdAt: new Date(r.createdAt).toISOString(),
          source: r.source ?? null,
        })),
        total,
        size: query.pageSize,
        current: query.pageNo,
        pages: Math.ceil(total / query.pageSize),
      };
    },

    /** What the upload's values (in the actor's area) would change on the public side: old → new, by status. */
    async preview(uploadId: number, actor: Actor): Promise<UploadPreview> {
      if (!(await repo.findUpload(uploadId))) throw notFound('uploadNotExist');
      return { uploadId: String(uploadId), ...(await this.batchPreview({ uploadId }, actor)) };
    },

    /**
     * What a batch selection's values in the actor's area would change on the public side (issue 17): counts by
     * status, new and changed points, the first 500 values with old → new.
     */
    async batchPreview(selection: BatchWhere, actor: Actor): Promise<UploadPreview> {
      const { rows, counts } = await repo.preview(selection, actor.scope, maxPreviewRows);
      const byStatus: Record<string, number> = {};
      let total = 0;
      let changed = 0;
      for (const c of counts) {
        byStatus[c.status] = Number(c.n);
        total += Number(c.n);
        changed += Number(c.changed);
      }
      return {
        total,
        byStatus,
        added: total - changed,
        changed,
        rows: rows.map((r) => ({
          id: String(r.id),
          economy: r.economy,
          economyNameEn: r.economy_name_en,
          economyNameZh: r.economy_name_zh,
          cityNameEn: r.city_name_en,
          cityNameZh: r.city_name_zh,
          type: r.type,
          year: Number(r.year),
          oldValue: r.old_value === null ? null : Number(r.old_value),
          newValue: Number(r.value),
          status: r.status,
        })),
      };
    },

    /**
     * Passes, rejects or publishes every value of an upload that the action starts from, in one transaction:
     * all or none (403 when any lies outside the actor's area), 409 when none is left to move.
     */
    async review(uploadId: number, action: BatchAction, actor: Actor, reason?: string) {
      if (!(await repo.findUpload(uploadId))) throw notFound('uploadNotExist');
      return this.batchReview({ uploadId }, action, actor, action === 'reject' ? reason : `upload #${uploadId}`);
    },

    /**
     * Passes, rejects or publishes every selected value the action starts from, in one transaction (issue 17).
     * A selection naming an upload, economies or places moves all or none: 403 when any of its values lies outside
     * the actor's area; a series alone moves the values of the actor's area. 409 when none is left to move.
     * `note` goes into each log row (a rejection's reason).
     */
    async batchReview(selection: BatchWhere, action: BatchAction, actor: Actor, note?: string) {
      const move = transitions[action];
      const named = selection.uploadId !== undefined || selection.countryIds || selection.places;
      return repo.transaction(async (tx) => {
        const census = await tx.reviewCensus(selection, actor.scope, move.from);
        if (census.inScope === 0 && census.total > 0) throw forbidden('notJurisdiction');
        if (census.total === 0) throw conflict('selectionEmpty');
        if (named && census.inScope < census.total) throw forbidden('notJurisdiction');
        const count = await tx.reviewMove(selection, actor.scope, {
          ...move,
          note: note ?? (action === 'reject' ? null : 'batch review'),
          userId: actor.userId,
        });
        if (move.to === 'published') await tx.bumpPublication(census.series);
        return { count };
      });
    },

    /**
     * Removes every value an upload brought (those still carrying its id: a later upload or edit of a point takes
     * it over), all or none: refused (403) when any of them lies outside the actor's area, 409 when none is left.
     * One `delete` log row each; published ones leave the public side.
     */
    async removeValues(uploadId: number, actor: Actor) {
      const found = await repo.findUpload(uploadId);
      if (!found) throw notFound('uploadNotExist');
      return repo.transaction(async (tx) => {
        const values = await tx.valuesOf(uploadId, actor.scope);
        if (values.total === 0) throw conflict('uploadNothingToRemove');
        if (values.inScope < values.total) throw forbidden('notJurisdiction');
        const removed = await tx.removeValues(uploadId, actor.userId, `removal of upload #${uploadId}`);
        if (values.published > 0) await tx.bumpPublication(values.series);
        return { uploadId: String(uploadId), removed, published: values.published };
      });
    },

    /**
     * Sets (or clears, null) the source and licence credited for an upload's figures (issue 16). Allowed when every
     * value the upload still holds lies in the actor's area (403 otherwise); an upload holding none, only for its
     * uploader or an administrator of every area. When some of its values are published the public side changes:
     * the publication version is raised for their series.
     */
    async setSource(uploadId: number, source: UploadSource | null, actor: Actor) {
      const found = await repo.findUpload(uploadId);
      if (!found) throw notFound('uploadNotExist');
      return repo.transaction(async (tx) => {
        const values = await tx.valuesOf(uploadId, actor.scope);
        const own = found.userId !== null && Number(found.userId) === actor.userId;
        const allowed = values.total === 0 ? own || actor.scope.kind === 'all' : values.inScope === values.total;
        if (!allowed) throw forbidden('notJurisdiction');
        await tx.setSource(uploadId, source);
        if (values.published > 0) await tx.bumpPublication(values.series);
        return { uploadId: String(uploadId), source };
      });
    },

    /**
     * Starts an upload that goes on after the reply: the file is first saved to a temporary file (the request's
     * stream ends with the request), then read from there; resolves with the upload's id once it is recorded. Its
     * end (stored, or refused with its report) is in the upload history; the temporary file is removed after.
     */
    async uploadInBackground(input: UploadInput, actor: Actor, options: UploadOptions = {}): Promise<number> {
      const dir = await mkdtemp(path.join(tmpdir(), 'csp-upload-'));
      const file = path.join(dir, 'upload');
      try {
        await pipeline(input.stream, createWriteStream(file));
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      if (input.truncated()) {
        await rm(dir, { recursive: true, force: true });
        throw new AppError('fileTooLarge', 413, [{ field: 'file', message: 'fileTooLarge' }]);
      }
      let uploadId = 0;
      /** The uploader's notice of the end (never fails the upload). */
      const notify = (outcome: Parameters<UploadEndNotifier>[0]['outcome']) =>
        extras
          .notifyEnd?.({
            uploadId,
            userId: actor.userId,
            fileName: input.fileName,
            lang: options.lang ?? 'en',
            outcome,
          })
          .catch(() => undefined);
      return new Promise<number>((resolve, reject) => {
        let started = false;
        this.upload({ fileName: input.fileName, stream: createReadStream(file), truncated: () => false }, actor, {
          ...options,
          onStart: (id) => {
            started = true;
            uploadId = id;
            resolve(id);
          },
        })
          .then(
            (done) => {
              if (started)
                void notify({
                  ok: true,
                  rows: done.rows,
                  created: done.created,
                  updated: done.updated,
                  unchanged: done.unchanged,
                });
            },
            (error: unknown) => {
              if (!started)
                reject(error); // refused before it was recorded (an empty file): answered at once
              else {
                const key = error instanceof AppError ? error.key : 'internalError';
                const count = error instanceof UploadRefused ? error.stored().rowsWithErrors : 0;
                const text = messageText(key, options.lang ?? 'en').replace('{count}', String(count));
                void notify({ ok: false, key, text });
              }
            },
          )
          .finally(() => void rm(dir, { recursive: true, force: true }));
      });
    },

    async upload(input: UploadInput, actor: Actor, options: UploadOptions = {}) {
      const release = options.hold?.();
      try {
        return await this.run(input, actor, options);
      } finally {
        release?.();
      }
    },

    async run(input: UploadInput, actor: Actor, options: UploadOptions) {
      // The file as it came is kept for the history once the upload is recorded and the file read to its end.
      const recorded = extras.originals ? recordedStream(input.stream) : undefined;
      const saveOriginal = async (uploadId: number) => {
        const bytes = recorded?.bytes();
        if (!bytes || !extras.originals || input.truncated()) return;
        try {
          const name = input.fileName || `upload-${uploadId}`;
          const mimeType = originalType(name);
          const saved = await extras.originals.save({
            name,
            mimeType,
            bytes,
            purpose: originalPurpose,
            ownerId: actor.userId,
          });
          await repo.setFile(uploadId, saved.id);
        } catch {
          // The upload's outcome stands without its original (the history then offers no file to download).
        }
      };
      /**
       * Kept once: started as soon as every row is read and the file is read to its end (while the last batches are
       * still written: ~0.2 s of a 1,000,000-row upload, bench/README.md "Session 17"), else after the outcome.
       * Whatever the outcome, the reply waits for it, as before.
       */
      let originalKept: Promise<void> | undefined;
      const keepOriginal = (uploadId: number) => {
        originalKept ??= saveOriginal(uploadId);
        return originalKept;
      };
      const { head, stream } = await peek(recorded?.stream ?? input.stream);
      if (head.length === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
      const kind = detectKind(input.fileName, head);
      const lookups = await repo.lookups();
      const row = {
        userId: actor.userId,
        seriesId: options.seriesId ?? null,
        fileName: input.fileName,
        source: options.source ?? null,
      };
      let liveId: number | undefined;
      const done = await runUpload(repo, settings, row, async ({ uploadId, tx, pipe }) => {
        liveId = uploadId;
        const live = board.start(uploadId, actor.userId);
        options.onStart?.(uploadId);
        const totals = { created: 0, updated: 0, unchanged: 0, removed: 0, published: 0 };
        const report = errorReport();
        const skipped: { line: number; economy: string; name: string }[] = [];
        let skippedRows = 0;
        let rowCount = 0;
        let batch: ResolvedRow[] = [];
        const meta = { uploadId, userId: actor.userId, note: options.note ?? `upload #${uploadId}` };
        const isDuplicate = duplicateGuard();
        /** Progress for the history and the dialog, outside the transaction; one write in flight at most. */
        let reporting = false;
        const showProgress = (rows: number) => {
          if (reporting) return;
          reporting = true;
          void repo
            .progress(uploadId, rows)
            .catch(() => undefined)
            .finally(() => {
              reporting = false;
            });
        };
        /** Whether each stored type held no value before this upload (then its rows cannot collide). */
        const fresh = new Map<number, boolean>();
        const touched = new Set<number>();
        const lockReferences = referenceLocks(tx.lockReferences);
        const write = async (batchRows: ResolvedRow[], prepared?: NewPointRows) => {
          let rows = batchRows;
          try {
            const refs = referencesOf(rows);
            for (const id of refs.seriesIds) touched.add(id);
            const missing = await lockReferences(refs);
            if (missing) throw notFound(missing);
            const removals = rows.filter((row) => row.remove);
            if (removals.length) {
              const gone = await tx.removeBatch(removals, meta);
              totals.removed += gone.removed;
              totals.published += gone.published;
              rows = rows.filter((row) => !row.remove);
            }
            const unknown = new Map<number, { seriesId: number; dimensionId: number }>();
            for (const row of rows) if (!fresh.has(row.dimensionId)) unknown.set(row.dimensionId, row);
            const found = await tx.freshTypes([...unknown.values()]);
            for (const id of unknown.keys()) fresh.set(id, found.has(id));
            const plain = rows.filter((row) => fresh.get(row.dimensionId));
            const rest = rows.filter((row) => !fresh.get(row.dimensionId));
            const none = { created: 0, updated: 0, unchanged: 0, published: 0 };
            // All new points (an upload into types that held nothing): the rows put together ahead are written.
            const a = plain.length
              ? await tx.insertBatch(plain.length === rows.length ? rows : plain, meta, prepared)
              : none;
            const b = rest.length ? await tx.upsertBatch(rest, meta) : none;
            totals.created += a.created + b.created;
            totals.updated += b.updated;
            totals.unchanged += b.unchanged;
            totals.published += b.published;
            live.rowsWritten += rows.length + removals.length;
          } catch (error) {
            throw collision(error) ? conflict('dataValueExists') : error;
          }
        };
        /**
         * Hands the rows gathered so far to the pipeline: written while the next ones are read. Rows likely to be new
         * points (no removal, no type known to hold values) are put together for their COPY now, while the batch
         * before them is being written, rather than on the database's time.
         */
        const flush = async () => {
          if (batch.length === 0) return;
          const rows = batch;
          batch = [];
          const likelyNew = rows.every((row) => !row.remove && fresh.get(row.dimensionId) !== false);
          const prepared = likelyNew ? tx.prepareNewPoints(rows, meta) : undefined;
          await pipe.write(() => write(rows, prepared));
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
              report.header(row.source ?? row.cells);
              worldBank = columns.indicator !== undefined;
              continue;
            }
            live.rowsRead += 1;
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
            if (!Array.isArray(resolved) && resolved.remove && !options.mayRemove) {
              batch = [];
              const value = row.cells[columns.value ?? -1] ?? '';
              report.add(row.line, [{ ...removalRefused, value }], row.header, row.source ?? row.cells);
              live.rowsWithErrors += 1;
              continue;
            }
            if (Array.isArray(resolved) || isDuplicate(resolved)) {
              batch = [];
              const found = Array.isArray(resolved) ? resolved : [{ value: '', key: 'rowDuplicate' as const }];
              report.add(row.line, found, row.header, row.source ?? row.cells);
              live.rowsWithErrors += 1;
              continue;
            }
            rowCount += 1;
            if (rowCount % progressEvery === 0) showProgress(rowCount);
            if (report.failed) continue;
            batch.push(resolved);
            if (batch.length >= settings.batchRows) await flush();
          }
          // The rows in hand are checked in one go; then the database's answers wait no longer: a batch's statements
          // go one after another on the transaction's connection, each sent as the one before it answers, and a read
          // stream with data buffered resolves this loop's next rows at once, never letting those answers in.
          await nextTurn();
        }
        if (input.truncated()) throw new AppError('fileTooLarge', 413, [{ field: 'file', message: 'fileTooLarge' }]);
        if (!columns) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
        if (report.failed) throw report.error(uploadId);
        if (recorded?.complete()) void keepOriginal(uploadId); // awaited after the outcome
        await flush();
        await pipe.drain();
        if (rowCount === 0) throw badRequest('uploadFileEmpty', [{ field: 'file', message: 'uploadFileEmpty' }]);
        if (totals.published > 0) await tx.bumpPublication([...touched]);
        return { rowCount, result: { ...totals, skippedRows, skipped } };
      })
        .catch(async (error: unknown) => {
          // A refused file keeps its full report (language-neutral) for the download; the refusal goes on.
          if (error instanceof UploadRefused && error.uploadId !== undefined)
            await repo.saveReport(error.uploadId, error.stored()).catch(() => undefined);
          throw error;
        })
        .catch(async (error: unknown) => {
          if (liveId !== undefined) {
            await keepOriginal(liveId);
            board.end(liveId);
          }
          throw error;
        });
      const { skippedRows, skipped } = done.result;
      const counts = { ...pick(done.result), skippedRows };
      await repo.saveResult(done.uploadId, counts).catch(() => undefined);
      await keepOriginal(done.uploadId);
      board.end(done.uploadId); // after the counts are kept: a reader then finds them in the record
      return { uploadId: String(done.uploadId), rows: done.rowCount, ...counts, skipped };
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

const pick = (t: { created: number; updated: number; unchanged: number; removed: number }) => ({
  created: t.created,
  updated: t.updated,
  unchanged: t.unchanged,
  removed: t.removed,
});
