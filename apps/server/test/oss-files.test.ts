import { existsSync } from 'node:fs';
import path from 'node:path';
import { permissions as p } from '@csp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploads, users } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

let t: TestContext;
let token: string;
let username: string;
let listOnly: string;

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  // A table of a later feature that refers to files: its uses count without a change to the files module.
  await t.database.db.execute(
    sql`create table test_attachments (id serial primary key, file_id bigint references files(id))`,
  );
  const admin = await signedInUser(t.app, t.database.db, { perms: [p.ossList, p.ossUpload, p.ossDelete] });
  token = admin.token;
  username = admin.username;
  listOnly = (await signedInUser(t.app, t.database.db, { perms: [p.ossList] })).token;
});
afterAll(() => t.close());

const upload = (name: string, content: Buffer, type = 'application/octet-stream', as = token) =>
  postMultipart(t, '/sys/oss/file/upload', as, multipartFile(name, content, { type }));
const list = (query = '', lang = 'en') =>
  t.app.inject({
    url: `${t.base}/sys/oss/file/list${query}`,
    headers: { 'x-access-token': token, 'accept-language': lang },
  });
const remove = (id: string, lang = 'en', as = token) =>
  t.app.inject({
    method: 'DELETE',
    url: `${t.base}/sys/oss/file/delete?id=${id}`,
    headers: { 'x-access-token': as, 'accept-language': lang },
  });
const record = async (id: string) =>
  ((await list('?pageSize=100')).json().result.records as { id: string; usage: unknown }[]).find((r) => r.id === id);

describe('OSS file list', () => {
  let plan = '';
  let photo = '';
  let table = '';

  it('uploads files owned by the caller and lists them with size, type, owner and no use', async () => {
    const a = await upload('plan.pdf', Buffer.from('%PDF-1.4 plan'), 'application/pdf');
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().message).toBe('uploadSuccess');
    plan = a.json().result.id;
    photo = (await upload('C:\\photos\\photo.png', Buffer.alloc(2048, 1), 'image/png')).json().result.id;
    table = (await upload('table.csv', Buffer.from('a,b\n'), 'text/csv; evil')).json().result.id;
    expect(await record(plan)).toMatchObject({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      size: 13,
      purpose: 'oss',
      ownerName: username,
      usage: [],
      inUse: false,
    });
    expect(await record(photo)).toMatchObject({ name: 'photo.png', size: 2048 });
    expect(await record(table)).toMatchObject({ mimeType: 'text/csv' });
  });

  it('pages, filters and sorts on the server', async () => {
    const bySize = (await list('?column=size&order=asc&pageSize=2')).json().result;
    expect(bySize.total).toBe(3);
    expect(bySize.records.map((r: { name: string }) => r.name)).toEqual(['table.csv', 'plan.pdf']);
    expect((await list('?column=size&order=asc&pageSize=2&pageNo=2')).json().result.records).toHaveLength(1);
    expect((await list('?name=PLAN')).json().result.records.map((r: { id: string }) => r.id)).toEqual([plan]);
    expect((await list('?mimeType=image/')).json().result.records.map((r: { id: string }) => r.id)).toEqual([photo]);
    expect((await list(`?owner=${username.slice(0, 8)}`)).json().result.total).toBe(3);
    expect((await list('?owner=nobody')).json().result.total).toBe(0);
    expect((await list('?purpose=oss')).json().result.total).toBe(3);
    expect((await list('?name=100%25')).json().result.total).toBe(0);
  });

  it('shows where a file is used: data uploads, avatars and any table referring to files', async () => {
    await t.database.db.insert(uploads).values({ fileId: Number(plan), status: 'done' });
    await t.database.db.insert(uploads).values({ fileId: Number(plan), status: 'failed' });
    await t.database.db
      .update(users)
      .set({ avatar: `${t.base}/file/view/${photo}` })
      .where(eq(users.username, username));
    await t.database.db.execute(sql`insert into test_attachments (file_id) values (${Number(table)})`);
    expect((await record(plan))?.usage).toEqual([{ kind: 'dataUpload', count: 2 }]);
    expect(await record(photo)).toMatchObject({ usage: [{ kind: 'avatar', count: 1 }], inUse: true });
    expect((await record(table))?.usage).toEqual([{ kind: 'test_attachments.file_id', count: 1 }]);
    expect((await list('?inUse=1')).json().result.total).toBe(3);
    expect((await list('?inUse=0')).json().result.total).toBe(0);
  });

  it('refuses to delete a used file, in the caller language, and keeps it', async () => {
    const res = await remove(plan, 'zh-CN');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('fileInUse');
    expect(res.json().result.text).toBe('文件正在使用中，不能删除');
    expect((await remove(photo)).json().message).toBe('fileInUse');
    expect((await remove(table)).json().message).toBe('fileInUse');
    expect(await record(plan)).toBeDefined();
  });

  it('downloads a file as an attachment', async () => {
    const res = await t.app.inject({
      url: `${t.base}/sys/oss/file/download/${plan}`,
      headers: { 'x-access-token': listOnly },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 plan');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''plan.pdf");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({
      url: `${t.base}/sys/oss/file/download/999999`,
      headers: { 'x-access-token': token },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('FileDoesNotExist');
  });

  it('deletes a file once nothing uses it: the row and the stored bytes', async () => {
    await t.database.db.delete(uploads).where(eq(uploads.fileId, Number(plan)));
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, Number(plan)));
    const stored = path.join(t.config.dataDir, 'files', row?.storageKey ?? 'missing');
    expect(existsSync(stored)).toBe(true);
    expect((await remove(plan, 'en', listOnly)).statusCode).toBe(403);
    const res = await remove(plan);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('deleteSuccess');
    expect(await record(plan)).toBeUndefined();
    expect(existsSync(stored)).toBe(false);
    expect((await remove(plan)).statusCode).toBe(404);
  });

  it('refuses bad input with the field and stores nothing', async () => {
    const before = (await list()).json().result.total;
    const empty = await upload('empty.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().result.errors).toEqual([{ field: 'file', message: 'The uploaded file is empty or incorrect' }]);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `${t.base}/sys/oss/file/upload`,
      headers: { 'x-access-token': token },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe('FileNotNull');
    expect((await upload('\u0001\u0002', Buffer.from('x'))).json().message).toBe('FileNameIsIllegal');
    expect((await list()).json().result.total).toBe(before);
    for (const query of ['?pageSize=0', '?inUse=2', '?column=owner', '?purpose=A%20B']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('validationFailed');
      expect(res.json().result.errors[0].field).toBe(query.slice(1).split('=')[0]);
    }
    expect((await remove('abc')).statusCode).toBe(400);
  });
});
