import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

/** The routes of the statistics core (issue 4). */
const ours = [
  '/series/',
  '/dimension/',
  '/data/',
  '/city/data/manager/',
  '/city/stat/',
  '/reception/series/',
  '/reception/city/stat/',
  '/reception/data/',
  '/reception/city/data/manager/',
  '/file/cityFile/',
];

function routes() {
  return t.app.apiRoutes.filter((r) => ours.some((p) => r.url.startsWith(`${t.base}${p}`)));
}

describe('access of the statistics routes', () => {
  it('declares a permission code on every back-office route and public only under /reception and /file', () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(50);
    for (const r of list) {
      const isPublic = r.url.startsWith(`${t.base}/reception/`) || r.url.startsWith(`${t.base}/file/`);
      expect(r.access === 'public', `${r.method} ${r.url}`).toBe(isPublic);
      if (isPublic) continue;
      const codes = [r.access].flat();
      expect(codes.length, r.url).toBeGreaterThan(0);
      for (const code of codes) expect(code, r.url).toMatch(/^[a-z][a-zA-Z]*(:[a-zA-Z]+)+$/);
    }
  });

  it('answers 401 without a session and 403 without the permission on every back-office route', async () => {
    const outsider = await signedInUser(t.app, t.database.db, { perms: ['system:monitor'] });
    for (const r of routes().filter((x) => x.access !== 'public')) {
      const url = r.url.replace(/:id\b/, '1');
      const method = r.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().message).toBe('tokenMissing');
      const denied = await t.app.inject({ method, url, headers: { 'x-access-token': outsider.token } });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().message).toBe('notAuthority');
    }
  });
});
