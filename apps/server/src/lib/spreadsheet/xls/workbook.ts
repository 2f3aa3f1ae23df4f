import type { Readable } from 'node:stream';
import * as CFB from 'cfb';
import { readFirstSheet, XlsFormatError } from './biff8.js';

export { XlsFormatError };

/** A cell row as text, numbered as the file numbers it (1 = the first row). */
export interface XlsRow {
  line: number;
  cells: string[];
}

/** Bytes of the upload kept in memory at most (a compound file needs random access; uploads stop at 50 MB). */
const maxBytes = 51 * 1024 * 1024;

/** The whole upload as one buffer (an OLE compound file cannot be read as a stream). */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > maxBytes) throw new XlsFormatError('file too large');
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/**
 * The rows of the first worksheet of a legacy .xls (BIFF8) file, in row order, cells trimmed, empty cells ''.
 * The compound file is opened with `cfb` (SheetJS's container reader, without the SheetJS spreadsheet parser);
 * the Workbook stream is read by our own bounded BIFF8 reader. Any malformation raises XlsFormatError; `count`
 * sees each row's width first and may throw to stop (the upload's row and cell limits).
 */
export function xlsRows(bytes: Buffer, count: (width: number) => void = () => undefined): XlsRow[] {
  let stream: Buffer;
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    const entry = CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book');
    if (!entry?.content || entry.type !== 2) throw new XlsFormatError('no Workbook stream');
    stream = Buffer.from(entry.content as Uint8Array);
  } catch (error) {
    if (error instanceof XlsFormatError) throw error;
    throw new XlsFormatError(`not a compound file: ${(error as Error).message}`);
  }
  let sheet: ReturnType<typeof readFirstSheet>;
  try {
    sheet = readFirstSheet(stream);
  } catch (error) {
    if (error instanceof XlsFormatError) throw error;
    throw new XlsFormatError(`unreadable workbook: ${(error as Error).message}`); // e.g. a RangeError from a read
  }
  const out: XlsRow[] = [];
  for (const row of [...sheet.rows.keys()].sort((a, b) => a - b)) {
    const cells = sheet.rows.get(row) as Map<number, string>;
    const width = Math.max(...cells.keys()) + 1;
    count(width); // the caller's row and cell limits, before the row is made
    const texts = Array.from({ length: width }, (_, c) => (cells.get(c) ?? '').trim());
    if (texts.some((t) => t !== '')) out.push({ line: row + 1, cells: texts });
  }
  return out;
}
