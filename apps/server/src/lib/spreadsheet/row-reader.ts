import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { AppError, badRequest } from '../../errors.js';
import { type ParseBudget, parseBudget } from './parse-limits.js';
import { takeParseSlot } from './parse-slots.js';
import { collect, XlsFormatError, xlsRows } from './xls/workbook.js';
import { xlsxSheetRows } from './xlsx-reader.js';

export type FileKind = 'csv' | 'xlsx' | 'xls';

/** A row of cells as text, numbered as the file numbers it (1 = the header row). */
export interface RawRow {
  line: number;
  cells: string[];
}

const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * What a file is, from its name and first bytes: a CSV, an Office Open XML workbook (.xlsx, or .xls saved in
 * that format) or a legacy binary workbook (BIFF8 in an OLE compound file, read by ./xls). Anything else is 415.
 */
export function detectKind(fileName: string, head: Buffer): FileKind {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if ((ext === 'xlsx' || ext === 'xls') && head.subarray(0, 4).equals(zip)) return 'xlsx';
  if ((ext === 'xlsx' || ext === 'xls') && head.subarray(0, 4).equals(ole)) return 'xls';
  if (ext === 'csv' && !head.subarray(0, 4).equals(zip) && !head.subarray(0, 4).equals(ole)) return 'csv';
  throw new AppError('IllegalFileType', 415, [{ field: 'file', message: 'IllegalFileType' }]);
}

/** Reads the first bytes of a stream and hands back a stream that still yields every byte. */
export async function peek(stream: Readable, bytes = 8): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const first: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    first.push(chunk);
    size += chunk.length;
  }
  async function* rest() {
    for (const c of first) yield c;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head: Buffer.concat(first), stream: Readable.from(rest(), { objectMode: false }) };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[]; error?: unknown };
    if (v.error !== undefined) return '#ERROR';
    if (v.result !== undefined) return cellText(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((t) => t.text).join('');
    if (v.text !== undefined) return cellText(v.text);
  }
  return String(value);
}

const batchRows = 2000;
/** A CSV line longer than this has its cells counted before it is split (a 50 MB line of commas). */
const longLine = 64 * 1024;
/** The most characters one CSV field or record may hold (csv-parse's max_record_size). */
const maxRecordChars = 1024 * 1024;

function separators(line: string): number {
  let n = 0;
  for (let at = line.indexOf(','); at >= 0; at = line.indexOf(',', at + 1)) n += 1;
  return n;
}
const invalidFile = () => badRequest('excelException', [{ field: 'file', message: 'excelException' }]);

/** The general path for CSV text with quotes: csv-parse, from a line boundary, numbering lines from `offset`. */
async function* quotedCsv(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  offset: number,
  budget: ParseBudget,
): AsyncGenerator<RawRow[]> {
  async function* bytes() {
    yield head;
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      budget.clock();
      yield next.value;
    }
  }
  // pipeline, not pipe: a limit thrown while reading the bytes reaches the parser (and this loop) as its error
  const parser = pipeline(
    Readable.from(bytes()),
    parse({
      bom: offset === 0,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: maxRecordChars,
    }),
    () => undefined,
  );
  let batch: RawRow[] = [];
  try {
    for await (const r of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      budget.row(r.record.length);
      batch.push({ line: offset + r.info.lines, cells: r.record });
      if (batch.length >= batchRows) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile();
  }
  if (batch.length) yield batch;
}

/**
 * CSV rows in batches. Lines without any quote are split directly (a plain `a,b,c` file is read several times
 * faster than through a general parser); from the first chunk holding a quote on, csv-parse takes over.
 */
async function* csvRows(stream: Readable, budget: ParseBudget): AsyncGenerator<RawRow[]> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let rest: Buffer = Buffer.alloc(0);
  let line = 0;
  const lines = (text: string): RawRow[] => {
    const out: RawRow[] = [];
    for (const raw of text.split('\n')) {
      line += 1;
      let l = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === 1 && l.charCodeAt(0) === 0xfeff) l = l.slice(1);
      if (l === '') continue;
      if (l.length > longLine) budget.fits(separators(l) + 1); // counted before a very long line is split
      const cells = l.split(',');
      budget.row(cells.length);
      out.push({ line, cells });
    }
    return out;
  };
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    budget.clock(); // a file sent slowly stops at the wall-time limit too
    const buffer = rest.length > 0 ? Buffer.concat([rest, next.value]) : next.value;
    if (buffer.includes(0x22)) {
      yield* quotedCsv(buffer, iterator, line, budget);
      return;
    }
    const cut = buffer.lastIndexOf(0x0a);
    if (cut < 0) {
      rest = buffer;
      continue;
    }
    rest = buffer.subarray(cut + 1);
    const batch = lines(buffer.toString('utf8', 0, cut));
    if (batch.length) yield batch;
  }
  if (rest.length > 0) {
    const batch = lines(rest.toString('utf8'));
    if (batch.length) yield batch;
  }
}

/** An .xlsx: the file is held (within the upload limit) so its central directory is read before inflating. */
async function* xlsxRows(stream: Readable, budget: ParseBudget): AsyncGenerator<RawRow[]> {
  let bytes: Buffer;
  try {
    bytes = await collect(stream);
  } catch (error) {
    if (error instanceof XlsFormatError) throw invalidFile();
    throw error;
  }
  try {
    let batch: RawRow[] = [];
    for await (const row of xlsxSheetRows(bytes, budget)) {
      const values = row.values.slice(1);
      budget.row(values.length);
      batch.push({ line: row.number, cells: values.map((v) => cellText(v).trim()) });
      if (batch.length >= batchRows) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile();
  }
}

/** A legacy .xls: the whole file is needed (random access), then the first sheet's rows in batches. */
async function* xlsRowsOf(stream: Readable, budget: ParseBudget): AsyncGenerator<RawRow[]> {
  let rows: RawRow[];
  try {
    rows = xlsRows(await collect(stream), (width) => budget.row(width));
  } catch (error) {
    if (error instanceof XlsFormatError) throw invalidFile();
    throw error;
  }
  for (let i = 0; i < rows.length; i += batchRows) yield rows.slice(i, i + batchRows);
}

function rowsOf(kind: FileKind, stream: Readable, budget: ParseBudget): AsyncGenerator<RawRow[]> {
  if (kind === 'xls') return xlsRowsOf(stream, budget);
  return kind === 'csv' ? csvRows(stream, budget) : xlsxRows(stream, budget);
}

/**
 * The rows of an uploaded file in batches, streamed (a 50 MB CSV never sits in memory whole), within the
 * parsing limits (parse-limits.ts: inflated bytes, rows, cells, wall time; 413 naming the limit) and holding
 * one of the process's parsing slots (parse-slots.ts; 503 with Retry-After when none frees in time) until the
 * last row is handed over or the reader is left. A file the reader stops early is drained, not left half-read.
 */
export async function* readRows(kind: FileKind, stream: Readable): AsyncGenerator<RawRow[]> {
  let giveBack: (() => void) | undefined;
  try {
    giveBack = await takeParseSlot();
    yield* rowsOf(kind, stream, parseBudget());
  } finally {
    giveBack?.();
    stream.resume(); // let the rest of the upload drain
  }
}
