import { permissions as p } from '@csp/contract';
import { count, eq } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources } from '../src/db/schema/index.js';
import { outboundPolicy, parseAllowList } from '../src/lib/outbound-policy.js';
import { externalSource } from '../src/modules/data-sources/read-only-source.js';
import { runPage } from '../src/modules/online-report/report-runner.js';
import { tokenize } from '../src/modules/online-report/sql-lexer.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, callApi, type TestContext } from './helper.js';

/**
 * Data sources: passwords sealed and never returned, the connection test, and an online report over MySQL
 * (the MariaDB of this machine: 127.0.0.1:3306, root, empty password, database `test`). The MariaDB part is
 * skipped only when that server cannot be reached, and its name then says so.
 */
const maria = { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' };
async function mariaReachable(): Promise<boolean> {
  try {
    const conn = await mysql.createConnection({ ...maria, connectTimeout: 2_000 });
    await conn.end();
    return true;
  } catch {
    return false;
  }
}
const reachable = await mariaReachable();
const mariaTitle = reachable ? 'MariaDB at 127.0.0.1:3306' : 'MariaDB at 127.0.0.1:3306 — SKIPPED: server unreachable';

let t: TestContext;
let token = '';
const perms = [
  p.dataSourceList,
  p.dataSourceAdd,
  p.dataSourceEdit,
  p.dataSourceDelete,
  p.dataSourceTest,
  p.onlineReportList,
  p.onlineReportAdd,
  p.onlineReportTest,
  p.onlineReportData,
];
/** The outbound policy refuses loopback: the local MariaDB is allowed by name, as a deployment would. */
const allowMaria = `${maria.host}:${maria.port}`;
const mariaPolicy = outboundPolicy({ allow: parseAllowList(allowMaria) });
beforeAll(async () => {
  t = await buildTestApp({ demo: false, env: { OUTBOUND_ALLOW: allowMaria } });
  token = (await signedInUser(t.app, t.database.db, { perms })).token;
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, lang = 'en') =>
  callApi(t, method, url, { payload, token, lang });
const source = (extra: Record<string, unknown> = {}) => ({
  code: 'maria',
  name: 'MariaDB',
  type: 'mysql',
  host: maria.host,
  port: maria.port,
  database: maria.database,
  username: maria.user,
  ...extra,
});

describe('data source passwords', () => {
  it('stores the password sealed, shows only that one is set, keeps it on an edit without one', async () => {
    const add = await call('POST', '/sys/dataSource/add', source({ code: 'sealed', password: 'Pa55-word!' }));
    expect(add.statusCode).toBe(200);
    const id = add.json().result.id as string;
    const [row] = await t.database.db
      .select()
      .from(dataSources)
      .where(eq(dataSources.id, Number(id)));
    expect(row?.passwordCipher).toMatch(/^v1:/);
    expect(row?.passwordCipher).not.toContain('Pa55-word!');

    const list = await call('GET', '/sys/dataSource/list');
    expect(list.body).not.toContain('Pa55-word!');
    expect(list.body).not.toContain(row?.passwordCipher);
    expect(list.json().result.records[0]).toMatchObject({ code: 'sealed', hasPassword: true });
    expect(list.json().result.records[0]).not.toHaveProperty('password');
    const one = await call('GET', `/sys/dataSource/queryById?id=${id}`);
    expect(one.body).not.toContain('Pa55-word!');

    expect((await call('PUT', '/sys/dataSource/edit', { id, name: 'renamed' })).statusCode).toBe(200);
    const [kept] = await t.database.db
      .select()
      .from(dataSources)
      .where(eq(dataSources.id, Number(id)));
    expect(kept?.passwordCipher).toBe(row?.passwordCipher);
    expect((await call('PUT', '/sys/dataSource/edit', { id, clearPassword: true })).statusCode).toBe(200);
    const [cleared] = await t.database.db
      .select()
      .from(dataSources)
      .where(eq(dataSources.id, Number(id)));
    expect(cleared?.passwordCipher).toBeNull();
    expect((await call('DELETE', `/sys/dataSource/delete?id=${id}`)).statusCode).toBe(200);
  });

  it('lists the platform database first among the sources a report may read', async () => {
    const options = await call('GET', '/sys/dataSource/options');
    expect(options.json().result[0]).toMatchObject({ code: 'default', type: t.database.engine });
  });

  it.each([
    [source({ code: 'default' }), 'code'],
    [source({ host: 'a b' }), 'host'],
    [source({ port: 70000 }), 'port'],
    [source({ type: 'oracle' }), 'type'],
    [source({ database: '' }), 'database'],
  ])('400 with the field and localized text, nothing stored: %j', async (body, field) => {
    const res = await call('POST', '/sys/dataSource/add', body, 'zh');
    expect(res.statusCode).toBe(400);
    expect(res.json().result.errors[0].field).toBe(field);
    expect(res.json().result.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    const [stored] = await t.database.db.select({ n: count() }).from(dataSources);
    expect(stored?.n).toBe(0);
  });

  it('refuses a connection test that would send a stored password to another server', async () => {
    const add = await call('POST', '/sys/dataSource/add', source({ code: 'guarded', password: 'x' }));
    const id = add.json().result.id as string;
    const res = await call('POST', '/sys/dataSource/testConnection', { id, ...source({ host: '203.0.113.9' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().result.errors[0].field).toBe('password');
    await call('DELETE', `/sys/dataSource/delete?id=${id}`);
  });

  it('answers a connection the outbound policy refuses with 400 couldNotConnect, never the reason', async () => {
    const res = await call('POST', '/sys/dataSource/testConnection', source({ port: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('couldNotConnect');
    expect(res.json().result.errors).toEqual([{ field: 'host', message: 'Could not connect' }]);
  });
});

describe.skipIf(!reachable)(mariaTitle, () => {
  const table = `h5_report_${process.pid}_${Date.now().toString(36)}`;
  let reportId = '';
  beforeAll(async () => {
    const conn = await mysql.createConnection(maria);
    await conn.query(`create table ${table} (id int primary key, name varchar(50), score int)`);
    await conn.query(`insert into ${table} values (1, 'alpha', 10), (2, 'beta', 20), (3, ?, 30), (4, 'gamma', 40)`, [
      "a' OR '1'='1",
    ]);
    await conn.end();
  });
  afterAll(async () => {
    const conn = await mysql.createConnection(maria);
    await conn.query(`drop table if exists ${table}`);
    await conn.end();
  });

  it('tests the connection and tells the server version', async () => {
    const res = await call('POST', '/sys/dataSource/testConnection', source());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('dataSourceConnected');
    expect(res.json().result.version).toMatch(/\d+\.\d+/);
  });

  it('runs a report over MySQL: bound parameters, paging, sort, query fields', async () => {
    expect((await call('POST', '/sys/dataSource/add', source())).statusCode).toBe(200);
    const add = await call('POST', '/online/cgreport/head/add', {
      code: 'maria_scores',
      name: '分数',
      dataSource: 'maria',
      sql: `select id, name, score from ${table} where score >= \${min} or name = \${who}`,
      params: [
        { name: 'min', title: 'min', defaultValue: '0' },
        { name: 'who', title: 'who', defaultValue: '' },
      ],
      columns: [
        { field: 'id', title: 'id', sortable: true },
        { field: 'name', title: 'name', query: true },
        { field: 'score', title: 'score', sortable: true, query: true, queryMode: 'group', queryView: 'number' },
      ],
    });
    expect(add.statusCode, add.body).toBe(200);
    reportId = add.json().result.id;
    const get = (qs: string) => call('GET', `/online/cgreport/api/getData/${reportId}?${qs}`);

    const injected = await get(`min=1000&who=${encodeURIComponent("a' OR '1'='1")}`);
    expect(injected.json().result).toEqual({ total: 1, records: [{ id: 3, name: "a' OR '1'='1", score: 30 }] });
    const attempt = await get(`min=1000&who=${encodeURIComponent("x' OR '1'='1")}`);
    expect(attempt.json().result.total).toBe(0);

    const page = await get('pageNo=2&pageSize=2&column=score&order=desc');
    expect(page.json().result).toMatchObject({ total: 4 });
    expect(page.json().result.records.map((r: { id: number }) => r.id)).toEqual([2, 1]);
    const range = await get('score_begin=15&score_end=35&column=id');
    expect(range.json().result.records.map((r: { id: number }) => r.id)).toEqual([2, 3]);
    const text = await get('name=MM');
    expect(text.json().result.records.map((r: { name: string }) => r.name)).toEqual(['gamma']);
  });

  it('refuses MySQL writes: by the guard, and in the read-only transaction for what gets past it', async () => {
    for (const sql of [`delete from ${table}`, `select * from ${table}; drop table ${table}`, 'select sleep(10)']) {
      const res = await call('POST', '/online/cgreport/head/testRun', { sql, dataSource: 'maria' });
      expect(res.statusCode, sql).toBe(400);
    }
    const reader = externalSource(
      { type: 'mysql', host: maria.host, port: maria.port, database: maria.database, username: maria.user, ssl: false },
      5_000,
      mariaPolicy,
    );
    try {
      const sneaked = `select * from ${table} for update`;
      const checked = { dialect: 'mysql' as const, tokens: tokenize(sneaked, 'mysql'), params: [] };
      await expect(runPage(reader, checked, { params: {}, limit: 10, offset: 0 })).rejects.toMatchObject({
        status: 400,
      });
      await reader.readOnly(async (query) => {
        await expect(query(`insert into ${table} values (9, 'x', 0)`, [])).rejects.toMatchObject({ errno: 1792 });
      });
    } finally {
      await reader.close();
    }
    const conn = await mysql.createConnection(maria);
    const [rows] = await conn.query(`select count(*) as n from ${table}`);
    await conn.end();
    expect((rows as { n: number }[])[0]?.n).toBe(4);
  });

  it('stops a MySQL report query that runs too long', async () => {
    const reader = externalSource(
      { type: 'mysql', host: maria.host, port: maria.port, database: maria.database, username: maria.user, ssl: false },
      200,
      mariaPolicy,
    );
    try {
      // About 130 million rows: many seconds without the limit.
      const slow =
        'select count(*) as c from information_schema.collations a, information_schema.collations b, information_schema.collations c';
      const checked = { dialect: 'mysql' as const, tokens: tokenize(slow, 'mysql'), params: [] };
      await expect(runPage(reader, checked, { params: {}, limit: 1, offset: 0 })).rejects.toMatchObject({
        key: 'reportTimeout',
      });
    } finally {
      await reader.close();
    }
  });

  it('keeps a data source that a report uses (409)', async () => {
    const options = await call('GET', '/sys/dataSource/list?code=maria');
    const id = options.json().result.records[0].id as string;
    const res = await call('DELETE', `/sys/dataSource/delete?id=${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('dataSourceInUse');
  });
});
