import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { permissions as p } from '@csp/contract';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { gatewayRoutes } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

/** What the loopback upstream saw of each call. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let upstream: Server;
let upstreamPort = 0;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url?.includes('/slow')) return; // never answers: the route's timeout ends it
      res.writeHead(req.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
        'set-cookie': 'upstream=1',
        'x-upstream-secret': 'no',
        etag: '"v1"',
      });
      res.end(JSON.stringify({ method: req.method, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const all = [p.gatewayList, p.gatewayAdd, p.gatewayEdit, p.gatewayDelete];

function api(t: TestContext, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `${t.base}${url}`,
      headers: { 'x-access-token': token, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  return {
    add: (body: object, lang?: string) => call('POST', '/sys/gateway/route/add', body, lang),
    edit: (body: object) => call('PUT', '/sys/gateway/route/edit', body),
    remove: (id: string) => call('DELETE', `/sys/gateway/route/delete?id=${id}`),
    list: (query = '') => call('GET', `/sys/gateway/route/list${query}`),
  };
}

describe('gateway routes to private addresses (the default)', () => {
  let t: TestContext;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await buildTestApp({ demo: false });
    admin = api(t, (await signedInUser(t.app, t.database.db, { perms: all })).token);
  });
  afterAll(() => t.close());

  it('refuses on save an upstream that is, or resolves to, a loopback, private, link-local or metadata address', async () => {
    const refused = [
      `http://127.0.0.1:${upstreamPort}`,
      `http://localhost:${upstreamPort}/api`,
      'http://LOCALHOST./x',
      'http://printer.localhost',
      'http://[::1]:8080',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://10.1.2.3/',
      'http://172.20.0.5/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://metadata.google.internal/computeMetadata/v1/',
      // Documentation and benchmarking ranges, odd IPv4 spellings, IPv6 forms that carry a blocked IPv4.
      'http://192.0.2.1/',
      'http://198.51.100.7/',
      'http://203.0.113.5/',
      'http://198.18.0.1/',
      'http://[2001:db8::1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[64:ff9b::169.254.169.254]/',
      'http://[2002:a9fe:a9fe::1]/',
      'http://[2001:0:4136:e378::1]/',
      'http://[fec0::1]/',
      'http://no-such-host.invalid/',
      // This machine's own interface addresses.
      ...Object.values(networkInterfaces())
        .flat()
        .filter((i) => i && !i.internal && !i.address.includes('%'))
        .map((i) => (i?.family === 'IPv6' ? `http://[${i.address}]/` : `http://${i?.address}/`)),
    ];
    for (const [i, upstreamUrl] of refused.entries()) {
      const res = await admin.add({ name: `r${i}`, pathPrefix: `r${i}`, upstreamUrl }, 'zh');
      expect(res.statusCode, upstreamUrl).toBe(400);
      expect(res.json().message, upstreamUrl).toBe('couldNotConnect');
      expect(res.json().result.errors).toEqual([{ field: 'upstreamUrl', message: '无法连接' }]);
    }
    expect((await t.database.db.select({ n: count() }).from(gatewayRoutes))[0]?.n).toBe(0);
  });

  it('refuses at request time a stored route whose host resolves to 127.0.0.1, and the upstream sees nothing', async () => {
    // A route stored while its name resolved elsewhere (or while private addresses were allowed).
    await t.database.db.insert(gatewayRoutes).values({
      name: 'rebound',
      pathPrefix: 'rebound',
      upstreamUrl: `http://localhost:${upstreamPort}/`,
      access: 'public',
    });
    const [row] = await t.database.db.select().from(gatewayRoutes);
    // Any change re-reads the table; the name alone needs no address check.
    expect((await admin.edit({ id: String(row?.id), name: 'rebound route' })).statusCode).toBe(200);
    const before = seen.length;
    const res = await t.app.inject({ url: `${t.base}/gateway/rebound/data` });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('couldNotConnect');
    await t.database.db.update(gatewayRoutes).set({ upstreamUrl: `http://127.0.0.1:${upstreamPort}/` });
    expect((await admin.edit({ id: String(row?.id), sortOrder: 1 })).statusCode).toBe(200);
    const literal = await t.app.inject({ url: `${t.base}/gateway/rebound/data` });
    expect(literal.statusCode).toBe(502);
    expect(literal.json().message).toBe('couldNotConnect');
    expect(seen.length).toBe(before);
  });

  it('checks prefixes, URLs and timeouts, and keeps prefixes unique', async () => {
    const bad = await admin.add({ name: '', pathPrefix: '/lead/', upstreamUrl: 'ftp://example.org', timeoutMs: 10 });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().result.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['name', 'pathPrefix', 'timeoutMs', 'upstreamUrl']);
    for (const [pathPrefix, upstreamUrl] of [
      ['a//b', 'http://example.org'],
      ['a/../b', 'http://example.org'],
      ['ok', 'http://user:secret@example.org/'],
      ['ok', 'http://example.org/#frag'],
      ['ok', 'not a url'],
    ]) {
      const res = await admin.add({ name: 'x', pathPrefix, upstreamUrl });
      expect(res.statusCode, `${pathPrefix} ${upstreamUrl}`).toBe(400);
    }
    const access = await admin.add({
      name: 'x',
      pathPrefix: 'x',
      upstreamUrl: 'http://93.184.215.14/',
      access: 'admin',
    });
    expect(access.json().result.errors).toEqual([expect.objectContaining({ field: 'access' })]);
    const dup = await admin.add({ name: 'dup', pathPrefix: 'REBOUND', upstreamUrl: 'http://93.184.215.14/' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().result.errors).toEqual([{ field: 'pathPrefix', message: 'The value already exists' }]);
    expect((await admin.edit({ id: '999999', name: 'ghost' })).statusCode).toBe(404);
    expect((await admin.remove('abc')).statusCode).toBe(400);
  });

  it('answers 404 for a path no enabled route has', async () => {
    const res = await t.app.inject({ url: `${t.base}/gateway/nothing/here` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('notFound');
  });
});

describe('gateway routes with GATEWAY_ALLOW_PRIVATE=true', () => {
  let t: TestContext;
  let admin: ReturnType<typeof api>;
  let token: string;
  let second: FastifyInstance;
  let echoId = '';
  beforeAll(async () => {
    t = await buildTestApp({ demo: false, env: { GATEWAY_ALLOW_PRIVATE: 'true' } });
    token = (await signedInUser(t.app, t.database.db, { perms: all })).token;
    admin = api(t, token);
    // A second instance on the same database: it learns of changes through NOTIFY.
    second = await buildApp({ config: t.config, database: t.database, logger: false, serveWeb: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const through = (
    path: string,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {},
  ) =>
    t.app.inject({
      method: init.method ?? 'GET',
      url: `${t.base}/gateway/${path}`,
      headers: init.headers,
      payload: init.payload,
    });

  it('forwards method, path, query and body, passes safe headers only, and never the access token', async () => {
    const add = await admin.add({
      name: 'Echo',
      pathPrefix: 'echo',
      upstreamUrl: `http://127.0.0.1:${upstreamPort}/base?key=k1`,
      access: 'public',
    });
    expect(add.statusCode, add.body).toBe(200);
    echoId = add.json().result.id;
    const res = await through('echo/a/b%20c?x=1&y=%C3%A9', {
      headers: {
        'x-access-token': token,
        cookie: 'sid=1',
        authorization: 'Bearer secret',
        'accept-language': 'zh-CN',
        'x-custom': 'dropped',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: 'GET', url: '/base/a/b%20c?key=k1&x=1&y=%C3%A9' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-upstream-secret']).toBeUndefined();
    expect(res.headers.etag).toBe('"v1"');
    const got = seen.at(-1) as Seen;
    expect(got.headers['x-access-token']).toBeUndefined();
    expect(got.headers.cookie).toBeUndefined();
    expect(got.headers.authorization).toBeUndefined();
    expect(got.headers['x-custom']).toBeUndefined();
    expect(got.headers['accept-language']).toBe('zh-CN');
    expect(got.headers['x-forwarded-for']).toBeTruthy();

    const post = await through('echo/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1,"b":"x"}',
    });
    expect(post.statusCode).toBe(201);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/base/items?key=k1', body: '{"a":1,"b":"x"}' });
    expect(seen.at(-1)?.headers['content-type']).toBe('application/json');
  });

  it('applies an edit, a disable and a prefix change at once, on this instance and on another', async () => {
    const onSecond = async (path: string) => (await second.inject({ url: `${t.base}/gateway/${path}` })).statusCode;
    const eventually = async (path: string, status: number) => {
      for (let i = 0; i < 50 && (await onSecond(path)) !== status; i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(await onSecond(path)).toBe(status);
    };
    await eventually('echo/a', 200);

    expect((await admin.edit({ id: echoId, stripPrefix: false })).statusCode).toBe(200);
    expect((await through('echo/a')).json().url).toBe('/base/echo/a?key=k1');

    expect((await admin.edit({ id: echoId, enabled: false })).statusCode).toBe(200);
    expect((await through('echo/a')).statusCode).toBe(404);
    await eventually('echo/a', 404);

    expect((await admin.edit({ id: echoId, enabled: true, pathPrefix: 'data/v2', stripPrefix: true })).statusCode).toBe(
      200,
    );
    expect((await through('echo/a')).statusCode).toBe(404);
    expect((await through('data/v2/series')).json().url).toBe('/base/series?key=k1');
    expect((await through('data/v2x/series')).statusCode).toBe(404);
    await eventually('data/v2/series', 200);

    const list = await admin.list('?enabled=1&pathPrefix=data');
    expect(list.json().result.records).toEqual([
      expect.objectContaining({
        id: echoId,
        pathPrefix: 'data/v2',
        enabled: true,
        stripPrefix: true,
        access: 'public',
      }),
    ]);
  });

  it('checks the session of a session route, and refuses dot segments', async () => {
    const add = await admin.add({
      name: 'Private',
      pathPrefix: 'private',
      upstreamUrl: `http://127.0.0.1:${upstreamPort}/`,
    });
    expect(add.json().result.id).toBeTruthy();
    expect((await through('private/x')).json().message).toBe('tokenMissing');
    expect((await through('private/x', { headers: { 'x-access-token': 'expired' } })).json().message).toBe(
      'tokenExpired',
    );
    const ok = await through('private/x', { headers: { 'x-access-token': token } });
    expect(ok.statusCode).toBe(200);
    expect(seen.at(-1)?.headers['x-access-token']).toBeUndefined();
    const before = seen.length;
    const climbing = await through('private/a/../../admin', { headers: { 'x-access-token': token } });
    expect([400, 404]).toContain(climbing.statusCode);
    // Over a real socket the path arrives as sent (inject would normalise it first).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['private/%2e%2e/admin', 'private/x/%2E', 'private/a/../../admin']) {
      const status = await new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(address);
        const options = { hostname, port, path: `${t.base}/gateway/${path}`, headers: { 'x-access-token': token } };
        const req = request(options, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status, path).toBe(400);
    }
    expect(seen.length).toBe(before);
  });

  it('answers one 502 couldNotConnect when the upstream is too slow, down, or not HTTP', async () => {
    await admin.add({
      name: 'Slow',
      pathPrefix: 'slow',
      upstreamUrl: `http://127.0.0.1:${upstreamPort}/slow`,
      access: 'public',
      timeoutMs: 1000,
    });
    const slow = await through('slow/x');
    expect(slow.statusCode).toBe(502);
    expect(slow.json().message).toBe('couldNotConnect');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await admin.add({ name: 'Down', pathPrefix: 'down', upstreamUrl: `http://127.0.0.1:${port}/`, access: 'public' });
    const down = await through('down/x');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('couldNotConnect');

    // A port that answers, but not in HTTP.
    const garbage = createNetServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n', () => socket.destroy()));
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const garbagePort = (garbage.address() as AddressInfo).port;
    await admin.add({
      name: 'Ssh',
      pathPrefix: 'ssh',
      upstreamUrl: `http://127.0.0.1:${garbagePort}/`,
      access: 'public',
    });
    const ssh = await through('ssh/x');
    await new Promise((resolve) => garbage.close(resolve));
    expect(ssh.statusCode).toBe(502);
    const { timestamp: _a, ...sshReply } = ssh.json();
    const { timestamp: _b, ...downReply } = down.json();
    expect(sshReply).toEqual(downReply);
    expect(sshReply).toEqual({ success: false, message: 'couldNotConnect', code: 502, result: sshReply.result });
  });

  it('deletes a route, which then answers 404', async () => {
    expect((await admin.remove(echoId)).statusCode).toBe(200);
    expect((await through('data/v2/series')).statusCode).toBe(404);
    expect((await admin.remove(echoId)).statusCode).toBe(404);
  });
});
