import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploads } from '../src/db/schema/index.js';
import { attachmentDisposition, recordedStream } from '../src/modules/uploads/upload-originals.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, seriesMaker, startDemoApp } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17: the upload history offers each upload's file exactly as it was uploaded (also a refused one, to fix and
 * send again), to those who see the upload in the history only; under its own name, which cannot break the header.
 */
let t: TestContext;
let ids: DemoIds;
let uploader: { token: string; userId: number };
let seriesId = '';
let seriesNumber = '';

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  // An uploader of Australia: Australia's regional administrators see the uploads in the history, others do not.
  uploader = await signedInUser(t.app, t.database.db, {
    perms: ['city:data:upload', 'series:add'],
    countryId: ids.country('AUS'),
  });
  const made = await seriesMaker(t.app, t.base, uploader.token, ids.series('1000'), 1980, {
    en: 'Originals',
    zh: '原始文件',
  }).next();
  seriesId = made.id;
  seriesNumber = made.number;
});
afterAll(() => t?.close());

async function upload(content: Buffer, fileName: string) {
  return postMultipart(
    t,
    `/city/data/manager/upload?seriesId=${seriesId}`,
    uploader.token,
    multipartFile(fileName, content),
  );
}

const original = (uploadId: string, token: string | null = uploader.token) =>
  t.app.inject({
    url: `${t.base}/city/data/manager/upload/${uploadId}/file`,
    headers: token ? headers(token) : {},
  });

async function historyItem(uploadId: string) {
  const res = await t.app.inject({ url: `${t.base}/city/data/manager/uploads`, headers: headers(uploader.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.records as { id: string; hasFile: boolean; status: string }[]).find(
    (r) => r.id === uploadId,
  );
}

/** The id of the newest upload of the series (a refused one answers with its report, not its id). */
async function newestUpload(): Promise<string> {
  const rows = await t.database.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.seriesId, Number(seriesId)));
  return String(Math.max(...rows.map((r) => Number(r.id))));
}

/** How many uploads' originals are stored. */
async function keptOriginals(): Promise<number> {
  return (await t.database.db.select({ id: files.id }).from(files).where(eq(files.purpose, 'data-upload'))).length;
}

// The bytes as a spreadsheet program writes them: a byte-order mark, CRLF, a name in Chinese.
const stored = Buffer.from('\ufeffeconomy,year,value\r\nAUS,2001,19413240\r\n澳大利亚,2002,19651438\r\n', 'utf8');
const refused = Buffer.from('economy,year,value\r\nAUS,2001,19413240\r\nAUS,2002,not a number\r\n', 'utf8');
const name = '人口 final;draft’s (v2).csv';

let storedId = '';
let refusedId = '';

describe("an upload's file as it was uploaded", () => {
  it('is kept for a stored upload and downloads byte for byte under its name', async () => {
    const before = await keptOriginals();
    const res = await upload(stored, name);
    expect(res.statusCode, res.body).toBe(200);
    storedId = res.json().result.uploadId;
    expect((await historyItem(storedId))?.hasFile).toBe(true);
    // Kept once (its saving starts while the last rows are written, and the reply waits for it).
    expect(await keptOriginals()).toBe(before + 1);
    const file = await original(storedId);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(stored)).toBe(true);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('no-store');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toBe(attachmentDisposition(name));
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('人口')}`);
    // Nothing of the name outside ASCII, no quote or semicolon of it inside the quoted fallback.
    expect(disposition).toMatch(/^[\x20-\x7e]+$/);
    expect(disposition).toMatch(/^attachment; filename="[^";\\/]*"; filename\*=UTF-8''[^\s";]+$/);
  });

  it('is kept for a refused upload too (to be fixed and sent again)', async () => {
    const before = await keptOriginals();
    const res = await upload(refused, 'census.csv');
    expect(res.statusCode, res.body).toBe(400);
    refusedId = await newestUpload();
    const item = await historyItem(refusedId);
    expect(item).toMatchObject({ status: 'failed', hasFile: true });
    expect(await keptOriginals()).toBe(before + 1);
    const file = await original(refusedId);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(refused)).toBe(true);
  });

  it('answers 404 for an upload that keeps no file (recorded before files were kept)', async () => {
    const [old] = await t.database.db
      .insert(uploads)
      .values({ userId: uploader.userId, seriesId: Number(seriesId), fileName: 'old.csv', status: 'done' })
      .returning({ id: uploads.id });
    const id = String(old?.id);
    expect((await historyItem(id))?.hasFile).toBe(false);
    const file = await original(id);
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe('uploadFileNone');
  });

  it('keeps a file only when it was read to its end (a stream cut short keeps nothing)', async () => {
    const whole = recordedStream(Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]));
    expect(whole.complete()).toBe(false);
    for await (const _ of whole.stream) void _;
    expect(whole.complete()).toBe(true);
    expect(whole.bytes()?.toString()).toBe('a,b\n1,2\n');
    const cut = recordedStream(Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]));
    for await (const _ of cut.stream) break;
    expect(cut.complete()).toBe(false);
    expect(cut.bytes()).toBeUndefined();
  });

  it('is stored as a private file: the public file route does not serve it', async () => {
    const [row] = await t.database.db
      .select({ fileId: uploads.fileId, purpose: files.purpose })
      .from(uploads)
      .innerJoin(files, eq(files.id, uploads.fileId))
      .where(eq(uploads.id, Number(storedId)));
    expect(row?.purpose).toBe('data-upload');
    const res = await t.app.inject({ url: `${t.base}/file/view/${row?.fileId}` });
    expect(res.statusCode).toBe(404);
  });

  it('needs a session (401) and a data permission (403)', async () => {
    expect((await original(storedId, null)).statusCode).toBe(401);
    const other = await signedInUser(t.app, t.database.db, { perms: ['series:add'] });
    expect((await original(storedId, other.token)).statusCode).toBe(403);
  });

  it('is for those who see the upload in the history: 404 for another area, for a made-up id or a bad one', async () => {
    const china = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:examine'],
      countryId: ids.country('CHN'),
    });
    const chinaFile = await original(storedId, china.token);
    expect(chinaFile.statusCode).toBe(404);
    expect(chinaFile.body).not.toContain('19413240');
    const australia = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:examine'],
      countryId: ids.country('AUS'),
    });
    const seen = await original(storedId, australia.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(stored)).toBe(true);
    expect((await original('999999999')).statusCode).toBe(404);
    expect((await original("1' or '1'='1")).statusCode).toBe(400);
  });

  it('keeps the series deletable: its upload records keep their files', async () => {
    expect(seriesNumber).not.toBe('');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/series/citySerSeries/delete?id=${seriesId}`,
      headers: headers((await signedInUser(t.app, t.database.db, { roleCode: 'admin' })).token),
    });
    expect(res.statusCode).toBeLessThan(500);
    const file = await original(storedId);
    expect(file.statusCode).toBe(200);
  });
});
