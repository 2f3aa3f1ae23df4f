import { viewSourcesSchema } from '@csp/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, uploads } from '../src/db/schema/index.js';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { addSeries, type DemoIds, headers, regionalAdmin, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * The source and licence of uploaded figures (issue 16): an upload names its source (publisher, title, URL) and
 * licence, kept with the upload; its published values keep the upload's id, and the public side (Sources tab,
 * CSV/XLSX rows and About sheet, JSON-stat) credits that source for the places and years whose figures came from it
 * and the series' source for the rest; only once the values are published. Plain text only; area-scoped.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;
let sydney: { id: number; countryId: number };
let seriesId: string;

const source = {
  publisher: 'Australian Bureau of Statistics',
  title: 'Regional population 2001-2002',
  url: 'https://www.abs.gov.au/statistics/people/population/regional-population',
  licence: 'CC-BY-4.0',
};

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff([
    'city:data:upload',
    'series:add',
    'city:data:examine',
    'city:data:publish',
    'city:data:list',
  ]));
  const [city] = await t.database.db
    .select({ id: cities.id, countryId: cities.countryId })
    .from(cities)
    .where(eq(cities.nameEn, 'Sydney'))
    .limit(1);
  if (!city) throw new Error('no Sydney');
  sydney = { id: Number(city.id), countryId: Number(city.countryId) };
  seriesId = await addSeries(t, staff.token, {
    pid: String(ids.series('1000')),
    number: '2791',
    nameEn: 'Sourced population',
    nameZh: '有来源的人口',
    sourceEn: 'World Bank',
    sourceZh: '世界银行',
    licence: 'CC BY 4.0',
  });
});
afterAll(() => t?.close());

const upload = (content: string, fields: Record<string, string> = {}, token = staff.token) => {
  const file = multipartFile('values.csv', content, { fields });
  return postMultipart(t, `/city/data/manager/upload?seriesId=${seriesId}`, token, file);
};
const sourceFields = {
  sourcePublisher: source.publisher,
  sourceTitle: source.title,
  sourceUrl: source.url,
  sourceLicence: source.licence,
};
const publish = async (uploadId: string) => {
  for (const action of ['pass', 'publish']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.base}/city/data/manager/upload/${uploadId}/review`,
      headers: headers(staff.token),
      payload: { action },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};
const setSource = (uploadId: string, body: unknown, token: string | null = staff.token) =>
  t.app.inject({
    method: 'PUT',
    url: `${t.base}/city/data/manager/upload/${uploadId}/source`,
    headers: token ? headers(token) : {},
    payload: body as object,
  });
const view = (lang: 'en' | 'zh' = 'en') =>
  `seriesId=${seriesId}&cityIds=${sydney.id}&startYear=2001&endYear=2003&lang=${lang}`;
const sourcesTab = async (lang: 'en' | 'zh' = 'en') => {
  const res = await t.app.inject({ url: `${t.base}/reception/data/sources?${view(lang)}` });
  expect(res.statusCode, res.body).toBe(200);
  return viewSourcesSchema.parse(res.json().result);
};

let sourcedUpload = '';
let plainUpload = '';

describe('the source of uploaded figures', () => {
  it('is stored with the upload and credited publicly only once its values are published', async () => {
    const first = await upload(
      `economy,city,year,value\nAUS,${sydney.id},2001,4100000\nAUS,${sydney.id},2002,4200000\n`,
      sourceFields,
    );
    expect(first.statusCode, first.body).toBe(200);
    sourcedUpload = first.json().result.uploadId;
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, Number(sourcedUpload)));
    expect(row?.source).toEqual(source);
    const second = await upload(`economy,city,year,value\nAUS,${sydney.id},2003,4300000\n`);
    expect(second.statusCode, second.body).toBe(200);
    plainUpload = second.json().result.uploadId;

    const history = await t.app.inject({ url: `${t.base}/city/data/manager/uploads`, headers: headers(staff.token) });
    const items = history.json().result.records as { id: string; source: unknown }[];
    expect(items.find((i) => i.id === sourcedUpload)?.source).toEqual(source);
    expect(items.find((i) => i.id === plainUpload)?.source).toBeNull();

    // Pending values: nothing public, so no source either.
    await publish(plainUpload);
    expect((await sourcesTab()).uploadSources).toEqual([]);
    const before = await t.app.inject({ url: `${t.base}/reception/data/chart.csv?${view()}` });
    expect(before.body).not.toContain('Australian Bureau');

    await publish(sourcedUpload);
    const tab = await sourcesTab();
    expect(tab.series.source).toBe('World Bank');
    expect(tab.uploadSources).toEqual([
      {
        ...source,
        citation: `${source.publisher}. ${source.title}. Retrieved from ${source.url}`,
        places: [{ key: String(sydney.id), label: expect.stringContaining('Sydney'), years: '2001-2002' }],
      },
    ]);
    const zh = await sourcesTab('zh');
    expect(zh.series.source).toBe('世界银行');
    expect(zh.uploadSources[0]?.citation).toBe(`${source.publisher}。${source.title}。获取自 ${source.url}`);
  });

  it("says whether the series' own source still holds some figure of the view (the chart's source line)", async () => {
    // 2003 came from an upload without a source: the series' source is still credited beside the upload's.
    expect((await sourcesTab()).seriesSourceUsed).toBe(true);
    const only = await t.app.inject({
      url: `${t.base}/reception/data/sources?seriesId=${seriesId}&cityIds=${sydney.id}&startYear=2001&endYear=2002`,
    });
    expect(only.statusCode, only.body).toBe(200);
    const tab = viewSourcesSchema.parse(only.json().result);
    expect(tab.uploadSources.map((u) => u.publisher)).toEqual([source.publisher]);
    expect(tab.seriesSourceUsed).toBe(false);
  });

  it("credits the upload's source on its rows of the CSV and XLSX and the series' source on the others", async () => {
    const res = await t.app.inject({ url: `${t.base}/reception/data/chart.csv?${view()}` });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.year, r.source, r.licence?.split(' | ')[0]])).toEqual([
      ['2001', `${source.publisher}, ${source.title} (${source.url})`, 'CC-BY-4.0'],
      ['2002', `${source.publisher}, ${source.title} (${source.url})`, 'CC-BY-4.0'],
      ['2003', 'World Bank', 'CC BY 4.0'],
    ]);

    const xlsx = await t.app.inject({ url: `${t.base}/reception/data/chart.xlsx?${view('zh')}` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const about = new Map<string, string>();
    book.getWorksheet('About')?.eachRow((row) => {
      about.set(String(row.getCell(1).value), String(row.getCell(2).value));
    });
    expect(about.get('来源')).toBe('世界银行');
    expect(about.get('上传数据来源')).toContain(`${source.publisher}, ${source.title}`);
    expect(about.get('上传数据来源')).toContain('许可：CC-BY-4.0');
    expect(about.get('上传数据来源')).toMatch(/2001-2002$/);

    const stat = await t.app.inject({ url: `${t.base}/reception/data/chart.jsonstat?${view()}` });
    expect(stat.statusCode).toBe(200);
    const dataset = stat.json();
    expect(dataset.source).toBe(`World Bank; ${source.publisher}`);
    expect(dataset.extension.uploadSources[0].places).toEqual({ [String(sydney.id)]: [2001, 2002] });
    expect(dataset.note.join('\n')).toContain('Source of uploaded figures');
  });

  it('is changed and cleared by PUT …/source, and the public side follows at once', async () => {
    const changed = await setSource(sourcedUpload, { source: { ...source, licence: 'My own terms' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await sourcesTab()).uploadSources[0]?.licence).toBe('My own terms');
    const cleared = await setSource(sourcedUpload, { source: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await sourcesTab()).uploadSources).toEqual([]);
    const again = await setSource(sourcedUpload, { source });
    expect(again.statusCode).toBe(200);
    expect((await sourcesTab()).uploadSources).toHaveLength(1);
  });
});

describe('guards of the source fields', () => {
  it('needs a session (401) and city:data:upload (403)', async () => {
    expect((await setSource(sourcedUpload, { source }, null)).statusCode).toBe(401);
    const other = await signedInUser(t.app, t.database.db, { perms: ['city:data:list'] });
    expect((await setSource(sourcedUpload, { source }, other.token)).statusCode).toBe(403);
  });

  it("refuses a regional administrator setting the source of another area's upload", async () => {
    const chinaAdmin = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: ids.country('CHN'),
    });
    const res = await setSource(sourcedUpload, { source: { ...source, publisher: 'Someone else' } }, chinaAdmin.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe('notJurisdiction');
    expect((await sourcesTab()).uploadSources[0]?.publisher).toBe(source.publisher);
    // Australia's own regional administrator may.
    const ausAdmin = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:upload'],
      countryId: sydney.countryId,
    });
    expect((await setSource(sourcedUpload, { source }, ausAdmin.token)).statusCode).toBe(200);
    expect((await setSource('999999999', { source }, ausAdmin.token)).statusCode).toBe(404);
  });

  it('refuses markup in the source fields, in the JSON body and in an upload, and a URL that is not http(s)', async () => {
    for (const bad of [
      { ...source, publisher: '<script>alert(1)</script>' },
      { ...source, title: 'Population <b>2001</b>' },
      { ...source, licence: '<img src=x onerror=alert(1)>' },
      { ...source, url: 'javascript:alert(1)' },
      { ...source, publisher: '' },
    ]) {
      const res = await setSource(sourcedUpload, { source: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const refused = await upload(`economy,city,year,value\nAUS,${sydney.id},2001,1\n`, {
      ...sourceFields,
      sourceTitle: '<a href="https://evil.example">x</a>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result.errors).toEqual([{ field: 'sourceTitle', message: expect.any(String) }]);
    expect((await sourcesTab()).uploadSources[0]?.title).toBe(source.title);
  });

  it('refuses a NUL byte in the source (400), in the body and in a multipart field', async () => {
    const res = await setSource(sourcedUpload, { source: { ...source, publisher: 'ABS\u0000' } });
    expect(res.statusCode).toBe(400);
    const refused = await upload(`economy,city,year,value\nAUS,${sydney.id},2001,1\n`, {
      ...sourceFields,
      sourcePublisher: 'A\u0000B',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('textInvalidCharacter');
  });
});
