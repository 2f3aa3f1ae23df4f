import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

/**
 * Operation log (issue 8): every back-office write with a session becomes one row through one response hook,
 * with a redacted summary and the reply's result; reads and calls without a session do not.
 */
let t: TestContext;
let admin: { token: string; userId: number; username: string };
let reader: { token: string; username: string };
let powerless: { token: string; username: string };

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  const db = t.database.db;
  admin = await signedInUser(t.app, db, {
    perms: ['system:position:list', 'system:position:add', 'system:position:delete'],
  });
  reader = await signedInUser(t.app, db, { perms: ['system:oplog:list'] });
  powerless = await signedInUser(t.app, db, { perms: [] });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${t.base}${url}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  });
const list = async (query: string) => {
  const res = await call('GET', `/sys/opLog/list?${query}`, reader.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { records: Record<string, unknown>[]; total: number };
};
const rowsOf = async (username: string) => (await list(`username=${username}&pageSize=100`)).records;

describe('operation log', () => {
  it('records a write with user, route, permission, module, action, request id, address, duration and result', async () => {
    const res = await call('POST', '/sys/position/add', admin.token, { code: 'oplog_pos', name: '操作日志职务' });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(admin.username);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: String(admin.userId),
      username: admin.username,
      method: 'POST',
      route: `${t.base}/sys/position/add`,
      permission: 'system:position:add',
      module: 'position',
      action: 'add',
      requestId: res.headers['x-request-id'],
      ip: '127.0.0.1',
      status: 200,
      result: 'addSuccess',
      success: true,
      summary: { body: { code: 'oplog_pos', name: '操作日志职务' } },
    });
    expect(rows[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(String(rows[0]?.createTime))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not record reads, nor calls without a session', async () => {
    const before = await t.database.db.select({ n: count() }).from(operationLogs);
    expect((await call('GET', '/sys/position/list', admin.token)).statusCode).toBe(200);
    expect((await call('POST', '/sys/position/add', undefined, { code: 'x1', name: 'x1' })).statusCode).toBe(401);
    await list('pageSize=1');
    const after = await t.database.db.select({ n: count() }).from(operationLogs);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('records a failed write with its error result and never the secrets it sent', async () => {
    const secret = 'Plain#Secret-9f2a';
    const res = await call('POST', '/sys/user/updatePassword', powerless.token, {
      username: powerless.username,
      oldpassword: secret,
      password: secret,
      confirmpassword: secret,
    });
    expect(res.statusCode).toBe(400);
    const key = res.json().message;
    const [row] = await rowsOf(powerless.username);
    expect(row).toMatchObject({
      route: `${t.base}/sys/user/updatePassword`,
      permission: null,
      module: 'user',
      action: 'updatePassword',
      status: 400,
      result: key,
      success: false,
      summary: {
        body: {
          username: powerless.username,
          oldpassword: '[redacted]',
          password: '[redacted]',
          confirmpassword: '[redacted]',
        },
      },
    });
    const stored = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.username, powerless.username));
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('records refused (403) and invalid (400) writes with their message keys', async () => {
    expect((await call('DELETE', '/sys/position/delete?id=1', reader.token)).statusCode).toBe(403);
    const bad = await call('POST', '/sys/position/add', admin.token, { code: '', name: '' });
    expect(bad.statusCode).toBe(400);
    const refused = (await rowsOf(reader.username)).find((r) => r.method === 'DELETE');
    expect(refused).toMatchObject({
      status: 403,
      result: 'notAuthority',
      action: 'delete',
      summary: { query: { id: '1' } },
    });
    const invalid = (await rowsOf(admin.username)).find((r) => r.status === 400);
    expect(invalid).toMatchObject({ result: 'validationFailed', success: false });
  });

  it('filters by result, module, method and time, and sorts on the server', async () => {
    await call('DELETE', '/sys/position/delete?id=999999', admin.token);
    const failures = await list(`username=${admin.username}&result=failure&pageSize=100`);
    expect(failures.records.length).toBeGreaterThan(0);
    expect(failures.records.every((r) => r.success === false)).toBe(true);
    const successes = await list(`username=${admin.username}&result=success&pageSize=100`);
    expect(successes.records.map((r) => r.result)).toEqual(['addSuccess']);
    const deletes = (await list('module=position&method=DELETE&pageSize=100')).records;
    expect(deletes.length).toBeGreaterThanOrEqual(2);
    expect(deletes.every((r) => r.method === 'DELETE' && r.module === 'position')).toBe(true);
    expect((await list('module=positio&pageSize=100')).total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    const byStatus = await list(`username=${admin.username}&column=status&order=asc&pageSize=100`);
    const statuses = byStatus.records.map((r) => Number(r.status));
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    const modules = (await call('GET', '/sys/opLog/modules', reader.token)).json().result;
    expect(modules).toEqual(expect.arrayContaining(['position', 'user']));
  });

  it('records a sign-out, which the login log also lists with its address and result', async () => {
    const leaving = await signedInUser(t.app, t.database.db, { perms: [] });
    const auditor = await signedInUser(t.app, t.database.db, { perms: ['system:loginLog:list'] });
    expect((await call('POST', '/sys/logout', leaving.token)).statusCode).toBe(200);
    const [row] = await rowsOf(leaving.username);
    expect(row).toMatchObject({ module: 'sys', action: 'logout', result: 'logoutSuccess', permission: null });
    const logins = await call('GET', `/sys/loginLog/list?username=${leaving.username}`, auditor.token);
    expect(logins.json().result.records).toEqual([
      expect.objectContaining({ username: leaving.username, action: 'logout', ip: '127.0.0.1', result: 'success' }),
    ]);
  });

  it('refuses bad list queries with 400 and the field', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['method=GET', 'method'],
      ['result=maybe', 'result'],
      ['column=password', 'column'],
      ['from=yesterday', 'from'],
    ]) {
      const res = await call('GET', `/sys/opLog/list?${query}`, reader.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().result.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});
