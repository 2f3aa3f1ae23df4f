import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityFiles } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, startDemoApp } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

let t: TestContext;
let ids: DemoIds;

beforeAll(async () => ({ t, ids } = await startDemoApp()));
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const documents = async () => (await t.database.db.select({ n: count() }).from(cityFiles))[0]?.n ?? 0;

describe('city introductions and documents', () => {
  it('edits a sanitized introduction inside the area and shows it publicly in both languages', async () => {
    const sydney = ids.city('Sydney');
    const outsider = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:info:edit'],
      countryId: ids.country('JPN'),
    });
    const body = {
      id: String(sydney.id),
      describeEn:
        '<h2>Sydney</h2><p>Harbour <img src="x" onerror="alert(1)"><a href="http://example.org/s">city</a></p>',
      describeZh: '<p>悉尼<script>alert(1)</script></p>',
    };
    const denied = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/city/data/manager/editDescribe`,
      headers: headers(outsider.token),
      payload: body,
    });
    expect(denied.json()).toMatchObject({ code: 403, message: 'notJurisdiction' });
    const editor = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:info:edit'],
      countryId: sydney.countryId,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/city/data/manager/editDescribe`,
      headers: headers(editor.token),
      payload: { ...body, startYear: 2020, endYear: 2000 },
    });
    expect(bad.json().result.errors[0]).toMatchObject({ field: 'startYear' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/city/data/manager/editDescribe`,
      headers: headers(editor.token),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const en = (await t.app.inject({ url: `${t.base}/reception/city/data/manager/getDescribe/${sydney.id}` })).json()
      .result;
    expect(en.describe).toBe(
      '<h2>Sydney</h2><p>Harbour <img src="x" /><a href="http://example.org/s" target="_blank" rel="noopener noreferrer">city</a></p>',
    );
    const zh = await t.app.inject({
      url: `${t.base}/reception/city/data/manager/getDescribe/${sydney.id}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.json().result.describe).toBe('<p>悉尼</p>');
    expect(
      (await t.app.inject({ url: `${t.base}/reception/city/data/manager/getDescribe/99999999` })).json().message,
    ).toBe('cityNotExist');
  });

  it('stores Word or PDF documents with unique names and lets anyone download them', async () => {
    const tokyo = ids.city('Tokyo');
    const editor = await signedInUser(t.app, t.database.db, { perms: ['city:info:edit'] });
    const send = (name: string, content: Buffer) =>
      postMultipart(
        t,
        `/city/data/manager/uploadFile?cityId=${tokyo.id}`,
        editor.token,
        multipartFile(name, content, { type: 'application/octet-stream' }),
      );
    const before = await documents();
    expect((await send('plan.exe', Buffer.from('MZ'))).json()).toMatchObject({ code: 415, message: 'IllegalFileType' });
    expect((await send('fake.pdf', Buffer.from('hello'))).statusCode).toBe(415);
    expect((await send('plan|2030?.pdf', pdf)).json()).toMatchObject({ code: 400, message: 'FileNameIsIllegal' });
    expect(await documents()).toBe(before);
    const ok = await send('Tokyo plan 2030.pdf', pdf);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await send('Tokyo plan 2030.pdf', pdf)).json()).toMatchObject({ code: 409, message: 'fileNameRepeat' });
    const list = (await t.app.inject({ url: `${t.base}/reception/city/data/manager/fileList/${tokyo.id}` })).json()
      .result;
    expect(list).toEqual([
      { id: ok.json().result.id, fileName: 'Tokyo plan 2030.pdf', url: expect.stringContaining('downloadFile?id=') },
    ]);
    for (const url of [
      `/reception/city/data/manager/downloadFile?id=${list[0].id}`,
      `/file/cityFile/downFile/${list[0].id}`,
    ]) {
      const file = await t.app.inject({ url: `${t.base}${url}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Tokyo%20plan%202030.pdf");
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await t.app.inject({ url: `${t.base}/file/cityFile/downFile/99999999` })).json().message).toBe(
      'FileDoesNotExist',
    );
  });
});
