import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, roles, userDepartments, userRoles } from '../src/db/schema/index.js';
import { announcementAdmin, caller, released } from './announcements-fixtures.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
let call: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof announcementAdmin>>;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  call = caller(t.app, t.base);
  admin = await announcementAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const user = () => signedInUser(t.app, t.database.db);
const bell = async (token: string) => (await call('GET', '/sys/annountCement/listByUser', token)).body.result;
const titles = (list: { titile: string }[]) => list.map((n) => n.titile);

describe('announcement administration', () => {
  it('creates a draft with the wire name titile, sanitized rich text and the creator as sender', async () => {
    const res = await call('POST', '/sys/annountCement/add', admin.token, {
      titile: '  Maintenance tonight ',
      msgContent: '<p>Back at <b>22:00</b><script>alert(1)</script> <a href="https://x.org">details</a></p>',
      priority: 'M',
      msgCategory: '2',
      openType: 'url',
      openPage: 'https://example.org/notice',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('addSuccess');
    const a = res.body.result;
    expect(a).toMatchObject({ titile: 'Maintenance tonight', priority: 'M', msgCategory: '2', msgType: 'ALL' });
    expect(a).toMatchObject({ sendStatus: '0', sender: admin.username, sendTime: null, openType: 'url' });
    expect(a.id).toMatch(/^\d+$/);
    expect(a.msgContent).not.toContain('script');
    expect(a.msgContent).toContain('<b>22:00</b>');
    expect(a.msgContent).toContain('target="_blank"');
  });

  it('refuses recipients that are missing or do not exist, and unsafe pages', async () => {
    const add = (body: object) => call('POST', '/sys/annountCement/add', admin.token, { titile: 'x', ...body });
    const missing = await add({ msgType: 'USER' });
    expect(missing.status).toBe(400);
    expect(missing.body.result.errors).toEqual([{ field: 'userIds', message: 'Choose who receives the announcement' }]);
    expect((await add({ msgType: 'ROLE' })).body.result.errors[0].field).toBe('roleId');
    expect((await add({ msgType: 'DEPART' })).body.result.errors[0].field).toBe('departId');
    const ghost = await add({ msgType: 'USER', userIds: '99999999,' });
    expect([ghost.status, ghost.body.message]).toEqual([400, 'userNotExist']);
    expect((await add({ msgType: 'ROLE', roleId: '99999999' })).body.message).toBe('announcementRoleNotExist');
    expect((await add({ msgType: 'DEPART', departId: '99999999' })).body.message).toBe('announcementDepartNotExist');
    expect((await add({ openType: 'url', openPage: 'javascript:alert(1)' })).status).toBe(400);
    expect((await add({ openType: 'component', openPage: '/isps/userAnnouncement' })).status).toBe(200);
    expect((await add({ priority: 'X' })).status).toBe(400);
    expect((await add({ titile: 'y'.repeat(101) })).status).toBe(400);
  });

  it('edits drafts only; releases, revokes and releases again; deletes', async () => {
    const id = (await call('POST', '/sys/annountCement/add', admin.token, { titile: 'v1' })).body.result.id;
    const edited = await call('PUT', '/sys/annountCement/edit', admin.token, { id, titile: 'v2', priority: 'H' });
    expect([edited.status, edited.body.result.titile, edited.body.result.priority]).toEqual([200, 'v2', 'H']);
    const rel = await call('POST', '/sys/annountCement/doReleaseData', admin.token, { id });
    expect(rel.body).toMatchObject({ message: 'releaseSuccess', result: { sendStatus: '1' } });
    expect(Date.parse(rel.body.result.sendTime)).toBeGreaterThan(Date.now() - 60_000);
    const again = await call('POST', '/sys/annountCement/doReleaseData', admin.token, { id });
    expect([again.status, again.body.message]).toEqual([409, 'announcementReleased']);
    const locked = await call('PUT', '/sys/annountCement/edit', admin.token, { id, titile: 'v3' });
    expect([locked.status, locked.body.message]).toEqual([409, 'announcementReleased']);
    const rev = await call('POST', '/sys/annountCement/doReovkeData', admin.token, { id });
    expect(rev.body).toMatchObject({ message: 'revokeSuccess', result: { sendStatus: '2' } });
    expect(rev.body.result.cancelTime).not.toBeNull();
    const rev2 = await call('POST', '/sys/annountCement/doReovkeData', admin.token, { id });
    expect([rev2.status, rev2.body.message]).toEqual([409, 'announcementNotReleased']);
    expect((await call('PUT', '/sys/annountCement/edit', admin.token, { id, titile: 'v3' })).status).toBe(200);
    expect((await call('POST', '/sys/annountCement/doReleaseData', admin.token, { id })).status).toBe(200);
    const del = await call('DELETE', `/sys/annountCement/delete?id=${id}`, admin.token);
    expect([del.status, del.body.message]).toEqual([200, 'deleteSuccess']);
    const gone = await call('DELETE', `/sys/annountCement/delete?id=${id}`, admin.token);
    expect([gone.status, gone.body.message]).toEqual([404, 'announcementNotExist']);
    for (const path of ['doReleaseData', 'doReovkeData']) {
      expect((await call('POST', `/sys/annountCement/${path}`, admin.token, { id })).status).toBe(404);
    }
    expect((await call('PUT', '/sys/annountCement/edit', admin.token, { id, titile: 'v4' })).status).toBe(404);
  });

  it('lists with paging, search and filters, newest first', async () => {
    for (const titile of ['Alpha 100%', 'Alpha two', 'Beta']) {
      await call('POST', '/sys/annountCement/add', admin.token, { titile, priority: titile === 'Beta' ? 'H' : 'L' });
    }
    const page = (await call('GET', '/sys/annountCement/list?titile=alpha&pageSize=1&pageNo=2', admin.token)).body
      .result;
    expect(page).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
    expect(titles(page.records)).toEqual(['Alpha 100%']);
    const literal = (await call('GET', '/sys/annountCement/list?titile=100%25', admin.token)).body.result;
    expect(titles(literal.records)).toEqual(['Alpha 100%']);
    const urgent = (await call('GET', '/sys/annountCement/list?priority=H&sendStatus=0', admin.token)).body.result;
    expect(titles(urgent.records)).toContain('Beta');
    expect(urgent.records.every((a: { priority: string }) => a.priority === 'H')).toBe(true);
  });
});

describe('recipients and the bell', () => {
  it('reaches chosen users, a role and a department, and nobody else', async () => {
    const [chosen, inRole, inDept, other] = [await user(), await user(), await user(), await user()];
    const db = t.database.db;
    const [role] = await db
      .insert(roles)
      .values({ code: 'ann_role', nameZh: '通告角色', nameEn: 'Announcement role' })
      .returning();
    const [dept] = await db
      .insert(departments)
      .values({ orgCode: 'ANN1', nameZh: '通告部门', nameEn: 'Announcement dept' })
      .returning();
    if (!role || !dept) throw new Error('fixtures');
    await db.insert(userRoles).values({ userId: inRole.userId, roleId: role.id });
    await db.insert(userDepartments).values({ userId: inDept.userId, departmentId: dept.id });
    await released(call, admin.token, { titile: 'To chosen', msgType: 'USER', userIds: `${chosen.userId},` });
    await released(call, admin.token, { titile: 'To role', msgType: 'ROLE', roleId: String(role.id) });
    await released(call, admin.token, { titile: 'To dept', msgType: 'DEPART', departId: String(dept.id) });
    expect(titles((await bell(chosen.token)).anntMsgList)).toEqual(['To chosen']);
    expect(titles((await bell(inRole.token)).anntMsgList)).toEqual(['To role']);
    expect(titles((await bell(inDept.token)).anntMsgList)).toEqual(['To dept']);
    expect((await bell(other.token)).anntMsgTotal).toBe(0);
    await db.delete(userRoles).where(eq(userRoles.roleId, role.id));
  });

  it('shows announcements to ALL to users who existed at release, in two tabs with totals', async () => {
    const before = await user();
    await released(call, admin.token, { titile: 'All notice', msgCategory: '1', priority: 'H' });
    await released(call, admin.token, { titile: 'All system', msgCategory: '2' });
    const after = await user();
    const list = await bell(before.token);
    expect(list).toMatchObject({ anntMsgTotal: 1, sysMsgTotal: 1 });
    expect(list.anntMsgList[0]).toMatchObject({
      titile: 'All notice',
      priority: 'H',
      readFlag: '0',
      sender: admin.username,
    });
    expect(titles(list.sysMsgList)).toEqual(['All system']);
    expect(await bell(after.token)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  });

  it('keeps a released announcement for a user with no socket until it is read, then marks it read', async () => {
    const reader = await user();
    const id = await released(call, admin.token, {
      titile: 'Read me',
      msgType: 'USER',
      userIds: String(reader.userId),
    });
    expect(titles((await bell(reader.token)).anntMsgList)).toEqual(['Read me']);
    const read = await call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', reader.token, { anntId: id });
    expect(read.status).toBe(200);
    expect((await bell(reader.token)).anntMsgTotal).toBe(0);
    const mine = (await call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', reader.token)).body.result;
    expect(mine.records[0]).toMatchObject({ anntId: id, titile: 'Read me', readFlag: '1' });
    expect(mine.records[0].readTime).not.toBeNull();
  });

  it('hides revoked announcements from their recipients', async () => {
    const u = await user();
    const id = await released(call, admin.token, { titile: 'Oops', msgType: 'USER', userIds: String(u.userId) });
    await call('POST', '/sys/annountCement/doReovkeData', admin.token, { id });
    expect((await bell(u.token)).anntMsgTotal).toBe(0);
    expect((await call('GET', `/sys/annountCement/queryById?id=${id}`, u.token)).status).toBe(404);
    expect((await call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', u.token, { anntId: id })).status).toBe(
      404,
    );
  });

  it("pages and searches the user's own announcements and reads them all, by category or all", async () => {
    const u = await user();
    const to = { msgType: 'USER', userIds: String(u.userId) };
    await released(call, admin.token, { ...to, titile: 'Budget 2026' });
    await released(call, admin.token, { ...to, titile: 'Budget 2027', msgCategory: '2' });
    await released(call, admin.token, { ...to, titile: 'Holiday' });
    const get = async (q: string) =>
      (await call('GET', `/sys/sysAnnouncementSend/getMyAnnouncementSend?${q}`, u.token)).body.result;
    expect(await get('titile=budget&pageSize=1')).toMatchObject({ total: 2, pages: 2, size: 1 });
    expect((await get(`sender=${admin.username.slice(0, 8)}`)).total).toBe(3);
    expect((await get('sender=nobody')).total).toBe(0);
    expect(titles((await get('msgCategory=2')).records)).toEqual(['Budget 2027']);
    const sys = await call('PUT', '/sys/sysAnnouncementSend/readAll', u.token, { msgCategory: '2' });
    expect(sys.body.result).toEqual({ count: 1 });
    expect(await bell(u.token)).toMatchObject({ anntMsgTotal: 2, sysMsgTotal: 0 });
    const rest = await call('PUT', '/sys/sysAnnouncementSend/readAll', u.token);
    expect(rest.body.result).toEqual({ count: 2 });
    expect((await get('readFlag=0')).total).toBe(0);
    expect((await get('readFlag=1&order=asc')).records[0].titile).toBe('Budget 2026');
  });

  it('shows one announcement: all of it to administrators, without recipients to its recipient', async () => {
    const u = await user();
    const stranger = await user();
    const id = await released(call, admin.token, { titile: 'Detail', msgType: 'USER', userIds: String(u.userId) });
    const asAdmin = (await call('GET', `/sys/annountCement/queryById?id=${id}`, admin.token)).body.result;
    expect(asAdmin.userIds).toBe(String(u.userId));
    const asRecipient = await call('GET', `/sys/annountCement/queryById?id=${id}`, u.token);
    expect(asRecipient.status).toBe(200);
    expect(asRecipient.body.result).toMatchObject({ titile: 'Detail', userIds: null, msgType: 'USER' });
    expect((await call('GET', `/sys/annountCement/queryById?id=${id}`, stranger.token)).status).toBe(403);
    const draft = (await call('POST', '/sys/annountCement/add', admin.token, { titile: 'Secret draft' })).body.result;
    expect((await call('GET', `/sys/annountCement/queryById?id=${draft.id}`, u.token)).status).toBe(404);
    expect((await call('GET', '/sys/annountCement/queryById?id=99999999', admin.token)).status).toBe(404);
  });
});
