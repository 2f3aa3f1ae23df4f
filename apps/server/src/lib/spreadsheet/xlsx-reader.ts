import { type Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { badRequest } from '../../errors.js';
import { overLimit, type ParseBudget } from './parse-limits.js';

/** Entries a workbook may hold at most (a real one holds a few dozen). */
const maxEntries = 10_000;

/** A row of the first worksheet as ExcelJS reads it: `values[1]` is column A. */
export interface SheetRow {
  number: number;
  values: unknown[];
}

/**
 * The parts of ExcelJS 4.4's streaming WorkbookReader used here. Its own `parse` walks the zip in file order,
 * inflating every entry and copying a worksheet met before the shared strings to a temporary file, with no
 * bound; here the entries come from yauzl instead, only the four needed, in the needed order, each through
 * the byte meter. ExcelJS 4.4.0 is the last release; a change of these methods shows in the upload tests.
 */
interface ReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<{ value: AsyncIterable<SheetRow> }>;
}

const notAWorkbook = () => badRequest('excelException', [{ field: 'file', message: 'excelException' }]);

/**
 * Reads the zip's central directory (nothing inflated yet): the declared sizes of all entries together must
 * stay within the inflated-bytes limit, so an honest zip bomb is refused at once.
 */
async function directory(bytes: Buffer, budget: ParseBudget) {
  let zip: yauzl.ZipFile;
  try {
    // validateEntrySizes: an entry that inflates to more (or less) than its declared size is an error at once
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw notAWorkbook();
  }
  const entries = new Map<string, yauzl.Entry>();
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (declared > budget.limits.inflatedBytes) return reject(overLimit('fileInflatedTooLarge'));
      if (entries.size >= maxEntries) return reject(notAWorkbook());
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(notAWorkbook()));
    zip.readEntry();
  });
  return { zip, entries };
}

/** An entry's inflated bytes, each chunk counted against the budget (and the clock) as it comes out. */
async function open(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: ParseBudget): Promise<Readable> {
  let raw: Readable;
  try {
    raw = await zip.openReadStreamPromise(entry);
  } catch {
    throw notAWorkbook();
  }
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        budget.inflated(chunk.length);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  // yauzl stops an entry at once when it inflates past its declared size: a lying zip, refused as too large
  raw.on('error', (error) =>
    meter.destroy(/too many bytes/.test(error.message) ? overLimit('fileInflatedTooLarge') : error),
  );
  meter.on('close', () => raw.destroy());
  return raw.pipe(meter);
}

/** The path of the workbook's first sheet: its relationship target, else the first sheet entry. */
function firstSheetPath(reader: ReaderParts, entries: Map<string, yauzl.Entry>): string | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (entries.has(path) && /^xl\/worksheets\/sheet\d+\.xml$/.test(path)) return path;
  }
  return [...entries.keys()].find((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p));
}

/**
 * The rows of the first worksheet of an .xlsx held in memory, read within the budget: the central directory is
 * checked before anything is inflated; real inflated bytes are counted (yauzl also stops an entry that inflates
 * past its declared size); ExcelJS parses only the relationships, the workbook, the shared strings and one sheet.
 */
export async function* xlsxSheetRows(bytes: Buffer, budget: ParseBudget): AsyncGenerator<SheetRow> {
  const { zip, entries } = await directory(bytes, budget);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as unknown as Readable, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as ReaderParts;
  const streams: Readable[] = [];
  const read = async (path: string) => {
    const entry = entries.get(path);
    if (!entry) return undefined;
    const stream = await open(zip, entry, budget);
    streams.push(stream);
    return stream;
  };
  try {
    const rels = await read('xl/_rels/workbook.xml.rels');
    if (rels) await reader._parseRels(rels);
    const book = await read('xl/workbook.xml');
    if (book) await reader._parseWorkbook(book);
    const strings = await read('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    reader.sharedStrings ??= [];
    const path = firstSheetPath(reader, entries);
    const sheet = path ? await read(path) : undefined;
    if (!path || !sheet) throw notAWorkbook();
    const sheetNo = (path.match(/(\d+)\.xml$/) as RegExpMatchArray)[1] as string;
    for (const { value: worksheet } of reader._parseWorksheet(sheet, sheetNo)) {
      for await (const row of worksheet) yield row;
    }
  } finally {
    for (const s of streams) s.destroy();
    zip.close();
  }
}
