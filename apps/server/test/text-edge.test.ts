import { messageText } from '@csp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../src/db/schema/index.js';
import { opLogRecorder } from '../src/modules/oplog/oplog.recorder.js';
import { type OpLogInsert, opLogRepository } from '../src/modules/oplog/oplog.repository.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { login } from './identity-fixtures.js';

/**
 * Text at the edge (issue 15, part 5): a NUL or a lone surrogate in any string a request brings (params, query,
 * JSON body at any depth, multipart file name and fields) is a 400 `textInvalidCharacter` naming the field, on
 * every route, from one hook; the operation log never loses an entry because another entry's text is bad.
 */

let t: TestContext;
let admin = '';
const text = messageText('textInvalidCharacter', 'en');

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
}, 180_000);
afterAll(() => t?.close());

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface Probe {
  method: string;
  url: string;
  payload?: string;
  field: string;
}

/** Every operation of the OpenAPI document that takes text, with one bad string put in one of its inputs. */
async function probes(bad: { url: string; json: string }): Promise<Probe[]> {
  const doc = (await t.app.inject({ url: `${t.base}/docs/json` })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const out: Probe[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const inPath = params.filter((p) => p.in === 'path');
      const fill = (bad?: string) =>
        inPath.reduce((u, p, i) => u.replace(`{${p.name}}`, i === 0 && bad ? bad : '1'), path);
      const json = op.requestBody?.content?.['application/json'];
      if (json) {
        const key = Object.keys(json.schema?.properties ?? {})[0] ?? 'text';
        const body = `{"${key}":${bad.json},"nested":[{"deep":{"deeper":"fine"}}]}`;
        out.push({ method: method.toUpperCase(), url: fill(), payload: body, field: key });
      }
      const query = params.find((p) => p.in === 'query');
      if (query && bad.url) {
        out.push({ method: method.toUpperCase(), url: `${fill()}?${query.name}=${bad.url}`, field: query.name });
      }
      const first = inPath[0];
      if (first && bad.url) out.push({ method: method.toUpperCase(), url: fill(`a${bad.url}b`), field: first.name });
    }
  }
  return out;
}

async function expectRefused(list: Probe[]) {
  const wrong: string[] = [];
  for (const p of list) {
    const res = await t.app.inject({
      method: p.method as 'GET',
      url: p.url,
      headers: { 'x-access-token': admin, ...(p.payload ? { 'content-type': 'application/json' } : {}) },
      ...(p.payload ? { payload: p.payload } : {}),
    });
    const body = res.statusCode === 400 ? res.json() : undefined;
    const ok =
      res.statusCode === 400 &&
      body?.message === 'textInvalidCharacter' &&
      body.result.errors?.[0]?.field === p.field &&
      body.result.errors?.[0]?.message === text;
    if (!ok) wrong.push(`${p.method} ${p.url} ${p.payload ?? ''} → ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  expect(wrong).toEqual([]);
}

describe('text at the edge', () => {
  it('refuses a NUL in the body, the query or a path parameter of every route that takes one (400, the field)', async () => {
    const list = await probes({ url: 'x%00y', json: '"x\\u0000y"' });
    expect(list.filter((p) => p.payload).length).toBeGreaterThanOrEqual(30);
    expect(list.filter((p) => !p.payload && p.url.includes('?')).length).toBeGreaterThanOrEqual(30);
    expect(list.filter((p) => !p.payload && !p.url.includes('?')).length).toBeGreaterThanOrEqual(10);
    await expectRefused(list);
  });

  it('refuses a lone surrogate in a JSON body of every route that takes one, at any depth and in keys', async () => {
    // (a URL cannot carry one: percent-decoding is UTF-8, which has no encoding for a lone surrogate)
    const list = await probes({ url: '', json: '"x\\ud800y"' });
    await expectRefused(list);
    await expectRefused([
      {
        method: 'POST',
        url: `${t.base}/sys/position/add`,
        payload: '{"code":"p1","name":"fine","extra":{"list":[1,{"deep":"x\\udc00"}]}}',
        field: 'extra.list.1.deep',
      },
      { method: 'POST', url: `${t.base}/sys/position/add`, payload: '{"code":"p1","k\\u0000":"v"}', field: 'k\uFFFD' },
    ]);
  });

  it('lets well-formed text through: a pair of surrogates (an emoji) and Chinese are fine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.base}/sys/position/add`,
      headers: { 'x-access-token': admin },
      payload: { code: 'emoji_pos', name: '职务', note: { deep: ['😀'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const query = await t.app.inject({
      url: `${t.base}/sys/position/list?name=${encodeURIComponent('😀职务')}`,
      headers: { 'x-access-token': admin },
    });
    expect(query.statusCode, query.body).toBe(200);
  });

  it('refuses a NUL in a multipart file name or field value', async () => {
    const boundary = '----cspnul';
    const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${t.base}/series/citySerSeries/importSeries`,
        headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(payload),
      });
    const csv = 'number,level,name_en,name_zh\n9801,1,a,b';
    const fileName = await send(
      `${part('Content-Disposition: form-data; name="file"; filename="bad\u0000name.csv"', csv)}--${boundary}--\r\n`,
    );
    expect([fileName.statusCode, fileName.json().message]).toEqual([400, 'textInvalidCharacter']);
    expect(fileName.json().result.errors).toEqual([{ field: 'file', message: text }]);
    const field = await send(
      part('Content-Disposition: form-data; name="note"', 'bad\u0000note') +
        `${part('Content-Disposition: form-data; name="file"; filename="fine.csv"', csv)}--${boundary}--\r\n`,
    );
    expect([field.statusCode, field.json().message]).toEqual([400, 'textInvalidCharacter']);
    expect(field.json().result.errors).toEqual([{ field: 'note', message: text }]);
  });
});

describe('operation log', () => {
  it('stores every entry of a batch when one of them sent a NUL (its text kept, the NUL shown as U+FFFD)', async () => {
    const calls = [
      { code: 'oplog_a', name: 'first' },
      { code: 'oplog_b', name: 'bad\u0000name' },
      { code: 'oplog_c', name: 'third' },
    ];
    const ids: string[] = [];
    for (const payload of calls) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.base}/sys/position/add`,
        headers: { 'x-access-token': admin },
        payload,
      });
      expect(res.statusCode).toBeLessThan(500);
      ids.push(String(res.headers['x-request-id']));
    }
    const list = await t.app.inject({
      url: `${t.base}/sys/opLog/list?pageSize=100&column=createTime&order=desc`,
      headers: { 'x-access-token': admin },
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().result.records as { requestId: string; status: number; summary: unknown }[];
    const mine = ids.map((id) => rows.find((r) => r.requestId === id));
    expect(mine.every(Boolean), JSON.stringify(rows.map((r) => r.requestId))).toBe(true);
    expect(mine[1]?.status).toBe(400);
    expect(JSON.stringify(mine[1]?.summary)).toContain('bad\uFFFDname');
  });

  it('writes a refused batch row by row: one bad row is cleaned, the rest stored as they are', async () => {
    const repo = opLogRepository(t.database.db);
    const lost: number[] = [];
    const recorder = opLogRecorder({
      write: (rows) => repo.insertMany(rows),
      onError: (_error, n) => lost.push(n),
      flushMs: 60_000,
    });
    const row = (n: number, username: string): OpLogInsert => ({
      userId: null,
      username,
      method: 'POST',
      route: '/api/test',
      permission: null,
      module: 'test',
      action: 'batch',
      requestId: `batch-${n}`,
      ip: null,
      durationMs: 1,
      status: 200,
      result: 'success',
      summary: n === 3 ? { body: { name: 'x\u0000y', lone: 'a\ud800' } } : { body: { n } },
      createdAt: new Date(),
    });
    for (let n = 1; n <= 5; n += 1) recorder.add(row(n, n === 2 ? 'user\u0000two' : `user${n}`));
    await recorder.close();
    expect(lost).toEqual([]);
    const stored = await t.database.db
      .select({ requestId: operationLogs.requestId, username: operationLogs.username, summary: operationLogs.summary })
      .from(operationLogs)
      .where(eq(operationLogs.action, 'batch'));
    expect(stored.map((r) => r.requestId).sort()).toEqual(['batch-1', 'batch-2', 'batch-3', 'batch-4', 'batch-5']);
    expect(stored.find((r) => r.requestId === 'batch-2')?.username).toBe('user\uFFFDtwo');
    expect(stored.find((r) => r.requestId === 'batch-3')?.summary).toEqual({
      body: { name: 'x\uFFFDy', lone: 'a\uFFFD' },
    });
    expect(stored.find((r) => r.requestId === 'batch-4')?.username).toBe('user4');
  });
});
