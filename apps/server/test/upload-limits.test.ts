import { PassThrough } from 'node:stream';
import { messageText } from '@csp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSlotsInUse } from '../src/lib/spreadsheet/parse-slots.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { login } from './identity-fixtures.js';
import { demoIds } from './stats-fixtures.js';
import { smallXlsx, zipBomb } from './zip-bomb.js';

/**
 * Bounded parsing (issue 15, part 4): every upload that reads a spreadsheet stops early at the limits of
 * inflated bytes (an .xlsx's central directory is checked before inflating, real bytes are counted while),
 * rows, cells and wall time, with 413 naming the limit; a bounded number of files are read at once.
 */

function multipart(fileName: string, content: Buffer | string) {
  const boundary = `----csp${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    head: Buffer.from(head),
    body: Buffer.from(content),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadRoutes = {
  values: '/city/data/manager/upload',
  series: '/series/citySerSeries/importSeries',
  users: '/sys/user/importExcel',
  deflators: '/dimension/importGDPDeflators',
} as const;

function send(t: TestContext, token: string, url: string, fileName: string, content: Buffer | string) {
  const m = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `${t.base}${url}`,
    headers: { 'x-access-token': token, ...m.headers },
    payload: Buffer.concat([m.head, m.body, m.tail]),
  });
}

const expectLimit = (res: { statusCode: number; body: string; json(): unknown }, key: string) => {
  expect(res.statusCode, res.body).toBe(413);
  const body = res.json() as {
    message: string;
    result: { text: string; errors: { field: string; message: string }[] };
  };
  expect(body.message).toBe(key);
  expect(body.result.text).toBe(messageText(key, 'en'));
  expect(body.result.errors).toEqual([{ field: 'file', message: messageText(key, 'en') }]);
};

describe('with the default limits', () => {
  let t: TestContext;
  let admin = '';
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const bomb = zipBomb();
  const liar = zipBomb({ lying: true });

  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoIds(t.database.db);
    admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
  }, 180_000);
  afterAll(() => t?.close());

  it('builds a real zip bomb: a file of under 3 MB whose sheet inflates to over 1 GB', () => {
    expect(bomb.file.length).toBeLessThan(3 * 1024 * 1024);
    expect(bomb.inflated).toBeGreaterThan(1_000_000_000);
    expect(liar.file.length).toBe(bomb.file.length);
  });

  it('refuses the zip bomb from its central directory in well under 5 s', async () => {
    const started = performance.now();
    const res = await send(t, admin, uploadRoutes.values, 'bomb.xlsx', bomb.file);
    const seconds = (performance.now() - started) / 1000;
    expectLimit(res, 'fileInflatedTooLarge');
    expect(seconds).toBeLessThan(5);
  });

  it('refuses a bomb whose headers lie (declared 4 KiB) as soon as it inflates past them, on every import', async () => {
    for (const [name, url] of Object.entries(uploadRoutes)) {
      const query = name === 'deflators' ? `?seriesId=${ids.series('2100')}` : '';
      const started = performance.now();
      const res = await send(t, admin, `${url}${query}`, 'liar.xlsx', liar.file);
      const seconds = (performance.now() - started) / 1000;
      expectLimit(res, 'fileInflatedTooLarge');
      expect(seconds, name).toBeLessThan(5);
    }
  });

  it('keeps four bombs at once bounded: all refused within 5 s, at most two read at a time, the server answering', async () => {
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, parseSlotsInUse().active);
    }, 1);
    const started = performance.now();
    const bombs = [bomb, liar, bomb, liar].map((b, i) =>
      send(t, admin, i % 2 ? uploadRoutes.series : uploadRoutes.values, `bomb-${i}.xlsx`, b.file),
    );
    const health = t.app.inject({ url: '/health' }).then((r) => ({ r, at: performance.now() - started }));
    const results = await Promise.all(bombs);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(watch);
    for (const res of results) expectLimit(res, 'fileInflatedTooLarge');
    expect(seconds).toBeLessThan(5);
    expect(most).toBeLessThanOrEqual(2);
    expect(parseSlotsInUse()).toEqual({ active: 0, waiting: 0 });
    const h = await health;
    expect(h.r.statusCode).toBeLessThan(500);
    expect(h.at).toBeLessThan(5000);
  });

  it('still reads a normal workbook (its first sheet, shared strings and numbers)', async () => {
    const file = smallXlsx([
      ['series_number', 'economy', 'year', 'value'],
      ['2100', 'AUS', 2031, 1234.5],
    ]);
    const res = await send(t, admin, uploadRoutes.values, 'small.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'uploadSuccess', result: { rows: 1, created: 1 } });
  });

  // (a lone surrogate cannot come out of a file: UTF-8 has no encoding for one, a decoder gives U+FFFD)
  it('reports a NUL in a spreadsheet cell as a row error, not a 500', async () => {
    const series = [
      'number,level,name_en,name_zh',
      '9901,1,Fine name,好名字',
      '9902,1,Bad\u0000name,坏名字',
      '"9903",1,"Quoted\u0000name",孤',
    ].join('\n');
    const res = await send(t, admin, uploadRoutes.series, 'series.csv', series);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().result.errors).toEqual([
      { field: 'rows.3.name_en', message: messageText('textInvalidCharacter', 'en') },
      { field: 'rows.4.name_en', message: messageText('textInvalidCharacter', 'en') },
    ]);
    const users = 'username,realname,password\nnul_user,Nul\u0000Name,Good#Pass1\n';
    const u = await send(t, admin, uploadRoutes.users, 'users.csv', users);
    expect(u.statusCode, u.body).toBe(400);
    expect(u.json().result.errors).toEqual([
      { field: 'rows.2.realname', message: messageText('textInvalidCharacter', 'en') },
    ]);
    // A raw NUL is not even allowed in a workbook's XML: the file is malformed (400), never a 500
    const xml = smallXlsx([
      ['username', 'realname', 'password'],
      ['nul_user', 'Nul\u0000Name', 'Good#Pass1'],
    ]);
    const x = await send(t, admin, uploadRoutes.users, 'users.xlsx', xml);
    expect([x.statusCode, x.json().message]).toEqual([400, 'excelException']);
  });
});

describe('with small limits', () => {
  let t: TestContext;
  let admin = '';

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        UPLOAD_MAX_ROWS: '50',
        UPLOAD_MAX_CELLS: '300',
        UPLOAD_MAX_SECONDS: '1',
        UPLOAD_PARSE_CONCURRENCY: '1',
        UPLOAD_PARSE_WAIT_SECONDS: '1',
        UPLOAD_MAX_INFLATED_MB: '1',
      },
    });
    admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
  }, 180_000);
  afterAll(() => t?.close());

  const header = 'series_number,economy,year,value';
  const lines = (n: number, width = 4) =>
    [
      header,
      ...Array.from({ length: n }, (_, i) =>
        ['2100', 'AUS', String(1950 + i), '1', ...Array(width - 4).fill('')].join(','),
      ),
    ].join('\n');

  it('stops at the row limit, in CSV (plain and quoted) and in xlsx', async () => {
    expectLimit(await send(t, admin, uploadRoutes.values, 'rows.csv', lines(60)), 'fileTooManyRows');
    expectLimit(await send(t, admin, uploadRoutes.values, 'rows.csv', `"q"\n${lines(60)}`), 'fileTooManyRows');
    const rows = [
      ['series_number', 'economy', 'year', 'value'],
      ...Array.from({ length: 60 }, (_, i) => ['2100', 'AUS', 1950 + i, 1]),
    ];
    expectLimit(await send(t, admin, uploadRoutes.values, 'rows.xlsx', smallXlsx(rows)), 'fileTooManyRows');
  });

  it('stops at the cell limit, a very long line counted before it is split', async () => {
    expectLimit(await send(t, admin, uploadRoutes.values, 'wide.csv', lines(10, 40)), 'fileTooManyCells');
    const longLine = `${header}\n${','.repeat(100_000)}\n`;
    expectLimit(await send(t, admin, uploadRoutes.values, 'long.csv', longLine), 'fileTooManyCells');
  });

  it('stops at the inflated-bytes limit (declared sizes summed before inflating)', async () => {
    const big = smallXlsx([
      ['series_number', 'economy', 'year', 'value'],
      ['2100', 'AUS', 2000, 'x'.repeat(1_100_000)],
    ]);
    expectLimit(await send(t, admin, uploadRoutes.values, 'big.xlsx', big), 'fileInflatedTooLarge');
  });

  it('stops a file sent too slowly at the wall-time limit', async () => {
    const m = multipart('slow.csv', '');
    const stream = new PassThrough();
    const reply = t.app.inject({
      method: 'POST',
      url: `${t.base}${uploadRoutes.values}`,
      headers: { 'x-access-token': admin, ...m.headers },
      payload: stream,
    });
    stream.write(Buffer.concat([m.head, Buffer.from(`${header}\n2100,AUS,1990,1\n`)]));
    await new Promise((r) => setTimeout(r, 1300));
    stream.end(Buffer.concat([Buffer.from('2100,AUS,1991,1\n'), m.tail]));
    expectLimit(await reply, 'fileParseTimeout');
  });

  // The held file is a series import (it reads all its rows before touching the database), so the values
  // upload that waits can open its transaction on PGlite's single connection.
  it('reads one file at a time: another waits, then gets 503 with Retry-After', async () => {
    const m = multipart('held.csv', '');
    const stream = new PassThrough();
    const held = t.app.inject({
      method: 'POST',
      url: `${t.base}${uploadRoutes.series}`,
      headers: { 'x-access-token': admin, ...m.headers },
      payload: stream,
    });
    stream.write(Buffer.concat([m.head, Buffer.from('number,level,name_en,name_zh\n')]));
    for (let i = 0; i < 100 && parseSlotsInUse().active === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(parseSlotsInUse().active).toBe(1);
    const started = performance.now();
    const busy = await send(t, admin, uploadRoutes.values, 'values.csv', `${header}\n2100,AUS,1993,1\n`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.json().message).toBe('uploadsBusy');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    stream.end(Buffer.concat([Buffer.from('9912,1,c,d\n'), m.tail]));
    expect((await held).statusCode).toBeLessThan(500);
    expect(parseSlotsInUse()).toEqual({ active: 0, waiting: 0 });
  });
});
