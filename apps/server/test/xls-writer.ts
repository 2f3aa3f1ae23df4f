import * as CFB from 'cfb';

/** A cell of the test workbook: text goes to the shared string table, numbers as NUMBER/RK, null stays empty. */
export type XlsCell = string | number | boolean | null;

const record = (type: number, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
};
const u16 = (...v: number[]) => {
  const b = Buffer.alloc(v.length * 2);
  for (const [i, x] of v.entries()) b.writeUInt16LE(x, i * 2);
  return b;
};
const bof = (kind: number) => record(0x0809, Buffer.concat([u16(0x0600, kind, 0x0dbb, 0x07cc), Buffer.alloc(8)]));
const eof = () => record(0x000a, Buffer.alloc(0));

/** An RK value when the number is exactly representable as a 30-bit integer, else undefined. */
function rk(v: number): number | undefined {
  if (Number.isInteger(v) && v >= -(2 ** 29) && v < 2 ** 29) return ((v << 2) | 0x02) >>> 0;
  if (Number.isInteger(v * 100) && v * 100 >= -(2 ** 29) && v * 100 < 2 ** 29) return (((v * 100) << 2) | 0x03) >>> 0;
  return undefined;
}

/**
 * The SST record and CONTINUE records, split every `chunk` bytes of string data like Excel does (a string's
 * characters crossing a boundary restart with an option byte). Strings with a char > 0xff are stored as UTF-16.
 */
function sst(strings: string[], chunk: number): Buffer[] {
  const parts: Buffer[][] = [[u16(0, 0, 0, 0)]];
  parts[0]?.[0]?.writeUInt32LE(strings.length, 0);
  parts[0]?.[0]?.writeUInt32LE(strings.length, 4);
  let size = 8;
  const push = (b: Buffer) => {
    (parts[parts.length - 1] as Buffer[]).push(b);
    size += b.length;
  };
  const next = () => {
    parts.push([]);
    size = 0;
  };
  for (const s of strings) {
    const wide = [...s].some((c) => c.charCodeAt(0) > 0xff);
    if (size + 3 + 2 > chunk) next(); // a header is never split
    push(Buffer.concat([u16(s.length), Buffer.from([wide ? 1 : 0])]));
    let left = s;
    while (left.length > 0) {
      const room = Math.floor((chunk - size) / (wide ? 2 : 1));
      if (room <= 0) {
        next();
        push(Buffer.from([wide ? 1 : 0]));
        continue;
      }
      const piece = left.slice(0, room);
      push(Buffer.from(piece, wide ? 'utf16le' : 'latin1'));
      left = left.slice(piece.length);
    }
  }
  return parts.map((p, i) => record(i === 0 ? 0x00fc : 0x003c, Buffer.concat(p)));
}

/**
 * A BIFF8 workbook (the bytes of a legacy .xls): one worksheet `rows`, written as an OLE compound file with
 * cfb. Integers become RK or MULRK records (runs), other numbers NUMBER, text LABELSST; `formulaText` puts a
 * FORMULA with a cached text result (+ STRING) in a cell, `label` writes inline LABEL records instead of the SST.
 */
export function xlsBytes(
  rows: XlsCell[][],
  options: { sstChunk?: number; label?: boolean; formulas?: Map<string, number | string> } = {},
): Buffer {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const cells: Buffer[] = [];
  rows.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      const v = row[c];
      const formula = options.formulas?.get(`${r},${c}`);
      if (formula !== undefined) {
        const value = Buffer.alloc(8);
        if (typeof formula === 'number') value.writeDoubleLE(formula, 0);
        else value.writeUInt16LE(0xffff, 6); // byte 0 = 0: text result in the STRING record that follows
        const tokens = Buffer.from([0x1e, 0x01, 0x00]); // ptgInt 1: the formula itself does not matter
        cells.push(record(0x0006, Buffer.concat([u16(r, c, 15), value, u16(0), Buffer.alloc(4), u16(3), tokens])));
        if (typeof formula === 'string')
          cells.push(
            record(0x0207, Buffer.concat([u16(formula.length), Buffer.from([0]), Buffer.from(formula, 'latin1')])),
          );
        c += 1;
        continue;
      }
      if (typeof v === 'number' && rk(v) !== undefined) {
        let end = c;
        while (
          end + 1 < row.length &&
          typeof row[end + 1] === 'number' &&
          rk(row[end + 1] as number) !== undefined &&
          !options.formulas?.has(`${r},${end + 1}`)
        )
          end += 1;
        if (end > c) {
          const items = [];
          for (let i = c; i <= end; i += 1) {
            const b = Buffer.alloc(6);
            b.writeUInt16LE(15, 0);
            b.writeUInt32LE(rk(row[i] as number) as number, 2);
            items.push(b);
          }
          cells.push(record(0x00bd, Buffer.concat([u16(r, c), ...items, u16(end)])));
          c = end + 1;
          continue;
        }
        const b = Buffer.alloc(4);
        b.writeUInt32LE(rk(v) as number, 0);
        cells.push(record(0x027e, Buffer.concat([u16(r, c, 15), b])));
      } else if (typeof v === 'number') {
        const b = Buffer.alloc(8);
        b.writeDoubleLE(v, 0);
        cells.push(record(0x0203, Buffer.concat([u16(r, c, 15), b])));
      } else if (typeof v === 'boolean') {
        cells.push(record(0x0205, Buffer.concat([u16(r, c, 15), Buffer.from([v ? 1 : 0, 0])])));
      } else if (typeof v === 'string' && options.label) {
        const wide = [...v].some((ch) => ch.charCodeAt(0) > 0xff);
        const text = Buffer.from(v, wide ? 'utf16le' : 'latin1');
        cells.push(record(0x0204, Buffer.concat([u16(r, c, 15, v.length), Buffer.from([wide ? 1 : 0]), text])));
      } else if (typeof v === 'string') {
        if (!index.has(v)) {
          index.set(v, strings.length);
          strings.push(v);
        }
        const b = Buffer.alloc(4);
        b.writeUInt32LE(index.get(v) as number, 0);
        cells.push(record(0x00fd, Buffer.concat([u16(r, c, 15), b])));
      }
      c += 1;
    }
  });
  const name = Buffer.from('Data', 'latin1');
  const boundsheet = (offset: number) => {
    const b = Buffer.alloc(8 + name.length);
    b.writeUInt32LE(offset, 0);
    b[4] = 0;
    b[5] = 0;
    b[6] = name.length;
    b[7] = 0;
    name.copy(b, 8);
    return record(0x0085, b);
  };
  const globalsWithout = (offset: number) =>
    Buffer.concat([bof(0x0005), boundsheet(offset), ...sst(strings, options.sstChunk ?? 8224), eof()]);
  const globals = globalsWithout(globalsWithout(0).length);
  const sheet = Buffer.concat([bof(0x0010), ...cells, eof()]);
  const workbook = Buffer.concat([globals, sheet]);
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'Workbook', workbook);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
