import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    routes: async (app) => {
      app.get('/api/test/guarded', { config: { access: 'system:monitor' } }, async () => ({ ok: true }));
      app.get('/api/test/session', { config: { access: 'session' } }, async (request) => ({
        user: request.principal?.username,
      }));
    },
  });
});
afterAll(() => t.close());

describe('route access', () => {
  it('answers 401 tokenMissing without a session', async () => {
    const res = await t.app.inject({ url: '/api/test/guarded' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'tokenMissing' });
  });

  it('answers 401 tokenExpired for an unknown or revoked token', async () => {
    expect(
      (await t.app.inject({ url: '/api/test/session', headers: { 'x-access-token': 'forged' } })).json().message,
    ).toBe('tokenExpired');
    const user = await signedInUser(t.app, t.database.db);
    const headers = { 'x-access-token': user.token };
    expect((await t.app.inject({ url: '/api/test/session', headers })).json()).toEqual({ user: user.username });
    await t.app.sessions.revoke(user.token);
    const res = await t.app.inject({ url: '/api/test/session', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('tokenExpired');
  });

  it('answers 403 without the permission and 200 with it', async () => {
    const without = await signedInUser(t.app, t.database.db, { perms: ['other:thing'] });
    const denied = await t.app.inject({ url: '/api/test/guarded', headers: { 'x-access-token': without.token } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('notAuthority');
    const withPerm = await signedInUser(t.app, t.database.db, { perms: ['system:monitor'] });
    const allowed = await t.app.inject({ url: '/api/test/guarded', headers: { 'x-access-token': withPerm.token } });
    expect(allowed.statusCode).toBe(200);
  });

  it('lets the super administrator through every permission', async () => {
    const admin = await signedInUser(t.app, t.database.db, { roleCode: 'admin' });
    const res = await t.app.inject({ url: '/api/test/guarded', headers: { 'x-access-token': admin.token } });
    expect(res.statusCode).toBe(200);
  });
});
