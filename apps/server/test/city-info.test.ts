import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, wrap } from '../src/db/seed/demo-pdf.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, startDemoApp } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
let token: string;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  token = (await signedInUser(t.app, t.database.db, { perms: ['city:data:list'] })).token;
});
afterAll(() => t.close());

type Row = { id: string; nameEn: string; name: string; countryNameEn: string; documents: number; latitude: number };
const list = async (query: string, as = token, lang = 'en') => {
  const res = await t.app.inject({
    url: `${t.base}/city/data/manager/list?${query}`,
    headers: { ...headers(as), 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('back-office city list', () => {
  it('pages on the server, filters by economy and name, and sorts', async () => {
    const first = await list('pageNo=1&pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ size: 5, current: 1 });
    expect(first.body.result.records).toHaveLength(5);
    const total = first.body.result.total as number;
    expect(total).toBeGreaterThan(100);
    const second = await list('pageNo=2&pageSize=5');
    const firstIds = first.body.result.records.map((r: Row) => r.id);
    expect(second.body.result.records.some((r: Row) => firstIds.includes(r.id))).toBe(false);

    const china = await list(`countryId=${ids.country('CHN')}&pageSize=500&column=nameEn&order=asc`);
    const names = china.body.result.records.map((r: Row) => r.nameEn);
    expect(names).toContain('Tianjin');
    // Sorted by the database's collation: byte order on PGlite (Ürümqi after Z), the locale's on PostgreSQL.
    const byCodeUnit = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const byLocale = [...names].sort((a, b) => a.localeCompare(b));
    expect([byCodeUnit, byLocale]).toContainEqual(names);
    expect(china.body.result.records.every((r: Row) => r.countryNameEn === 'China')).toBe(true);

    const byName = await list('name=sydn');
    expect(byName.body.result.records.map((r: Row) => r.nameEn)).toEqual(['Sydney']);
    const byChinese = await list(`name=${encodeURIComponent('天津')}`);
    expect(byChinese.body.result.records.map((r: Row) => r.nameEn)).toEqual(['Tianjin']);
    expect((await list('name=100%25_')).body.result.total).toBe(0);
    const sydney = byName.body.result.records[0];
    expect(sydney).toMatchObject({ latitude: ids.city('Sydney').latitude, hasDescribe: true, documents: 2 });

    const mostDocuments = await list('column=documents&order=desc&pageSize=3');
    expect(mostDocuments.body.result.records.map((r: Row) => r.documents)).toEqual([2, 1, 1]);
  });

  it('shows a regional administrator only the cities of their area', async () => {
    const japan = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:list'],
      countryId: ids.country('JPN'),
    });
    const rows = (await list('pageSize=100', japan.token)).body.result;
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.records.every((r: Row) => r.countryNameEn === 'Japan')).toBe(true);
    const other = await list(`countryId=${ids.country('CHN')}`, japan.token);
    expect(other.body.result.total).toBe(0);
    const tokyo = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:list'],
      cityId: ids.city('Tokyo').id,
    });
    expect((await list('', tokyo.token)).body.result.records.map((r: Row) => r.nameEn)).toEqual(['Tokyo']);
  });

  it('refuses bad paging and filters with the field and a localized message', async () => {
    const size = await list('pageSize=0', token, 'zh');
    expect(size.status).toBe(400);
    expect(size.body.result.errors[0].field).toBe('pageSize');
    const country = await list('countryId=abc');
    expect(country.status).toBe(400);
    expect(country.body.result.errors[0]).toEqual({ field: 'countryId', message: 'Invalid parameters' });
    expect((await list('column=password')).body.result.errors[0].field).toBe('column');
  });
});

describe('demo city documents', () => {
  it('are real PDF files that anyone can download from the city', async () => {
    const tianjin = ids.city('Tianjin');
    const docs = (await t.app.inject({ url: `${t.base}/reception/city/data/manager/fileList/${tianjin.id}` })).json()
      .result as { id: string; fileName: string; url: string }[];
    expect(docs.map((d) => d.fileName)).toEqual(['Tianjin city profile.pdf']);
    const file = await t.app.inject({ url: `${t.base}/file/cityFile/downFile/${docs[0]?.id}` });
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = file.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Tianjin city profile) Tj');
    expect(text).toContain('39.1');
    expectValidXref(file.rawPayload);
  });

  it('writes a cross-reference table that points at every object', () => {
    const pdf = buildPdf('A (test) \\ title', [
      { text: 'Hello (world) '.repeat(30) },
      { text: '中文 ignored', bold: true },
    ]);
    expectValidXref(pdf);
    expect(pdf.toString('latin1')).toContain('(A \\(test\\) \\\\ title)');
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });
});

function expectValidXref(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThan(5);
  offsets.forEach((offset, i) => {
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const body = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(body + length, body + length + '\nendstream'.length)).toBe('\nendstream');
}
