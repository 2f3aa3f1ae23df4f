import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLogs, dataValues, uploads } from '../src/db/schema/index.js';
import { XlsFormatError, xlsRows } from '../src/lib/spreadsheet/xls/workbook.js';
import type { SignedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';
import { xlsBytes } from './xls-writer.js';

let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => ({ t, ids, staff } = await startDemoAppWithStaff(['city:data:upload', 'city:data:list'])));
afterAll(() => t.close());

const upload = (fileName: string, content: Buffer, lang?: string) =>
  postMultipart(
    t,
    '/city/data/manager/upload',
    staff.token,
    multipartFile(fileName, content, { type: 'application/vnd.ms-excel' }),
    lang || undefined,
  );

const counts = async () => ({
  values: (await t.database.db.select({ n: count() }).from(dataValues))[0]?.n ?? 0,
  logs: (await t.database.db.select({ n: count() }).from(dataLogs))[0]?.n ?? 0,
  uploads: (await t.database.db.select({ n: count() }).from(uploads))[0]?.n ?? 0,
});

const header = ['series_number', 'type_code', 'economy', 'city', 'year', 'value'];

describe('legacy .xls (BIFF8) uploads', () => {
  it('stores the rows of a real BIFF8 workbook: shared strings across CONTINUE, RK/MULRK, NUMBER, LABEL, FORMULA', async () => {
    const before = await counts();
    const rows = [
      header,
      ['3100', 'value', 'CHL', null, 2060, 12.5], // text series number, NUMBER value
      [3100, null, 'PER', '', 2060, 7], // MULRK run (year, value)
      [3100, null, 'CHL', null, 2061, -3.25], // RK with hundredths
      [3100, null, 'PER', null, 2061, 0], // value from a FORMULA's cached number
      [3100, null, 'CHL', null, 2062, 0], // value from a FORMULA's cached text
    ];
    const formulas = new Map<string, number | string>([
      ['4,5', 1234.5678],
      ['5,5', '42.5'],
    ]);
    const res = await upload('co2.xls', xlsBytes(rows, { sstChunk: 24, formulas }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'uploadSuccess', result: { rows: 5, created: 5, updated: 0 } });
    const stored = await t.database.db
      .select({
        countryId: dataValues.countryId,
        year: dataValues.year,
        value: dataValues.value,
        status: dataValues.status,
      })
      .from(dataValues)
      .where(and(eq(dataValues.seriesId, ids.series('3100')), gte(dataValues.year, 2060)))
      .orderBy(dataValues.year, dataValues.countryId);
    const code = (id: number) => (id === ids.country('CHL') ? 'CHL' : 'PER');
    expect(stored.map((r) => [code(r.countryId), r.year, r.value, r.status]).sort()).toEqual(
      [
        ['CHL', 2060, 12.5, 'pending'],
        ['PER', 2060, 7, 'pending'],
        ['CHL', 2061, -3.25, 'pending'],
        ['PER', 2061, 1234.5678, 'pending'],
        ['CHL', 2062, 42.5, 'pending'],
      ].sort(),
    );
    expect(await counts()).toMatchObject({ values: before.values + 5, logs: before.logs + 5 });

    // inline LABEL records (no shared strings) are read too
    const labels = await upload(
      'labels.xls',
      xlsBytes([header, ['3100', '', 'CHL', '', '2063', '8']], { label: true }),
    );
    expect(labels.json().result).toMatchObject({ rows: 1, created: 1 });
  });

  it('reports bad rows of an .xls row by row with the line numbers of the sheet, storing nothing', async () => {
    const before = await counts();
    const res = await upload(
      'bad.xls',
      xlsBytes([header, [3100, null, 'CHL', null, 2064, 1], [3100, null, 'ZZZ', null, 2064, 1]]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'uploadRowsRefused' });
    expect(JSON.stringify(res.json().result ?? res.json())).toContain('rows.3');
    expect(await counts()).toMatchObject({ values: before.values, logs: before.logs });
  });

  it('answers a truncated, corrupted or fake .xls with the localized excelException and stores nothing', async () => {
    const good = xlsBytes([header, [3100, null, 'CHL', null, 2065, 1]], { sstChunk: 16 });
    const corrupt = Buffer.from(good);
    // point the LABELSST of the header's first cell past the string table
    const at = corrupt.indexOf(Buffer.from([0xfd, 0x00, 0x0a, 0x00]));
    expect(at).toBeGreaterThan(0);
    corrupt.writeUInt32LE(9999, at + 4 + 6);
    const before = await counts();
    const cases = [
      good.subarray(0, 700),
      corrupt,
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      Buffer.concat([good.subarray(0, 512), Buffer.alloc(4096, 0xff)]),
    ];
    for (const bytes of cases) {
      const res = await upload('broken.xls', bytes, 'zh');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: 'excelException' });
      expect(res.json().result ?? res.json().errors ?? res.body).toBeTruthy();
    }
    const en = await upload('broken.xls', corrupt);
    expect(en.json().message).toBe('excelException');
    expect(await counts()).toMatchObject({ values: before.values, logs: before.logs });
  });

  it('reads wide (UTF-16) shared strings split across CONTINUE records, booleans and sparse cells', () => {
    const long = `北京 ${'数据'.repeat(3000)} end`;
    const rows = xlsRows(xlsBytes([['a', null, long], [null], [true, 1.5e300, 'Zürich']], { sstChunk: 100 }));
    expect(rows).toEqual([
      { line: 1, cells: ['a', '', long] },
      { line: 3, cells: ['true', '1.5e+300', 'Zürich'] },
    ]);
  });

  it('never crashes or hangs on corrupted bytes: each result is rows or XlsFormatError', () => {
    const good = xlsBytes(
      [header, ...Array.from({ length: 40 }, (_, i) => [3100, 'value', 'CHL', `City ${i}`, 2000 + i, i * 1.5])],
      { sstChunk: 64 },
    );
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const started = Date.now();
    let refused = 0;
    for (let i = 0; i < 400; i += 1) {
      const bytes = Buffer.from(good);
      const flips = 1 + Math.floor(random() * 8);
      for (let f = 0; f < flips; f += 1) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      const cut = random() < 0.2 ? bytes.subarray(0, Math.floor(random() * bytes.length)) : bytes;
      try {
        const rows = xlsRows(cut);
        expect(Array.isArray(rows)).toBe(true);
      } catch (error) {
        expect(error).toBeInstanceOf(XlsFormatError);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
