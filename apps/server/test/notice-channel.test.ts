import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/logger.js';
import { noticeChannelRoutes } from '../src/modules/announcements/notice-channel.routes.js';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { registerRealtime } from '../src/plugins/realtime.js';
import { announcementAdmin, caller, released } from './announcements-fixtures.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { openSocket, refusedStatus, type TestSocket } from './socket-client.js';

let t: TestContext;
let call: ReturnType<typeof caller>;
let adminToken: string;
let origin: string;
const opened: TestSocket[] = [];
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  call = caller(t.app, t.base);
  adminToken = (await announcementAdmin(t.app, t.database.db)).token;
  const port = await t.app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
    const address = t.app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  origin = `ws://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const s of opened) s.ws.terminate();
  await t.close();
});

const user = () => signedInUser(t.app, t.database.db);
async function connect(userId: number, token: string, via: 'query' | 'protocol' = 'query') {
  const socket =
    via === 'query'
      ? await openSocket(`${origin}/websocket/${userId}?token=${encodeURIComponent(token)}`)
      : await openSocket(`${origin}/websocket/${userId}`, [token]);
  opened.push(socket);
  return socket;
}
async function heartbeat(socket: TestSocket) {
  socket.ws.send('HeartBeat');
  return socket.next();
}

describe('notice channel', () => {
  it('opens the own channel with ?token= or the Sec-WebSocket-Protocol token and answers heartbeats', async () => {
    const u = await user();
    const byQuery = await connect(u.userId, u.token);
    expect(await heartbeat(byQuery)).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    const byProtocol = await connect(u.userId, u.token, 'protocol');
    expect(byProtocol.ws.protocol).toBe(u.token);
    expect(await heartbeat(byProtocol)).toMatchObject({ cmd: 'heartcheck' });
  });

  it('refuses another user’s channel, forged, missing and revoked tokens before the upgrade', async () => {
    const u = await user();
    const other = await user();
    expect(await refusedStatus(`${origin}/websocket/${other.userId}?token=${u.token}`)).toBe(403);
    expect(await refusedStatus(`${origin}/websocket/${u.userId}?token=forged`)).toBe(401);
    expect(await refusedStatus(`${origin}/websocket/${u.userId}`, ['forged'])).toBe(401);
    expect(await refusedStatus(`${origin}/websocket/${u.userId}`)).toBe(401);
    expect(await refusedStatus(`${origin}/websocket/abc?token=${u.token}`)).toBe(400);
    await t.app.sessions.revoke(u.token);
    expect(await refusedStatus(`${origin}/websocket/${u.userId}?token=${u.token}`)).toBe(401);
  });

  it("sends 'topic' for ALL and 'user' only to targeted users when an announcement is released", async () => {
    const target = await user();
    const bystander = await user();
    const targetSocket = await connect(target.userId, target.token);
    const bystanderSocket = await connect(bystander.userId, bystander.token);
    const allId = await released(call, adminToken, { titile: 'For everyone', priority: 'H' });
    const expected = { cmd: 'topic', msgId: allId, msgTxt: 'For everyone' };
    expect(await targetSocket.next()).toEqual(expected);
    expect(await bystanderSocket.next()).toEqual(expected);
    const userId = await released(call, adminToken, {
      titile: 'Only you',
      msgType: 'USER',
      userIds: `${target.userId}`,
    });
    expect(await targetSocket.next()).toEqual({ cmd: 'user', msgId: userId, msgTxt: 'Only you' });
    await bystanderSocket.silentFor(300);
    // and the bell lists it: the socket only says "reload"
    const bell = await call('GET', '/sys/annountCement/listByUser', target.token);
    expect(bell.body.result.anntMsgList.map((n: { id: string }) => n.id)).toContain(userId);
  });

  it('closes oversized, malformed and binary messages; the server and other sockets carry on', async () => {
    const u = await user();
    const keeper = await connect(u.userId, u.token);
    const big = await connect(u.userId, u.token);
    big.ws.send('x'.repeat(5000));
    expect((await big.closed).code).toBe(1009);
    const justOver = await connect(u.userId, u.token);
    justOver.ws.send('y'.repeat(4097));
    expect((await justOver.closed).code).toBe(1009);
    const malformed = await connect(u.userId, u.token);
    malformed.ws.send('{"cmd":"topic","msgTxt":"spoof"}');
    expect((await malformed.closed).code).toBe(1008);
    const binary = await connect(u.userId, u.token);
    binary.ws.send(Buffer.from('HeartBeat'));
    expect((await binary.closed).code).toBe(1003);
    expect(keeper.ws.readyState).toBe(keeper.ws.OPEN);
    expect(await heartbeat(keeper)).toMatchObject({ cmd: 'heartcheck' });
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('refuses more than 10 sockets of one user and keeps the first ten', async () => {
    const u = await user();
    const ten = [];
    for (let i = 0; i < 10; i++) ten.push(await connect(u.userId, u.token));
    const eleventh = await connect(u.userId, u.token);
    expect((await eleventh.closed).code).toBe(1013);
    expect(await heartbeat(ten[9] as TestSocket)).toMatchObject({ cmd: 'heartcheck' });
    for (const s of ten) s.close();
  });
});

describe('notice channel session checks', () => {
  it('closes an open socket whose session was revoked, on its next heartbeat', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandling(app, '/api');
    await registerRealtime(app, t.database);
    await app.register(noticeChannelRoutes(t.app.sessions, app.sockets, { revalidateMs: 0 }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const u = await user();
      const socket = await openSocket(`ws://127.0.0.1:${port}/websocket/${u.userId}?token=${u.token}`);
      opened.push(socket);
      expect(await heartbeat(socket)).toMatchObject({ cmd: 'heartcheck' });
      await t.app.sessions.revoke(u.token);
      socket.ws.send('HeartBeat');
      const closed = await socket.closed;
      expect([closed.code, closed.reason]).toEqual([4001, 'tokenExpired']);
    } finally {
      await app.close();
    }
  });
});

describe('notice channel tokens in logs', () => {
  it('never writes the ?token= of a socket URL to the request log', () => {
    expect(redactUrl('/websocket/12?token=s3cr3t&x=1')).toBe('/websocket/12?token=[redacted]&x=1');
    expect(redactUrl('/api/x?a=1&token=s3cr3t')).toBe('/api/x?a=1&token=[redacted]');
    const options = loggerOptions('info') as { serializers: { req: (r: object) => { url: string } } };
    const logged = options.serializers.req({ method: 'GET', url: '/websocket/1?token=abc', ip: '127.0.0.1' });
    expect(logged.url).not.toContain('abc');
  });
});
