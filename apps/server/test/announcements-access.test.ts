import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementAdmin, caller, released } from './announcements-fixtures.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Case {
  method: Method;
  url: string;
  /** A valid call (used for 401 and 403). */
  ok: () => { url: string; payload?: unknown };
  /** Input the schema refuses (400 validationFailed). */
  bad: { url: string; payload?: unknown };
  /** The caller that must be refused with 403, and what makes it a refusal. */
  forbidden: 'noPermission' | 'notRecipient' | 'none';
}

let t: TestContext;
let call: ReturnType<typeof caller>;
let adminToken: string;
let outsiderToken: string;
let targetedId = '';
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  call = caller(t.app, t.base);
  adminToken = (await announcementAdmin(t.app, t.database.db)).token;
  outsiderToken = (await signedInUser(t.app, t.database.db, { perms: ['other:thing'] })).token;
  const recipient = await signedInUser(t.app, t.database.db);
  targetedId = await released(call, adminToken, { msgType: 'USER', userIds: String(recipient.userId) });
});
afterAll(() => t.close());

const draft = { titile: 'Draft' };
const cases: Case[] = [
  {
    method: 'GET',
    url: '/sys/annountCement/list',
    ok: () => ({ url: '/sys/annountCement/list' }),
    bad: { url: '/sys/annountCement/list?pageSize=0' },
    forbidden: 'noPermission',
  },
  {
    method: 'POST',
    url: '/sys/annountCement/add',
    ok: () => ({ url: '/sys/annountCement/add', payload: draft }),
    bad: { url: '/sys/annountCement/add', payload: { titile: '' } },
    forbidden: 'noPermission',
  },
  {
    method: 'PUT',
    url: '/sys/annountCement/edit',
    ok: () => ({ url: '/sys/annountCement/edit', payload: { ...draft, id: targetedId } }),
    bad: { url: '/sys/annountCement/edit', payload: { ...draft, id: 'x1' } },
    forbidden: 'noPermission',
  },
  {
    method: 'DELETE',
    url: '/sys/annountCement/delete',
    ok: () => ({ url: `/sys/annountCement/delete?id=${targetedId}` }),
    bad: { url: '/sys/annountCement/delete?id=-1' },
    forbidden: 'noPermission',
  },
  {
    method: 'POST',
    url: '/sys/annountCement/doReleaseData',
    ok: () => ({ url: '/sys/annountCement/doReleaseData', payload: { id: targetedId } }),
    bad: { url: '/sys/annountCement/doReleaseData', payload: {} },
    forbidden: 'noPermission',
  },
  {
    method: 'POST',
    url: '/sys/annountCement/doReovkeData',
    ok: () => ({ url: '/sys/annountCement/doReovkeData', payload: { id: targetedId } }),
    bad: { url: '/sys/annountCement/doReovkeData', payload: { id: 12 } },
    forbidden: 'noPermission',
  },
  {
    method: 'GET',
    url: '/sys/annountCement/queryById',
    ok: () => ({ url: `/sys/annountCement/queryById?id=${targetedId}` }),
    bad: { url: '/sys/annountCement/queryById?id=abc' },
    forbidden: 'notRecipient',
  },
  {
    method: 'POST',
    url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    ok: () => ({ url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId', payload: { anntId: targetedId } }),
    bad: { url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId', payload: { id: targetedId } },
    forbidden: 'notRecipient',
  },
  // The three below are `session` routes over the caller's own records only: there is no one to
  // refuse with 403 (the flow tests show another user's records never appear).
  {
    method: 'GET',
    url: '/sys/annountCement/listByUser',
    ok: () => ({ url: '/sys/annountCement/listByUser' }),
    bad: { url: '/sys/annountCement/listByUser?pageSize=1000' },
    forbidden: 'none',
  },
  {
    method: 'GET',
    url: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    ok: () => ({ url: '/sys/sysAnnouncementSend/getMyAnnouncementSend' }),
    bad: { url: '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=2' },
    forbidden: 'none',
  },
  {
    method: 'PUT',
    url: '/sys/sysAnnouncementSend/readAll',
    ok: () => ({ url: '/sys/sysAnnouncementSend/readAll', payload: {} }),
    bad: { url: '/sys/sysAnnouncementSend/readAll', payload: { msgCategory: '3' } },
    forbidden: 'none',
  },
];

describe('announcement routes: access', () => {
  it('covers every announcement route the app registers', () => {
    const registered = t.app.apiRoutes
      .filter((r) => /\/sys\/(annountCement|sysAnnouncementSend)\//.test(r.url))
      .map((r) => `${r.method} ${r.url.slice(t.base.length)}`)
      .sort();
    expect(registered).toEqual(cases.map((c) => `${c.method} ${c.url}`).sort());
  });

  for (const c of cases) {
    describe(`${c.method} ${c.url}`, () => {
      it('answers 401 without a session and with a forged token', async () => {
        const { url, payload } = c.ok();
        const none = await call(c.method, url, undefined, payload);
        expect(none.status).toBe(401);
        expect(none.body.message).toBe('tokenMissing');
        const forged = await call(c.method, url, 'forged-token', payload);
        expect(forged.status).toBe(401);
        expect(forged.body.message).toBe('tokenExpired');
      });

      it.runIf(c.forbidden !== 'none')('answers 403 to a user who may not', async () => {
        const { url, payload } = c.ok();
        const res = await call(c.method, url, outsiderToken, payload);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('notAuthority');
      });

      it('answers 400 with the field to bad input', async () => {
        const res = await call(c.method, c.bad.url, adminToken, c.bad.payload);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('validationFailed');
        expect(res.body.result.errors.length).toBeGreaterThan(0);
      });
    });
  }
});
