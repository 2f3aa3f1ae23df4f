/**
 * A small, strict reader of the cells of a legacy Excel 97–2003 workbook (BIFF8, the "Workbook" stream of an
 * OLE compound file). It reads only what an upload needs – the cells of the first worksheet as text – and checks
 * every length against the bytes it has: a malformed file raises {@link XlsFormatError}, never reads out of
 * bounds, and every loop advances through a finite buffer (no hang).
 *
 * Records read: BOF/EOF, FILEPASS (refused: encrypted), BOUNDSHEET, SST + CONTINUE, LABELSST, LABEL, RSTRING,
 * NUMBER, RK, MULRK, FORMULA (cached number, string via the following STRING record, boolean, error) and BOOLERR.
 * Everything else (formats, styles, BLANK/MULBLANK, drawings…) is skipped by its declared length.
 */

export class XlsFormatError extends Error {}

const fail = (why: string): never => {
  throw new XlsFormatError(why);
};

const rt = {
  bof: 0x0809,
  eof: 0x000a,
  filepass: 0x002f,
  boundsheet: 0x0085,
  sst: 0x00fc,
  cont: 0x003c,
  labelsst: 0x00fd,
  label: 0x0204,
  rstring: 0x00d6,
  number: 0x0203,
  rk: 0x027e,
  mulrk: 0x00bd,
  formula: 0x0006,
  string: 0x0207,
  boolerr: 0x0205,
} as const;

/** BIFF8 limits: 65,536 rows × 256 columns. */
const maxRow = 0xffff;
const maxCol = 0xff;

interface RecordRef {
  type: number;
  /** Offset of the record's data (after its 4-byte header). */
  start: number;
  size: number;
}

/** The record at `pos`, its declared size checked against the stream. */
function recordAt(s: Buffer, pos: number): RecordRef {
  if (pos + 4 > s.length) fail('record header past the end');
  const type = s.readUInt16LE(pos);
  const size = s.readUInt16LE(pos + 2);
  if (pos + 4 + size > s.length) fail('record data past the end');
  return { type, start: pos + 4, size };
}

/**
 * A reader over the data of one record followed by its CONTINUE records, as BIFF8 splits long SSTs. Plain reads
 * cross into the next part; character data that crosses starts the next part with a fresh option byte.
 */
class Segments {
  private part = 0;
  private pos: number;
  constructor(
    private readonly s: Buffer,
    private readonly parts: RecordRef[],
  ) {
    this.pos = parts[0]?.start ?? 0;
  }
  private end() {
    return (this.parts[this.part] as RecordRef).start + (this.parts[this.part] as RecordRef).size;
  }
  /** Moves to the next part when the current one is used up; false when there is none. */
  private advance(): boolean {
    while (this.part < this.parts.length && this.pos >= this.end()) {
      this.part += 1;
      if (this.part >= this.parts.length) return false;
      this.pos = (this.parts[this.part] as RecordRef).start;
    }
    return this.part < this.parts.length;
  }
  atEnd(): boolean {
    return !this.advance();
  }
  u8(): number {
    if (!this.advance()) fail('string table past its records');
    const v = this.s[this.pos] as number;
    this.pos += 1;
    return v;
  }
  u16(): number {
    return this.u8() | (this.u8() << 8);
  }
  u32(): number {
    return (this.u16() + this.u16() * 0x10000) >>> 0;
  }
  skip(n: number) {
    let left = n;
    while (left > 0) {
      if (!this.advance()) fail('string table past its records');
      const step = Math.min(left, this.end() - this.pos);
      this.pos += step;
      left -= step;
    }
  }
  /** `count` characters, 1 or 2 bytes each, re-reading the width at every CONTINUE boundary. */
  chars(count: number, highByte: boolean): string {
    let out = '';
    let left = count;
    let wide = highByte;
    while (left > 0) {
      if (this.pos >= this.end()) {
        if (!this.advance()) fail('string past its records');
        wide = (this.u8() & 0x01) === 1; // a CONTINUE in the middle of characters restates the width
        continue;
      }
      const width = wide ? 2 : 1;
      const n = Math.min(left, Math.floor((this.end() - this.pos) / width));
      if (n === 0) fail('character split across records');
      out += wide
        ? this.s.toString('utf16le', this.pos, this.pos + n * 2)
        : this.s.toString('latin1', this.pos, this.pos + n);
      this.pos += n * width;
      left -= n;
    }
    return out;
  }
}

/** XLUnicodeRichExtendedString (SST entries). */
function richString(r: Segments): string {
  const cch = r.u16();
  const flags = r.u8();
  const runs = flags & 0x08 ? r.u16() : 0;
  const ext = flags & 0x04 ? r.u32() : 0;
  const text = r.chars(cch, (flags & 0x01) === 1);
  r.skip(runs * 4);
  r.skip(ext);
  return text;
}

/** XLUnicodeString with a 16-bit length (LABEL, STRING), inside one record of `size` bytes from `at`. */
function unicodeString(s: Buffer, at: number, end: number): string {
  if (at + 3 > end) fail('string header past its record');
  const cch = s.readUInt16LE(at);
  const flags = s[at + 2] as number;
  let p = at + 3;
  if (flags & 0x08) p += 2; // rich-text run count (RSTRING keeps the runs after the characters)
  if (flags & 0x04) p += 4;
  const bytes = flags & 0x01 ? cch * 2 : cch;
  if (p + bytes > end) fail('string past its record');
  return flags & 0x01 ? s.toString('utf16le', p, p + bytes) : s.toString('latin1', p, p + bytes);
}

/** The value of an RK number: a 30-bit integer or the high bits of a double, optionally divided by 100. */
function rkValue(rk: number): number {
  const hundredths = (rk & 0x01) === 1;
  let v: number;
  if (rk & 0x02) {
    v = rk >> 2; // signed 30-bit integer
  } else {
    const b = Buffer.alloc(8);
    b.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    v = b.readDoubleLE(0);
  }
  return hundredths ? v / 100 : v;
}

const numberText = (v: number) => (Number.isFinite(v) ? String(v) : '#NUM!');

/** The shared string table. Its declared count is trusted only as far as the bytes go. */
function readSst(s: Buffer, parts: RecordRef[]): string[] {
  const r = new Segments(s, parts);
  r.u32(); // total references
  const unique = r.u32();
  const out: string[] = [];
  for (let i = 0; i < unique; i += 1) {
    if (r.atEnd()) break; // Excel files sometimes declare more than they hold; cells pointing past fail below
    out.push(richString(r));
  }
  return out;
}

export interface XlsSheet {
  name: string;
  /** Rows by 0-based row number; cells by 0-based column, missing cells absent. */
  rows: Map<number, Map<number, string>>;
}

/** The cells of the first worksheet of a BIFF8 "Workbook" stream. */
export function readFirstSheet(s: Buffer): XlsSheet {
  // Workbook globals: BOF (BIFF8, globals) … BOUNDSHEET … SST (+CONTINUE) … EOF
  const first = recordAt(s, 0);
  if (first.type !== rt.bof || first.size < 4) fail('not a BIFF workbook');
  if (s.readUInt16LE(first.start) !== 0x0600) fail('not BIFF8 (Excel 97 or later)');
  if (s.readUInt16LE(first.start + 2) !== 0x0005) fail('no workbook globals');
  let pos = first.start + first.size;
  let sheet: { offset: number; name: string } | undefined;
  let sst: string[] = [];
  for (;;) {
    const rec = recordAt(s, pos);
    pos = rec.start + rec.size;
    if (rec.type === rt.eof) break;
    if (rec.type === rt.filepass) fail('encrypted workbook');
    if (rec.type === rt.boundsheet) {
      if (rec.size < 8) fail('short BOUNDSHEET');
      const kind = s[rec.start + 5] as number;
      if (kind === 0 && !sheet) {
        const cch = s[rec.start + 6] as number;
        const wide = ((s[rec.start + 7] as number) & 1) === 1;
        const end = rec.start + 8 + (wide ? cch * 2 : cch);
        if (end > rec.start + rec.size) fail('BOUNDSHEET name past its record');
        const name = s.toString(wide ? 'utf16le' : 'latin1', rec.start + 8, end);
        sheet = { offset: s.readUInt32LE(rec.start), name };
      }
    } else if (rec.type === rt.sst) {
      const parts = [rec];
      for (;;) {
        if (pos + 4 > s.length) break;
        const next = recordAt(s, pos);
        if (next.type !== rt.cont) break;
        parts.push(next);
        pos = next.start + next.size;
      }
      sst = readSst(s, parts);
    }
  }
  if (!sheet) fail('no worksheet');
  const found = sheet as { offset: number; name: string };
  const bof = recordAt(s, found.offset);
  if (bof.type !== rt.bof || bof.size < 4 || s.readUInt16LE(bof.start + 2) !== 0x0010) fail('worksheet BOF missing');

  const rows = new Map<number, Map<number, string>>();
  const put = (row: number, col: number, text: string) => {
    if (row > maxRow || col > maxCol) fail('cell outside the sheet');
    let cells = rows.get(row);
    if (!cells) {
      cells = new Map();
      rows.set(row, cells);
    }
    cells.set(col, text);
  };
  pos = bof.start + bof.size;
  let depth = 0; // embedded substreams (charts) have their own BOF … EOF
  for (;;) {
    const rec = recordAt(s, pos);
    pos = rec.start + rec.size;
    const { start, size } = rec;
    const end = start + size;
    if (rec.type === rt.bof) {
      depth += 1;
      continue;
    }
    if (rec.type === rt.eof) {
      if (depth === 0) break;
      depth -= 1;
      continue;
    }
    if (depth > 0) continue;
    switch (rec.type) {
      case rt.labelsst: {
        if (size < 10) fail('short LABELSST');
        const index = s.readUInt32LE(start + 6);
        if (index >= sst.length) fail('shared string index out of range');
        put(s.readUInt16LE(start), s.readUInt16LE(start + 2), sst[index] as string);
        break;
      }
      case rt.label:
      case rt.rstring:
        if (size < 9) fail('short LABEL');
        put(s.readUInt16LE(start), s.readUInt16LE(start + 2), unicodeString(s, start + 6, end));
        break;
      case rt.number:
        if (size < 14) fail('short NUMBER');
        put(s.readUInt16LE(start), s.readUInt16LE(start + 2), numberText(s.readDoubleLE(start + 6)));
        break;
      case rt.rk:
        if (size < 10) fail('short RK');
        put(s.readUInt16LE(start), s.readUInt16LE(start + 2), numberText(rkValue(s.readUInt32LE(start + 6))));
        break;
      case rt.mulrk: {
        if (size < 6 || (size - 6) % 6 !== 0) fail('bad MULRK');
        const row = s.readUInt16LE(start);
        const firstCol = s.readUInt16LE(start + 2);
        const count = (size - 6) / 6;
        if (s.readUInt16LE(end - 2) !== firstCol + count - 1) fail('MULRK columns do not match');
        for (let i = 0; i < count; i += 1)
          put(row, firstCol + i, numberText(rkValue(s.readUInt32LE(start + 4 + i * 6 + 2))));
        break;
      }
      case rt.formula: {
        if (size < 20) fail('short FORMULA');
        const row = s.readUInt16LE(start);
        const col = s.readUInt16LE(start + 2);
        if (s.readUInt16LE(start + 12) !== 0xffff) {
          put(row, col, numberText(s.readDoubleLE(start + 6)));
          break;
        }
        const kind = s[start + 6] as number;
        if (kind === 0) {
          // a text result: the STRING record that follows holds it
          const next = recordAt(s, pos);
          if (next.type !== rt.string) fail('FORMULA text without STRING');
          put(row, col, unicodeString(s, next.start, next.start + next.size));
          pos = next.start + next.size;
        } else if (kind === 1) put(row, col, s[start + 8] ? 'true' : 'false');
        else if (kind === 2) put(row, col, '#ERROR');
        else if (kind !== 3) fail('unknown FORMULA result');
        break;
      }
      case rt.boolerr: {
        if (size < 8) fail('short BOOLERR');
        const isError = (s[start + 7] as number) === 1;
        put(s.readUInt16LE(start), s.readUInt16LE(start + 2), isError ? '#ERROR' : s[start + 6] ? 'true' : 'false');
        break;
      }
      default:
        break;
    }
  }
  return { name: found.name, rows };
}
