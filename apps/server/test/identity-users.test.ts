import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { callApi, type TestContext } from './helper.js';
import { addTwoEconomies, encryptPassword, login, startIdentityApp } from './identity-fixtures.js';

/** User administration (SPEC §7 "System" /sys/user): list, add, edit, roles, areas, freeze, delete, outbox. */
let t: TestContext;
let admin = '';
let adminId = '';
const area: { countryA: number; countryB: number; cityA1: number; cityA2: number; cityB1: number } = {
  countryA: 0,
  countryB: 0,
  cityA1: 0,
  cityA2: 0,
  cityB1: 0,
};
beforeAll(async () => {
  ({ t, admin, adminId } = await startIdentityApp());
  const db = t.database.db;
  Object.assign(area, await addTwoEconomies(db));
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  callApi(t, method, url, { payload, token });
const roleId = async (code: string) =>
  (await call('GET', '/sys/role/queryall')).json().result.find((r: { roleCode: string }) => r.roleCode === code)
    .id as string;

async function addUser(username: string, extra: object = {}) {
  const password = await encryptPassword(t.app, 'Valid#Pass1');
  const res = await call('POST', '/sys/user/add', {
    username,
    realname: `Real ${username}`,
    email: `${username}@example.org`,
    password,
    confirmPassword: password,
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.body}`);
  return res.json().result.id as string;
}

describe('users', () => {
  let aliceId = '';
  it('adds approved users with roles, departments and an area', async () => {
    const depart = (await call('POST', '/sys/sysDepart/add', { departName: 'Statistics office' })).json().result.id;
    aliceId = await addUser('alice', {
      selectedroles: await roleId('reviewer'),
      selecteddeparts: depart,
      countryId: String(area.countryA),
    });
    await addUser('bob', { countryId: String(area.countryB) });
    await addUser('carol', { cityId: String(area.cityA1) });
    const res = await call('GET', `/sys/user/queryById?id=${aliceId}`);
    expect(res.json().result).toMatchObject({
      username: 'alice',
      approval: 'approved',
      status: 1,
      countryId: String(area.countryA),
      roles: [{ roleCode: 'reviewer' }],
      departIds: [depart],
    });
    const carol = (await call('GET', '/sys/user/list?username=carol')).json().result.records[0];
    expect(carol).toMatchObject({ countryId: String(area.countryA), cityId: String(area.cityA1) });
    expect((await call('GET', `/sys/user/queryUserRole?userid=${aliceId}`)).json().result).toEqual([
      await roleId('reviewer'),
    ]);
  });

  it('refuses a city outside the chosen economy', async () => {
    const res = await call('PUT', '/sys/user/edit', {
      id: aliceId,
      countryId: String(area.countryB),
      cityId: String(area.cityA1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('cityNotContain');
  });

  it('pages, searches, sorts and filters on the server', async () => {
    const page = (await call('GET', '/sys/user/list?pageNo=1&pageSize=2&column=username&order=asc')).json().result;
    expect(page).toMatchObject({ total: 4, size: 2, current: 1, pages: 2 });
    expect(page.records.map((u: { username: string }) => u.username)).toEqual(['admin', 'alice']);
    const second = (await call('GET', '/sys/user/list?pageNo=2&pageSize=2&column=username&order=asc')).json().result;
    expect(second.records.map((u: { username: string }) => u.username)).toEqual(['bob', 'carol']);
    const search = (await call('GET', '/sys/user/list?realname=REAL%20b')).json().result.records;
    expect(search.map((u: { username: string }) => u.username)).toEqual(['bob']);
    const byCountry = (await call('GET', `/sys/user/list?countryId=${area.countryA}&column=username&order=asc`)).json()
      .result;
    expect(byCountry.records.map((u: { username: string }) => u.username)).toEqual(['alice', 'carol']);
    const byRole = (await call('GET', `/sys/user/list?roleId=${await roleId('reviewer')}`)).json().result.records;
    expect(byRole.map((u: { username: string }) => u.username)).toEqual(['alice']);
    const literal = (await call('GET', '/sys/user/list?username=%25')).json().result.total;
    expect(literal).toBe(0);
  });

  it('keeps one regional administrator per area (thisAreaExistAdmin)', async () => {
    const regional = await roleId('regional_admin');
    const noArea = await call('POST', '/sys/user/add', {
      username: 'areless',
      realname: 'No area',
      password: await encryptPassword(t.app, 'Valid#Pass1'),
      confirmPassword: await encryptPassword(t.app, 'Valid#Pass1'),
      selectedroles: regional,
    });
    expect(noArea.json().message).toBe('areaRequired');
    await call('PUT', '/sys/user/edit', { id: aliceId, selectedroles: regional });
    const bobId = (await call('GET', '/sys/user/list?username=bob')).json().result.records[0].id;
    const sameArea = await call('PUT', '/sys/user/edit', {
      id: bobId,
      selectedroles: regional,
      countryId: String(area.countryA),
    });
    expect(sameArea.statusCode).toBe(409);
    expect(sameArea.json()).toMatchObject({
      message: 'thisAreaExistAdmin',
      result: { errors: [{ field: 'countryId' }] },
    });
    expect((await call('PUT', '/sys/user/edit', { id: bobId, selectedroles: regional })).statusCode).toBe(200);
    const viaRoleUsers = await call('POST', '/sys/user/addSysUserRole', {
      roleId: regional,
      userIdList: [(await call('GET', '/sys/user/list?username=carol')).json().result.records[0].id],
    });
    expect(viaRoleUsers.statusCode).toBe(200);
    const cityAdmin = await addUser('dave', { selectedroles: regional, cityId: String(area.cityA2) });
    expect(cityAdmin).toMatch(/^\d+$/);
    const second = await call('POST', '/sys/user/add', {
      username: 'erin',
      realname: 'Erin',
      password: await encryptPassword(t.app, 'Valid#Pass1'),
      confirmPassword: await encryptPassword(t.app, 'Valid#Pass1'),
      selectedroles: regional,
      cityId: String(area.cityA2),
    });
    expect(second.json().message).toBe('thisAreaExistAdmin');
    await call('PUT', '/sys/user/edit', { id: aliceId, selectedroles: await roleId('reviewer') });
    expect((await call('PUT', '/sys/user/edit', { id: bobId, countryId: String(area.countryA) })).statusCode).toBe(200);
  });

  it('freezes and unfreezes in batch; a frozen user is signed out and cannot log in', async () => {
    const session = (await login(t.app, t.database.db, 'alice', 'Valid#Pass1')).json().result.token;
    expect((await call('PUT', '/sys/user/frozenBatch', { ids: `${aliceId},`, status: '2' })).statusCode).toBe(200);
    expect((await call('GET', '/sys/user/getCurrentUserDeparts', undefined, session)).statusCode).toBe(401);
    expect((await login(t.app, t.database.db, 'alice', 'Valid#Pass1')).json().message).toBe('accountFrozen');
    expect(
      (await call('GET', '/sys/user/list?status=2')).json().result.records.map((u: { username: string }) => u.username),
    ).toEqual(['alice']);
    expect((await call('PUT', '/sys/user/frozenBatch', { ids: aliceId, status: '1' })).statusCode).toBe(200);
    expect((await login(t.app, t.database.db, 'alice', 'Valid#Pass1')).statusCode).toBe(200);
    expect((await call('PUT', '/sys/user/frozenBatch', { ids: adminId, status: '2' })).json().message).toBe(
      'cannotFreezeAdmin',
    );
  });

  it('never deletes the built-in admin nor oneself; deletes others and ends their sessions', async () => {
    const builtIn = await call('DELETE', `/sys/user/delete?id=${adminId}`);
    expect(builtIn.statusCode).toBe(403);
    expect(builtIn.json().message).toBe('cannotDeleteAdmin');
    const userAdmin = (await call('POST', '/sys/role/add', { roleCode: 'user_admin', roleName: 'User admins' })).json()
      .result.id;
    const perms = (await call('GET', '/sys/permission/list')).json().result;
    const usersMenu = perms
      .find((m: { url: string }) => m.url === '/system')
      .children.find((m: { url: string }) => m.url === '/system/user');
    const ids = [usersMenu.id, ...usersMenu.children.map((c: { id: string }) => c.id)].join(',');
    await call('POST', '/sys/permission/saveRolePermission', { roleId: userAdmin, permissionIds: ids });
    const frankId = await addUser('frank', { selectedroles: userAdmin });
    const frank = (await login(t.app, t.database.db, 'frank', 'Valid#Pass1')).json().result.token;
    const self = await call('DELETE', `/sys/user/delete?id=${frankId}`, undefined, frank);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('cannotDeleteMyself');
    const granting = await call('PUT', '/sys/user/edit', { id: frankId, selectedroles: await roleId('admin') }, frank);
    expect(granting.statusCode).toBe(403);
    const aliceSession = (await login(t.app, t.database.db, 'alice', 'Valid#Pass1')).json().result.token;
    expect((await call('DELETE', `/sys/user/deleteBatch?ids=${aliceId}`, undefined, frank)).statusCode).toBe(200);
    expect((await call('GET', '/sys/user/getCurrentUserDeparts', undefined, aliceSession)).statusCode).toBe(401);
    expect((await call('GET', `/sys/user/queryById?id=${aliceId}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'alice'));
    expect(row?.deleted).toBe(true);
  });

  it('keeps mails in the outbox when no SMTP server is set, for administrators to read', async () => {
    const daveId = (await call('GET', '/sys/user/list?username=dave')).json().result.records[0].id;
    expect((await call('PUT', '/sys/user/reset', { id: daveId })).statusCode).toBe(200);
    const outbox = (await call('GET', '/sys/mail/outbox/list?recipient=dave@')).json().result;
    expect(outbox.records[0]).toMatchObject({ recipient: 'dave@example.org', status: 'outbox' });
    expect(outbox.records[0].body).toContain('new password');
  });
});
