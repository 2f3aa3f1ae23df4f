import { permissions } from '@csp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import {
  permissions as permissionRows,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
} from '../src/db/schema/index.js';
import { hashToken } from '../src/modules/auth/sessions.service.js';
import { buildTestApp, type TestContext } from './helper.js';

/**
 * The authorisation matrix (issue 3 "Must show"): every registered API route with its declared access;
 * each non-public one refuses a missing, an expired and a revoked token with 401, and a user whose roles
 * lack its permission with 403; a user holding exactly that permission gets past the access check.
 */
let t: TestContext;
let serial = 0;

/** A user (no password needed here) holding exactly `perms` through a role of its own, with a live session. */
async function userWith(db: Db, perms: string[]) {
  serial += 1;
  const name = `matrix${serial}`;
  const [user] = await db.insert(users).values({ username: name, passwordHash: 'x', approval: 'approved' }).returning();
  const [role] = await db
    .insert(roles)
    .values({ code: `matrix_${serial}`, nameZh: `矩阵${serial}`, nameEn: name })
    .returning();
  if (!user || !role) throw new Error('fixture');
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  for (const code of perms) {
    const [existing] = await db.select().from(permissionRows).where(eq(permissionRows.perms, code));
    const permId =
      existing?.id ??
      (await db.insert(permissionRows).values({ menuType: 2, nameZh: code, nameEn: code, perms: code }).returning())[0]
        ?.id;
    await db.insert(rolePermissions).values({ roleId: role.id, permissionId: permId as number });
  }
  return { userId: user.id, token: await t.app.sessions.open(user.id, {}) };
}

/** A plausible value for each path parameter. */
const fill = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => ({ key: 'matrixkey', code: 'priority' })[name] ?? '1');

const call = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: fill(url),
    headers: token ? { 'x-access-token': token } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

let expiredToken = '';
let revokedToken = '';
let powerless = '';

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  const db = t.database.db;
  const expired = await userWith(db, []);
  expiredToken = expired.token;
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(expiredToken)));
  revokedToken = (await userWith(db, [])).token;
  await t.app.sessions.revoke(revokedToken);
  powerless = (await userWith(db, [])).token;
}, 180_000);
afterAll(() => t.close());

const guarded = () => t.app.apiRoutes.filter((r) => r.access !== 'public');
const known = new Set<string>(['public', 'session', ...Object.values(permissions)]);

describe('authorisation matrix', () => {
  it('lists every API route with a declared, known access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(60);
    const unknown = t.app.apiRoutes.filter((r) =>
      typeof r.access === 'string' ? !known.has(r.access) : r.access.length < 2 || r.access.some((c) => !known.has(c)),
    );
    expect(unknown).toEqual([]);
    const identity = t.app.apiRoutes.filter((r) => r.url.includes('/sys/'));
    expect(
      identity
        .filter((r) => r.access === 'public')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(
      [
        'GET /api/sys/getRSAPublicKey',
        'GET /api/sys/randomImage/:key',
        'GET /api/sys/user/checkOnlyUser',
        'POST /api/sys/login',
        'POST /api/sys/user/check/email/:id',
        'POST /api/sys/user/forgetPassword/sendCode',
        'POST /api/sys/user/passwordChange',
        'POST /api/sys/user/register',
        'GET /api/sys/loginSettings',
        'POST /api/sys/sms',
        'POST /api/sys/phoneLogin',
        'GET /api/sys/cas/client/validateLogin',
        'GET /api/sys/thirdLogin/render/:source',
        'GET /api/sys/thirdLogin/callback/:source',
        'GET /api/sys/thirdLogin/getLoginUser/:token',
        'POST /api/sys/cas/client/validateLogin',
        'POST /api/sys/thirdLogin/getLoginUser',
      ].sort(),
    );
  });

  it('answers 401 tokenMissing without a token on every non-public route', async () => {
    const wrong: string[] = [];
    for (const r of guarded()) {
      const res = await call(r.method, r.url);
      if (res.statusCode !== 401 || res.json().message !== 'tokenMissing')
        wrong.push(`${r.method} ${r.url} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 tokenExpired with an expired and with a revoked token on every non-public route', async () => {
    const wrong: string[] = [];
    for (const r of guarded()) {
      for (const token of [expiredToken, revokedToken]) {
        const res = await call(r.method, r.url, token);
        if (res.statusCode !== 401 || res.json().message !== 'tokenExpired')
          wrong.push(`${r.method} ${r.url} ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 notAuthority to a user lacking the permission of every permission route', async () => {
    const wrong: string[] = [];
    const coded = guarded().filter((r) => r.access !== 'session');
    expect(coded.length).toBeGreaterThan(50);
    for (const r of coded) {
      const res = await call(r.method, r.url, powerless);
      if (res.statusCode !== 403 || res.json().message !== 'notAuthority')
        wrong.push(`${r.method} ${r.url} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a user holding exactly the permission past the access check (session routes: any user)', async () => {
    const tokens = new Map<string, string>();
    const wrong: string[] = [];
    for (const r of guarded()) {
      if (r.url.endsWith('/sys/logout')) continue;
      // A list of codes: each one alone lets the user past.
      for (const access of typeof r.access === 'string' ? [r.access] : r.access) {
        let token = access === 'session' ? powerless : tokens.get(access);
        if (!token) {
          token = (await userWith(t.database.db, [access])).token;
          tokens.set(access, token);
        }
        const res = await call(r.method, r.url, token);
        const refused = res.statusCode === 401 || (res.statusCode === 403 && res.json().message === 'notAuthority');
        if (refused) wrong.push(`${r.method} ${r.url} ${access} ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
