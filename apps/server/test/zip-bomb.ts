import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Real .xlsx zips built byte by byte for the bounded-parsing tests: a normal small workbook, and a zip bomb whose
 * worksheet XML inflates to about 1 GB of repeated cells while the file stays about 1 MB. The bomb's deflate
 * stream is one compressed block of 1 MiB of rows repeated: each copy was made after a full flush, so it refers
 * to nothing before it and the copies concatenate into one valid stream.
 */

interface ZipEntry {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  crc: number;
  size: number;
  /** The size written in the headers (a lying zip declares less than it holds). */
  declared?: number;
}

const deflated = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
};

/** A zip of deflated entries, local headers first, then the central directory. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = e.declared ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt16LE(0, 12);
    head.writeUInt16LE(0x21, 14);
    head.writeUInt32LE(e.crc >>> 0, 16);
    head.writeUInt32LE(e.data.length, 20);
    head.writeUInt32LE(size, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    central.push(head, name);
    parts.push(local, name, e.data);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const sheetHead =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const sheetTail = '</sheetData></worksheet>';

/** The parts of a workbook around its first sheet (shared strings first, as Excel writes them). */
function workbookParts(strings: string[]): ZipEntry[] {
  const sst = strings.map((s) => `<si><t>${s}</t></si>`).join('');
  return [
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    ),
    deflated(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ),
    deflated(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
        '<sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
        '</Relationships>',
    ),
    deflated(
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${sst}</sst>`,
    ),
  ];
}

/** A small honest workbook: rows of cells, strings shared (`t="s"`) and numbers inline. */
export function smallXlsx(rows: (string | number)[][]): Buffer {
  const strings: string[] = [];
  const xmlRows = rows.map((cells, r) => {
    const xmlCells = cells.map((v, c) => {
      const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
      if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
      strings.push(v);
      return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
    });
    return `<row r="${r + 1}">${xmlCells.join('')}</row>`;
  });
  return zipOf([
    ...workbookParts(strings),
    deflated('xl/worksheets/sheet1.xml', sheetHead + xmlRows.join('') + sheetTail),
  ]);
}

let bombCache: { data: Buffer; crc: number; size: number } | undefined;

/** The bomb's sheet: `sheetHead`, 1 MiB of repeated rows `copies` times, `sheetTail`, as one raw deflate stream. */
function bombSheet(copies: number) {
  if (bombCache) return bombCache;
  // long runs of one digit (a match at distance 1 costs deflate about 2 bits per 258 bytes): about 1,000 to 1
  const cell = (ref: string) => `<c r="${ref}2"><v>${'1'.repeat(4000)}</v></c>`;
  const row = `<row r="2">${['A', 'B', 'C', 'D'].map(cell).join('')}<c r="E2" t="s"><v>0</v></c></row>`;
  const block = Buffer.from(row.repeat(Math.floor((1024 * 1024) / row.length)));
  const full = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  // a real header row first (shared strings 1-4), so a reader goes on to the rows instead of refusing the file
  const header = ['A', 'B', 'C', 'D'].map((c, i) => `<c r="${c}1" t="s"><v>${i + 1}</v></c>`).join('');
  const head = Buffer.from(`${sheetHead}<row r="1">${header}</row>`);
  const tail = Buffer.from(sheetTail);
  const packedBlock = deflateRawSync(block, full);
  const parts = [deflateRawSync(head, full)];
  let crc = crc32(head);
  for (let i = 0; i < copies; i += 1) {
    parts.push(packedBlock);
    crc = crc32(block, crc);
  }
  parts.push(deflateRawSync(tail));
  crc = crc32(tail, crc);
  bombCache = { data: Buffer.concat(parts), crc, size: head.length + block.length * copies + tail.length };
  return bombCache;
}

/**
 * An .xlsx whose first sheet inflates to about 1 GB (1,024 copies of 1 MiB of cells). `lying`: the headers
 * declare the sheet 4 KiB, so only counting the real inflated bytes can stop it.
 */
export function zipBomb(options: { lying?: boolean } = {}): { file: Buffer; inflated: number } {
  const sheet = bombSheet(1024);
  const entry: ZipEntry = { name: 'xl/worksheets/sheet1.xml', ...sheet, declared: options.lying ? 4096 : undefined };
  const strings = ['x', 'series_number', 'economy', 'year', 'value'];
  return { file: zipOf([...workbookParts(strings), entry]), inflated: sheet.size };
}
