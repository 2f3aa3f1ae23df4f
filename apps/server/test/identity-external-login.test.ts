import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../src/db/schema/index.js';
import { parseCasResponse } from '../src/modules/auth/cas-response.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { encryptPassword, login } from './identity-fixtures.js';

/**
 * CAS and third-party (OAuth 2) login against fake servers on loopback, started here: a CAS server answering
 * /cas/p3/serviceValidate, and an OAuth provider with /token and /userinfo.
 */
const service = 'https://stats.example.org/user/login';
const casRequests: URLSearchParams[] = [];
const tokenRequests: URLSearchParams[] = [];

const casXml = (ticket: string | null, svc: string | null) => {
  const users: Record<string, string> = { 'ST-1-good': 'cas_person', 'ST-2-stranger': 'nobody_here' };
  const user = ticket && svc === service ? users[ticket] : undefined;
  if (!user) {
    return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="INVALID_TICKET">Ticket ${ticket} not recognized</cas:authenticationFailure>
</cas:serviceResponse>`;
  }
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${user}</cas:user>
    <cas:attributes><cas:email>${user}@example.org</cas:email></cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

let fake: Server;
let origin = '';
let t: TestContext;
let admin = '';
/** Every line the app logged (at trace level), to show no sign-in ticket lands in the log. */
const logLines: string[] = [];

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    if (url.pathname === '/cas/p3/serviceValidate') {
      casRequests.push(url.searchParams);
      res.setHeader('content-type', 'application/xml');
      res.end(casXml(url.searchParams.get('ticket'), url.searchParams.get('service')));
      return;
    }
    if (url.pathname === '/oauth/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      tokenRequests.push(form);
      const tokens: Record<string, string> = { 'code-bound': 'token-bound', 'code-stranger': 'token-stranger' };
      const token = form.get('client_secret') === 'shh-secret' ? tokens[form.get('code') ?? ''] : undefined;
      res.setHeader('content-type', 'application/json');
      res.statusCode = token ? 200 : 400;
      res.end(
        JSON.stringify(token ? { access_token: token, token_type: 'bearer' } : { error: 'bad_verification_code' }),
      );
      return;
    }
    if (url.pathname === '/oauth/userinfo') {
      const people: Record<string, object> = {
        'Bearer token-bound': { login: 'gh-third', email: 'Third.Person@Example.org' },
        'Bearer token-stranger': { login: 'gh-stranger', email: 'stranger@example.org' },
      };
      const person = people[req.headers.authorization ?? ''];
      res.setHeader('content-type', 'application/json');
      res.statusCode = person ? 200 : 401;
      res.end(JSON.stringify(person ?? { message: 'Bad credentials' }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await buildTestApp({
    demo: false,
    logStream: { write: (line: string) => void logLines.push(line) },
    env: {
      LOG_LEVEL: 'trace',
      OPEN_ACCOUNT_RATE_PER_MINUTE: '10000',
      CAS_SERVER_URL: `${origin}/cas`,
      CAS_SERVICE_URL: service,
      THIRD_LOGIN_SOURCE: 'fakehub',
      THIRD_LOGIN_NAME: 'FakeHub',
      THIRD_LOGIN_AUTHORIZE_URL: `${origin}/oauth/authorize`,
      THIRD_LOGIN_TOKEN_URL: `${origin}/oauth/token`,
      THIRD_LOGIN_USERINFO_URL: `${origin}/oauth/userinfo`,
      THIRD_LOGIN_CLIENT_ID: 'client-123',
      THIRD_LOGIN_CLIENT_SECRET: 'shh-secret',
      THIRD_LOGIN_SCOPE: 'read:user user:email',
      THIRD_LOGIN_REDIRECT_URL: 'https://stats.example.org/api/sys/thirdLogin/callback/fakehub',
    },
  });
  admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
  for (const [username, email] of [
    ['cas_person', null],
    ['third_person', 'third.person@example.org'],
  ] as const) {
    const password = await encryptPassword(t.app, 'Extern#Pass1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/add',
      headers: { 'x-access-token': admin },
      payload: { username, realname: username, email, password, confirmPassword: password },
    });
    expect(res.statusCode).toBe(200);
  }
}, 180_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const get = (url: string) => t.app.inject({ url: `/api${url}` });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
const logOf = async (username: string) =>
  (
    await t.database.db
      .select({ result: loginLogs.result, method: loginLogs.method })
      .from(loginLogs)
      .where(eq(loginLogs.username, username))
      .orderBy(asc(loginLogs.id))
  ).map((r) => `${r.method}:${r.result}`);

describe('login settings', () => {
  it('tells the login screen which methods are configured', async () => {
    const res = await get('/sys/loginSettings');
    expect(res.json().result).toEqual({
      phoneLogin: true,
      cas: { loginUrl: `${origin}/cas/login?service=${encodeURIComponent(service)}`, service },
      thirdLogin: [{ source: 'fakehub', name: 'FakeHub' }],
    });
  });
});

describe('CAS', () => {
  const validate = (ticket: string, svc = service) => post('/sys/cas/client/validateLogin', { ticket, service: svc });

  it('validates the ticket at the CAS server and signs the matching local user in', async () => {
    const res = await validate('ST-1-good');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = res.json().result;
    expect(session.userInfo.username).toBe('cas_person');
    const me = await t.app.inject({
      url: '/api/sys/permission/getUserPermissionByToken',
      headers: { 'x-access-token': session.token },
    });
    expect(me.statusCode).toBe(200);
    const sent = casRequests.at(-1);
    expect([sent?.get('ticket'), sent?.get('service')]).toEqual(['ST-1-good', service]);
    expect(await logOf('cas_person')).toEqual(['cas:success']);
  });

  it('refuses a rejected ticket, a user without an account, and another service', async () => {
    const bad = await validate('ST-9-forged');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'casTicketInvalid']);
    const stranger = await validate('ST-2-stranger');
    expect([stranger.statusCode, stranger.json().message]).toEqual([403, 'externalUserNotBound']);
    expect(await logOf('nobody_here')).toEqual(['cas:externalUserNotBound']);
    const before = casRequests.length;
    const other = await validate('ST-1-good', 'https://evil.example.org/');
    expect([other.statusCode, other.json().message]).toEqual([400, 'parameterError']);
    expect(casRequests.length).toBe(before);
    const malformed = await validate('<script>', 'x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().result.errors[0].field).toBe('ticket');
  });

  it('refuses a ticket in the address (the GET form) without asking the CAS server', async () => {
    const before = casRequests.length;
    const res = await get(`/sys/cas/client/validateLogin?ticket=ST-1-good&service=${encodeURIComponent(service)}`);
    expect([res.statusCode, res.json().message]).toEqual([400, 'loginTicketInBody']);
    expect(casRequests.length).toBe(before);
  });

  it('reads CAS answers with any namespace prefix, entities and CDATA', () => {
    expect(
      parseCasResponse(
        '<s:serviceResponse><s:authenticationSuccess><s:user><![CDATA[a&b]]></s:user></s:authenticationSuccess></s:serviceResponse>',
      ),
    ).toEqual({ ok: true, user: 'a&b', attributes: {} });
    expect(
      parseCasResponse(
        '<serviceResponse><authenticationSuccess><user>x&amp;y</user></authenticationSuccess></serviceResponse>',
      ),
    ).toMatchObject({ ok: true, user: 'x&y' });
    expect(parseCasResponse('<html>nothing</html>')).toEqual({ ok: false, code: 'INVALID_RESPONSE' });
  });
});

describe('third-party login', () => {
  const render = async () => {
    const res = await get('/sys/thirdLogin/render/fakehub');
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    return { location, state: location.searchParams.get('state') ?? '' };
  };
  const callback = async (query: Record<string, string>) => {
    const res = await get(`/sys/thirdLogin/callback/fakehub?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string, 'https://stats.example.org');
  };

  it('sends the browser to the provider with the client id, callback, scope and a one-time state', async () => {
    const { location, state } = await render();
    expect(`${location.origin}${location.pathname}`).toBe(`${origin}/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-123',
      redirect_uri: 'https://stats.example.org/api/sys/thirdLogin/callback/fakehub',
      scope: 'read:user user:email',
      state,
    });
    expect(state.length).toBeGreaterThan(30);
  });

  it('exchanges the code, finds the local user by mailbox, and hands the browser a one-time ticket', async () => {
    const { state } = await render();
    const back = await callback({ code: 'code-bound', state });
    expect(back.pathname).toBe('/user/login');
    // The ticket rides in the fragment, which browsers never send to a server.
    expect(back.search).toBe('');
    const ticket = new URLSearchParams(back.hash.slice(1)).get('thirdToken') ?? '';
    expect(ticket).not.toBe('');
    const form = tokenRequests.at(-1);
    expect(Object.fromEntries(form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'code-bound',
      redirect_uri: 'https://stats.example.org/api/sys/thirdLogin/callback/fakehub',
      client_id: 'client-123',
      client_secret: 'shh-secret',
    });
    const res = await post('/sys/thirdLogin/getLoginUser', { token: ticket });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.userInfo.username).toBe('third_person');
    const again = await post('/sys/thirdLogin/getLoginUser', { token: ticket });
    expect([again.statusCode, again.json().message]).toEqual([400, 'loginTicketInvalid']);
    // the state was used up too
    const replay = await callback({ code: 'code-bound', state });
    expect(replay.searchParams.get('thirdError')).toBe('loginTicketInvalid');
    expect(await logOf('third_person')).toEqual(['third:success']);
  });

  it('refuses an unknown state, a provider error, a rejected code and an unbound account', async () => {
    expect((await callback({ code: 'code-bound', state: 'made-up-state' })).searchParams.get('thirdError')).toBe(
      'loginTicketInvalid',
    );
    expect(
      (await callback({ error: 'access_denied', state: (await render()).state })).searchParams.get('thirdError'),
    ).toBe('thirdLoginFailed');
    expect((await callback({ code: 'code-wrong', state: (await render()).state })).searchParams.get('thirdError')).toBe(
      'thirdLoginFailed',
    );
    const unbound = await callback({ code: 'code-stranger', state: (await render()).state });
    expect(unbound.searchParams.get('thirdError')).toBe('externalUserNotBound');
    expect(unbound.searchParams.get('thirdToken')).toBeNull();
  });

  it('knows only the configured source and refuses malformed tickets', async () => {
    const other = await get('/sys/thirdLogin/render/github');
    expect([other.statusCode, other.json().message]).toEqual([404, 'loginMethodDisabled']);
    const short = await post('/sys/thirdLogin/getLoginUser', { token: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().result.errors[0].field).toBe('token');
    const unknown = await post('/sys/thirdLogin/getLoginUser', { token: 'x'.repeat(43) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'loginTicketInvalid']);
  });

  it('refuses a ticket sent in the path (the GET form) and spends it, so whoever reads it there cannot use it', async () => {
    const back = await callback({ code: 'code-bound', state: (await render()).state });
    const ticket = new URLSearchParams(back.hash.slice(1)).get('thirdToken') ?? '';
    const inPath = await get(`/sys/thirdLogin/getLoginUser/${ticket}`);
    expect([inPath.statusCode, inPath.json().message]).toEqual([400, 'loginTicketInBody']);
    const later = await post('/sys/thirdLogin/getLoginUser', { token: ticket });
    expect([later.statusCode, later.json().message]).toEqual([400, 'loginTicketInvalid']);
  });

  it('keeps the ticket, the OAuth code and state out of the log and the request trace', async () => {
    logLines.length = 0;
    const { state } = await render();
    const back = await callback({ code: 'code-bound', state });
    const ticket = new URLSearchParams(back.hash.slice(1)).get('thirdToken') ?? '';
    expect((await post('/sys/thirdLogin/getLoginUser', { token: ticket })).statusCode).toBe(200);
    // The refused GET form, with another live ticket in its path.
    const exposed = await callback({ code: 'code-bound', state: (await render()).state });
    const other = new URLSearchParams(exposed.hash.slice(1)).get('thirdToken') ?? '';
    expect((await get(`/sys/thirdLogin/getLoginUser/${other}`)).statusCode).toBe(400);
    const cas = await get(`/sys/cas/client/validateLogin?ticket=ST-1-good&service=${encodeURIComponent(service)}`);
    expect(cas.statusCode).toBe(400);

    const log = logLines.join('');
    expect(log).toContain('/sys/thirdLogin/callback/fakehub');
    expect(log).toContain('/sys/thirdLogin/getLoginUser');
    const trace = await t.app.inject({ url: '/api/sys/monitor/requests', headers: { 'x-access-token': admin } });
    expect(trace.statusCode).toBe(200);
    const traced = JSON.stringify(trace.json().result);
    expect(traced).toContain('/sys/thirdLogin/callback/fakehub');
    for (const secret of [ticket, other, state, 'code-bound', 'ST-1-good']) {
      expect(log).not.toContain(secret);
      expect(traced).not.toContain(secret);
    }
  });
});
