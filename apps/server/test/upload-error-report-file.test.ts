import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataValues, uploads } from '../src/db/schema/index.js';
import { type SignedInUser, signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, fileSeries, headers, startDemoAppWithStaff } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17: the downloadable error report of a refused upload (CSV/XLSX, every bad row with its row, column,
 * value, message and closest names, then the row as the file has it), in the reader's language, for the
 * uploader only.
 */
let t: TestContext;
let ids: DemoIds;
let staff: SignedInUser;

beforeAll(async () => {
  ({ t, ids, staff } = await startDemoAppWithStaff(['city:data:upload', 'series:add', 'dimension:deflator:import']));
});
afterAll(() => t.close());

const upload = (token: string, content: string, url: string) =>
  postMultipart(t, url, token, multipartFile('bad.csv', content));

const report = (id: string, token: string | null, query = '', lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${t.base}/city/data/manager/upload/${id}/errorReport${query}`,
    headers: { ...(token ? headers(token) : {}), 'accept-language': lang },
  });

/** A new empty series of this file's own. */
const { newSeries } = fileSeries(() => ({ t, ids, staff }), 1850, { en: 'Report', zh: '报告' });

/** A wide file: a good row, a misspelt economy, a city-less row with a decimal comma, a formula in a name cell. */
const wideFile = [
  'economy,economy_name,2019,2020',
  'AUS,Australia,1,2',
  'Austrlia,Australia,3,4',
  'CHL,Chile,"1.234,5",6',
  'ZZZ,"=HYPERLINK(""http://x"")",7,8',
].join('\n');

async function refusedUpload() {
  const seriesId = await newSeries();
  const res = await upload(staff.token, wideFile, `/city/data/manager/upload?seriesId=${seriesId}`);
  expect(res.statusCode, res.body).toBe(400);
  return { seriesId, reply: res.json() };
}

/** Splits a CSV text (quoted cells, CRLF lines) into lines of cells. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cell = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      line.push(cell);
      cell = '';
    } else if (c === '\r') {
      // the \n ends the line
    } else if (c === '\n') {
      line.push(cell);
      lines.push(line);
      line = [];
      cell = '';
    } else cell += c;
  }
  return lines;
}

describe('the downloadable error report', () => {
  it('names the refused upload in the reply and stores nothing of the file', async () => {
    const { seriesId, reply } = await refusedUpload();
    expect(reply.result.report.uploadId).toMatch(/^\d+$/);
    expect(reply.result.report.rowsStored).toBe(3);
    const [row] = await t.database.db
      .select({ status: uploads.status, userId: uploads.userId })
      .from(uploads)
      .where(eq(uploads.id, Number(reply.result.report.uploadId)));
    expect(row).toEqual({ status: 'failed', userId: staff.userId });
    const values = await t.database.db
      .select()
      .from(dataValues)
      .where(eq(dataValues.seriesId, Number(seriesId)));
    expect(values).toEqual([]);
  });

  it('downloads as CSV in English: one line per problem with the original row, formulas made harmless', async () => {
    const { reply } = await refusedUpload();
    const res = await report(reply.result.report.uploadId, staff.token, '?format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`upload-${reply.result.report.uploadId}-errors.csv`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(lines[0]).toEqual([
      'Row',
      'Column',
      'Value found',
      'Problem',
      'Closest matches',
      'economy',
      'economy_name',
      '2019',
      '2020',
    ]);
    const economy = lines.find((l) => l[0] === '3');
    expect(economy?.slice(1, 3)).toEqual(['economy', 'Austrlia']);
    expect(economy?.[4]).toMatch(/^Australia/);
    expect(economy?.slice(5)).toEqual(['Austrlia', 'Australia', '3', '4']);
    const value = lines.find((l) => l[0] === '4');
    expect(value?.slice(1, 3)).toEqual(['2019', '1.234,5']);
    expect(value?.[3]).toContain('write decimals with a dot');
    const formula = lines.find((l) => l[0] === '5');
    expect(formula?.[6]).toBe(`'=HYPERLINK("http://x")`);
    // Every problem of the reply is in the file (no line for the good row 2).
    const problems = reply.result.report.rows.flatMap((r: { problems: unknown[] }) => r.problems).length;
    expect(lines.length - 1).toBe(problems);
    expect(lines.some((l) => l[0] === '2')).toBe(false);
  });

  it('downloads as XLSX in Chinese, with a summary sheet', async () => {
    const { reply } = await refusedUpload();
    const res = await report(reply.result.report.uploadId, staff.token, '?format=xlsx', 'zh-CN');
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['问题', '汇总']);
    const sheet = book.getWorksheet('问题');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '行号',
      '列',
      '所填内容',
      '问题',
      '最接近的名称',
      'economy',
      'economy_name',
      '2019',
      '2020',
    ]);
    expect(sheet?.getRow(2).getCell(2).value).toBe('经济体');
    expect(String(sheet?.getRow(2).getCell(4).value)).toBe('经济体不存在');
    const summary = book.getWorksheet('汇总');
    expect(summary?.getRow(1).getCell(1).value).toMatch(/行$/);
  });

  it('lists every bad row, not only the 100 of the reply', async () => {
    const seriesId = await newSeries();
    const bad = Array.from({ length: 140 }, (_, i) => `ZZ${i},2001,1`);
    const res = await upload(
      staff.token,
      ['economy,year,value', ...bad].join('\n'),
      `/city/data/manager/upload?seriesId=${seriesId}`,
    );
    const rep = res.json().result.report;
    expect(rep.rowsShown).toBe(100);
    expect(rep.rowsStored).toBe(140);
    const file = await report(rep.uploadId, staff.token, '?format=csv');
    const lines = parseCsv(file.rawPayload.subarray(3).toString('utf8'));
    expect(lines.length).toBe(141);
    expect(lines.at(-1)?.slice(0, 3)).toEqual(['141', 'economy', 'ZZ139']);
  });

  it('is the uploader’s only: no session 401, no permission 403, another user’s upload 404, bad id 400', async () => {
    const { reply } = await refusedUpload();
    const id = reply.result.report.uploadId;
    expect((await report(id, null)).statusCode).toBe(401);
    const nobody = await signedInUser(t.app, t.database.db, { perms: ['city:data:examine'] });
    expect((await report(id, nobody.token)).statusCode).toBe(403);
    const other = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    const foreign = await report(id, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('uploadNotExist');
    // The deflator importer may read the report of their own imports.
    const deflator = await signedInUser(t.app, t.database.db, { perms: ['dimension:deflator:import'] });
    expect((await report(id, deflator.token)).statusCode).toBe(404);
    expect((await report("1' or '1'='1", staff.token)).statusCode).toBe(400);
    expect((await report('%00', staff.token)).statusCode).toBe(400);
    expect((await report(id, staff.token, '?format=pdf')).statusCode).toBe(400);
    expect((await report('999999999', staff.token)).statusCode).toBe(404);
  });

  it('a stored upload has no error report (404), and a deflator import’s refusal has one', async () => {
    const seriesId = await newSeries();
    const good = await upload(
      staff.token,
      'economy,year,value\nAUS,2001,1\n',
      `/city/data/manager/upload?seriesId=${seriesId}`,
    );
    expect(good.statusCode, good.body).toBe(200);
    const none = await report(good.json().result.uploadId, staff.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('uploadReportNone');
    const refused = await upload(
      staff.token,
      'economy,2001\nXYZ,1\n',
      `/dimension/importGDPDeflators?seriesId=${seriesId}`,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    const id = refused.json().result.report.uploadId;
    const file = await report(id, staff.token, '?format=csv');
    expect(file.statusCode).toBe(200);
    expect(parseCsv(file.rawPayload.subarray(3).toString('utf8'))[1]?.slice(0, 3)).toEqual(['2', 'economy', 'XYZ']);
  });
});
