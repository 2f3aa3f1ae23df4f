import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, rsaKeys } from '../src/db/schema/index.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { encryptPassword, encryptWith, knownCaptcha, login, publicKey } from './identity-fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    env: {
      OPEN_ACCOUNT_RATE_PER_MINUTE: '10000',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_ATTEMPTS_PER_USER_PER_MINUTE: '20',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '60',
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: token ? { 'x-access-token': token } : {},
  });

describe('captcha', () => {
  it('serves an SVG data URL for a key and refuses a malformed key', async () => {
    const res = await t.app.inject({ url: '/api/sys/randomImage/abc123' });
    expect(res.statusCode).toBe(200);
    const svg = Buffer.from(res.json().result.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toContain('<svg');
    const bad = await t.app.inject({ url: '/api/sys/randomImage/a%20b' });
    expect(bad.statusCode).toBe(400);
  });

  it('is single use: a second try with the same key gives LoginAgain', async () => {
    const captcha = await knownCaptcha(t.app, t.database.db);
    const password = await encryptPassword(t.app, testAdminPassword, { captchaKey: captcha.checkKey });
    const first = await post('/sys/login', { username: 'admin', password, ...captcha });
    expect(first.statusCode).toBe(200);
    const again = await post('/sys/login', { username: 'admin', password, ...captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('LoginAgain');
  });

  it('answers VerificationCodeError for a wrong answer and LoginAgain for an unknown key', async () => {
    const captcha = await knownCaptcha(t.app, t.database.db, 'wxyz');
    const password = await encryptPassword(t.app, testAdminPassword);
    const wrong = await post('/sys/login', {
      username: 'admin',
      password,
      checkKey: captcha.checkKey,
      captcha: 'nope',
    });
    expect(wrong.json().message).toBe('VerificationCodeError');
    const unknown = await post('/sys/login', {
      username: 'admin',
      password,
      checkKey: 'never-issued',
      captcha: 'wxyz',
    });
    expect(unknown.json().message).toBe('LoginAgain');
  });
});

describe('login', () => {
  it('returns token, userInfo, dictionaries and departments (SPEC §3 login result)', async () => {
    const res = await login(t.app, t.database.db, 'admin', testAdminPassword);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.token).toMatch(/^[\w-]{40,}$/);
    expect(result.userInfo).toMatchObject({ username: 'admin', roles: ['admin'] });
    expect(result.sysAllDictItems.priority.map((o: { value: string }) => o.value)).toEqual(['L', 'M', 'H']);
    expect(result.sysAllDictItems.priority[2]).toMatchObject({
      text: '紧急',
      textEn: 'Urgent',
      label: '紧急',
      title: '紧急',
    });
    expect(result.multi_depart).toBe(0);
    const me = await t.app.inject({
      url: '/api/sys/user/getCurrentUserDeparts',
      headers: { 'x-access-token': result.token },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers WrongUser for a wrong password or an unknown user, and logs both', async () => {
    const wrong = await login(t.app, t.database.db, 'admin', 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('WrongUser');
    const unknown = await login(t.app, t.database.db, 'nobody_here', 'Wrong#Pass1');
    expect(unknown.json().message).toBe('WrongUser');
    const logged = await t.database.db.select().from(loginLogs).where(eq(loginLogs.username, 'nobody_here'));
    expect(logged).toMatchObject([{ action: 'login', result: 'WrongUser', ip: '127.0.0.1' }]);
  });

  it('answers Invalid for a password encrypted with a stale key after rotation', async () => {
    const oldKey = await publicKey(t.app);
    const admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
    const rotated = await post('/sys/rsa/rotate', {}, admin);
    expect(rotated.statusCode).toBe(200);
    const [active] = await t.database.db.select({ n: count() }).from(rsaKeys).where(eq(rsaKeys.active, true));
    expect(active?.n).toBe(1);
    expect(await publicKey(t.app)).not.toBe(oldKey);
    const captcha = await knownCaptcha(t.app, t.database.db);
    const stale = await post('/sys/login', {
      username: 'admin',
      password: encryptWith(oldKey, testAdminPassword, captcha.checkKey),
      ...captcha,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ message: 'Invalid', result: { errors: [{ field: 'password' }] } });
    expect((await login(t.app, t.database.db, 'admin', testAdminPassword)).statusCode).toBe(200);
  });

  it('locks a username after repeated wrong passwords, even for the right one', async () => {
    const name = 'locked_target';
    for (let i = 0; i < 3; i += 1)
      expect((await login(t.app, t.database.db, name, 'Wrong#Pass1')).json().message).toBe('WrongUser');
    const locked = await login(t.app, t.database.db, name, 'Wrong#Pass1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('loginLocked');
  });

  it('limits attempts per username per minute', async () => {
    const name = 'rate_target';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const captcha = await knownCaptcha(t.app, t.database.db);
      statuses.push((await post('/sys/login', { username: name, password: 'x', ...captcha })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('login rate per address', () => {
  it('answers 429 beyond the attempts per minute of one client address, whatever the usernames', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const captcha = await knownCaptcha(t.app, t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/login',
        remoteAddress: '10.0.0.9',
        payload: { username: `spray${i}`, password: 'x', ...captcha },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    const other = await login(t.app, t.database.db, 'admin', testAdminPassword);
    expect(other.statusCode).toBe(200);
  });
});

describe('session', () => {
  it('logs out: the token stops working and the sign-out is logged', async () => {
    const token = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
    const out = await post('/sys/logout', {}, token);
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/sys/permission/getUserPermissionByToken',
      headers: { 'x-access-token': token },
    });
    expect(after.statusCode).toBe(401);
    const logs = await t.database.db.select().from(loginLogs).where(eq(loginLogs.action, 'logout'));
    expect(logs.at(-1)).toMatchObject({ username: 'admin', result: 'success' });
  });

  it("gives the super administrator the whole menu in JeecgBoot's shape", async () => {
    const token = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
    const res = await t.app.inject({
      url: '/api/sys/permission/getUserPermissionByToken',
      headers: { 'x-access-token': token },
    });
    const { menu, auth, allAuth } = res.json().result;
    const system = menu.find((m: { path: string }) => m.path === '/system');
    expect(system).toMatchObject({ name: 'system', component: 'layouts/RouteView', route: '1', alwaysShow: true });
    expect(system.meta).toMatchObject({ title: '系统管理', titleEn: 'System', icon: 'setting' });
    const users = system.children.find((c: { path: string }) => c.path === '/system/user');
    expect(users.meta.permissionList.map((a: { action: string }) => a.action)).toContain('system:user:add');
    // The dashboard's children are buttons only: a page (a link in the menu), not an empty section.
    const dashboard = menu.find((m: { path: string }) => m.path === '/dashboard/analysis');
    expect(dashboard).toMatchObject({ alwaysShow: false, route: '1' });
    expect(dashboard.children).toBeUndefined();
    expect(auth.map((a: { action: string }) => a.action)).toContain('system:role:authorize');
    expect(allAuth[0]).toHaveProperty('status', '1');
  });
});
