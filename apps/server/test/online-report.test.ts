// biome-ignore-all lint/suspicious/noTemplateCurlyInString: report SQL writes its parameters as ${name}
import { permissions as p } from '@csp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onlineReports, positions } from '../src/db/schema/index.js';
import { openReportReader } from '../src/modules/online-report/report-reader.js';
import { runPage } from '../src/modules/online-report/report-runner.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, callApi, type TestContext } from './helper.js';

/**
 * Online reports on the platform's own database (issue 8 "Must show"): parameters are bound (an injection
 * attempt matches only itself), writing is refused by the guard and by the read-only transaction, secret
 * tables are out of reach, paging, sort, query fields and the 30 s cache of grouped reports, the popup's
 * columns and query items, and bad input answered 400 with the field and localized text.
 */
let t: TestContext;
let token = '';
const allPerms = [
  p.onlineReportList,
  p.onlineReportAdd,
  p.onlineReportEdit,
  p.onlineReportDelete,
  p.onlineReportTest,
  p.onlineReportData,
];

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  token = (await signedInUser(t.app, t.database.db, { perms: allPerms })).token;
  const rows = Array.from({ length: 25 }, (_, i) => ({
    code: `P${String(i + 1).padStart(2, '0')}`,
    nameZh: `职务${i + 1}`,
    nameEn: i % 2 ? 'odd' : 'even',
  }));
  rows.push({ code: 'EVIL', nameZh: "a' OR '1'='1", nameEn: 'literal' });
  await t.database.db.insert(positions).values(rows);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, lang = 'en') =>
  callApi(t, method, url, { payload, token, lang });
const column = (field: string, extra: Record<string, unknown> = {}) => ({ field, title: field, ...extra });

let serial = 0;
async function addReport(body: Record<string, unknown>) {
  serial += 1;
  const res = await call('POST', '/online/cgreport/head/add', { code: `r${serial}`, name: `报表${serial}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}
const data = (id: string, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return call('GET', `/online/cgreport/api/getData/${id}${qs ? `?${qs}` : ''}`);
};

describe('parameters are bound, never spliced', () => {
  let id = '';
  beforeAll(async () => {
    id = await addReport({
      sql: 'select code, name_zh from positions where name_zh = ${name}',
      params: [{ name: 'name', title: '名称', defaultValue: '职务1' }],
      columns: [column('code'), column('name_zh')],
    });
  });

  it('returns the literal match only for an injection attempt', async () => {
    const literal = await data(id, { name: "a' OR '1'='1" });
    expect(literal.statusCode).toBe(200);
    expect(literal.json().result).toEqual({ total: 1, records: [{ code: 'EVIL', name_zh: "a' OR '1'='1" }] });

    const attempt = await data(id, { name: "x' OR '1'='1" });
    expect(attempt.json().result).toEqual({ total: 0, records: [] });

    const drop = await data(id, { name: "'; drop table positions; --" });
    expect(drop.json().result.total).toBe(0);
    const [left] = await t.database.db.select({ n: count() }).from(positions);
    expect(left?.n).toBe(26);
  });

  it('uses the default value of a parameter that is not given', async () => {
    const res = await data(id);
    expect(res.json().result.records).toEqual([{ code: 'P01', name_zh: '职务1' }]);
  });
});

describe('a report that tries to write is refused', () => {
  it.each([
    ['insert into positions (code, name_zh, name_en) values (1, 2, 3)', 'reportSqlNotSelect'],
    ["update positions set name_zh = 'x'", 'reportSqlNotSelect'],
    ['delete from positions', 'reportSqlNotSelect'],
    ['select * from positions; drop table positions', 'reportSqlNotSelect'],
    ["select nextval('positions_id_seq') as n", 'reportSqlForbidden'],
    ['with gone as (delete from positions returning *) select * from gone', 'reportSqlForbidden'],
    ['select * from positions for update', 'reportSqlForbidden'],
  ])('%s → %s', async (sql, key) => {
    const res = await call('POST', '/online/cgreport/head/add', { code: `w${serial++}`, name: 'w', sql }, 'zh');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(key);
    expect(res.json().result.errors[0].field).toBe('sql');
    expect(res.json().result.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    const run = await call('POST', '/online/cgreport/head/testRun', { sql });
    expect(run.json().message).toBe(key);
  });

  it('stores nothing refused, and the table is untouched', async () => {
    const [refused] = await t.database.db
      .select({ n: count() })
      .from(onlineReports)
      .where(eq(onlineReports.nameZh, 'w'));
    expect(refused?.n ?? 0).toBe(0);
    const [left] = await t.database.db.select({ n: count() }).from(positions);
    expect(left?.n).toBe(26);
  });

  it('a write that got past the guard still fails in the read-only transaction', async () => {
    const source = await openReportReader(t.database, { ...t.config, REPORT_QUERY_TIMEOUT_MS: 5_000 }, console);
    const sql =
      "with made as (insert into positions (code, name_zh, name_en) values ('X1', 'x', 'x') returning *) select * from made";
    // The statement as it is, past every guard of the report's SQL.
    const asIs = (text: string) => [{ kind: 'code' as const, text, value: text }];
    const checked = { dialect: 'postgres' as const, tokens: asIs(sql), params: [], relations: [] };
    const sneak = { ...source, platform: false };
    const page = { params: {}, limit: 10, offset: 0 };
    // Wrapped for paging, a writable CTE is refused by PostgreSQL itself (not at the top level).
    await expect(runPage(sneak, checked, page)).rejects.toMatchObject({ status: 400 });
    // Refused by the read-only transaction, or before that by the reports role's missing rights.
    for (const text of ["select nextval('positions_id_seq') as n", 'select * from positions for update']) {
      const unchecked = { ...checked, tokens: asIs(text) };
      const error = await runPage(sneak, unchecked, page).catch((e: unknown) => e);
      expect(error, text).toMatchObject({ status: 400 });
      expect(['reportWriteRefused', 'reportSqlFailed'], text).toContain((error as { key: string }).key);
    }
    await source.close();
    const [made] = await t.database.db.select({ n: count() }).from(positions).where(eq(positions.code, 'X1'));
    expect(made?.n).toBe(0);
  });

  it('keeps the tables of secrets out of reach on the platform database, even through * or a view', async () => {
    for (const sql of [
      'select * from users',
      'select u.username from countries c cross join (select * from users) u',
      'select token_hash from sessions',
      'select * from rsa_keys',
      'select * from data_sources',
      'select * from pg_catalog.pg_stats',
    ]) {
      const res = await call('POST', '/online/cgreport/head/testRun', { sql });
      expect(res.json().message, sql).toBe('reportSqlForbidden');
    }
  });
});

describe('paging, sort, query fields and the cache', () => {
  let id = '';
  beforeAll(async () => {
    id = await addReport({
      sql: "select id, code, name_en from positions where code like 'P%'",
      columns: [
        column('id', { hidden: true, query: true, queryMode: 'group', queryView: 'number', queryHidden: true }),
        column('code', { sortable: true, query: true }),
        column('name_en', { dictCode: 'yn', query: true, queryView: 'list' }),
      ],
    });
  });

  it('pages and sorts on the server', async () => {
    const second = await data(id, { pageNo: 2, pageSize: 10, column: 'code', order: 'desc' });
    expect(second.statusCode).toBe(200);
    const result = second.json().result;
    expect(result.total).toBe(25);
    expect(result.records.map((r: { code: string }) => r.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `P${String(15 - i).padStart(2, '0')}`),
    );
    const last = await data(id, { pageNo: 3, pageSize: 10, column: 'code', order: 'asc' });
    expect(last.json().result.records.map((r: { code: string }) => r.code)).toEqual([
      'P21',
      'P22',
      'P23',
      'P24',
      'P25',
    ]);
  });

  it('filters by query fields: contains, exact list value, number range', async () => {
    const text = await data(id, { code: 'p2' });
    expect(text.json().result.total).toBe(6);
    const list = await data(id, { name_en: 'odd' });
    expect(list.json().result.total).toBe(12);
    const all = (await data(id, { pageSize: 100, column: 'code' })).json().result.records as { id: number }[];
    const range = await data(id, { id_begin: String(all[2]?.id), id_end: String(all[4]?.id) });
    expect(range.json().result.total).toBe(3);
  });

  it('answers 400 with the field for a column that is not sortable, a wrong number, a page out of range', async () => {
    const sort = await data(id, { column: 'name_en' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().result.errors[0].field).toBe('column');
    const number = await data(id, { id_begin: '1 or 1=1' });
    expect(number.statusCode).toBe(400);
    expect(number.json().result.errors[0].field).toBe('id_begin');
    const page = await data(id, { pageSize: 0 });
    expect(page.statusCode).toBe(400);
    expect(page.json().result.errors[0].field).toBe('pageSize');
  });

  it('describes columns with dictionary options and query items with the hidden flag', async () => {
    const cols = await call('GET', `/online/cgreport/api/getRpColumns/r${serial}`);
    expect(cols.statusCode).toBe(200);
    const result = cols.json().result;
    expect(result.cgRpConfigId).toBe(id);
    expect(result.columns.map((c: { field: string; hidden: boolean }) => [c.field, c.hidden])).toEqual([
      ['id', true],
      ['code', false],
      ['name_en', false],
    ]);
    expect(result.dictOptions.name_en.map((o: { value: string }) => o.value)).toEqual(['1', '0']);
    const info = await call('GET', `/online/cgreport/api/getQueryInfo/${id}`);
    expect(
      info.json().result.map((q: { field: string; hidden: string; mode: string }) => [q.field, q.mode, q.hidden]),
    ).toEqual([
      ['id', 'group', '1'],
      ['code', 'single', '0'],
      ['name_en', 'single', '0'],
    ]);
    expect((await call('GET', '/online/cgreport/api/getRpColumns/nope')).statusCode).toBe(404);
  });

  it('caches the data of a report with a group id for 30 s; without one every call reads', async () => {
    const grouped = await addReport({
      sql: "select code from positions where name_en = 'cache'",
      groupId: 'g1',
      columns: [column('code')],
    });
    const plain = await addReport({
      sql: "select code from positions where name_en = 'cache'",
      columns: [column('code')],
    });
    expect((await data(grouped)).json().result.total).toBe(0);
    expect((await data(plain)).json().result.total).toBe(0);
    await t.database.db.insert(positions).values({ code: 'C1', nameZh: '缓存', nameEn: 'cache' });
    expect((await data(grouped)).json().result.total).toBe(0);
    expect((await data(plain)).json().result.total).toBe(1);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      expect((await data(grouped)).json().result.total).toBe(1);
    } finally {
      clock.mockRestore();
    }
    await t.database.db.delete(positions).where(eq(positions.code, 'C1'));
    // An edit is seen at once.
    const edit = await call('PUT', '/online/cgreport/head/edit', { id: grouped, name: '改名' });
    expect(edit.statusCode).toBe(200);
    expect((await data(grouped)).json().result.total).toBe(0);
  });
});

describe('definitions: editor calls and bad input', () => {
  it('parses SQL into field names and parameters, and test-runs it', async () => {
    const parsed = await call('POST', '/online/cgreport/head/parseSql', {
      sql: 'select code as "Code", name_en from positions where code = ${c}',
    });
    expect(parsed.json().result).toEqual({ fields: ['Code', 'name_en'], params: ['c'] });
    const run = await call('POST', '/online/cgreport/head/testRun', {
      sql: 'select code from positions where code = ${c}',
      params: { c: 'P07' },
    });
    expect(run.json().result).toEqual({ fields: ['code'], records: [{ code: 'P07' }], total: 1 });
    const broken = await call('POST', '/online/cgreport/head/testRun', { sql: 'select nope from positions' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('reportSqlFailed');
    expect(broken.json().result.errors[0].message).toContain('nope');
  });

  it('reads, edits and deletes a definition', async () => {
    const id = await addReport({
      sql: 'select code from positions',
      columns: [column('code', { title: '编码', titleEn: 'Code' })],
    });
    const read = await call('GET', `/online/cgreport/head/queryById?id=${id}`);
    expect(read.json().result).toMatchObject({ dataSource: 'default', sql: 'select code from positions' });
    expect(read.json().result.columns[0]).toMatchObject({
      field: 'code',
      titleEn: 'Code',
      hidden: false,
      query: false,
    });
    const list = await call('GET', '/online/cgreport/head/list?code=r');
    expect(list.json().result.total).toBeGreaterThan(0);
    expect((await call('DELETE', `/online/cgreport/head/delete?id=${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/online/cgreport/head/queryById?id=${id}`)).statusCode).toBe(404);
    expect((await data(id)).statusCode).toBe(404);
  });

  it.each([
    [{ code: '', name: 'x', sql: 'select 1' }, 'code', '该字段为必填项'],
    [{ code: 'bad code!', name: 'x', sql: 'select 1' }, 'code', '格式不正确'],
    [{ code: 'okcode', name: 'x', sql: 'select 1', dataSource: 'nowhere' }, 'dataSource', '数据源不存在'],
    [{ code: 'okcode', name: 'x', sql: 'select ${p}' }, 'params', 'SQL 中使用了未定义的参数'],
    [
      { code: 'okcode', name: 'x', sql: 'select 1', columns: [{ field: '1x', title: 't' }] },
      'columns.0.field',
      '格式不正确',
    ],
    [
      {
        code: 'okcode',
        name: 'x',
        sql: 'select 1 as a',
        columns: [
          { field: 'a', title: 'a' },
          { field: 'a', title: 'b' },
        ],
      },
      'columns.1.field',
      '参数名或列名重复',
    ],
    [
      { code: 'okcode', name: 'x', sql: 'select ${pageNo}', params: [{ name: 'pageNo', title: 'p' }] },
      'params.0.name',
      '参数名或列名重复',
    ],
  ])('400 on %j: field %s, localized', async (body, field, text) => {
    const res = await call('POST', '/online/cgreport/head/add', body, 'zh');
    expect(res.statusCode).toBe(400);
    expect(res.json().result.errors).toContainEqual({ field, message: text });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(onlineReports)
      .where(eq(onlineReports.code, 'okcode'));
    expect(stored?.n).toBe(0);
  });

  it('refuses a second report with the same code (409 on code)', async () => {
    await addReport({ code: 'twice', sql: 'select 1 as a' });
    const again = await call('POST', '/online/cgreport/head/add', { code: 'twice', name: 'x', sql: 'select 1 as a' });
    expect(again.statusCode).toBe(409);
    expect(again.json().result.errors[0].field).toBe('code');
  });
});

describe('statement timeout', () => {
  it.skipIf(process.env.DB_ENGINE !== 'postgres')('stops a report query that runs too long (PostgreSQL)', async () => {
    const slow = await buildTestApp({ demo: false, env: { REPORT_QUERY_TIMEOUT_MS: '300' } });
    try {
      const admin = await signedInUser(slow.app, slow.database.db, { perms: allPerms });
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/online/cgreport/head/testRun',
        headers: { 'x-access-token': admin.token },
        payload: { sql: 'select count(*) as n from generate_series(1, 200000000) a' },
      });
      expect(res.json().message).toBe('reportTimeout');
    } finally {
      await slow.close();
    }
  });
});
