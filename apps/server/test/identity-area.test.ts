import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaScope, inArea } from '../src/db/area-scope.js';
import { cities, loginLogs, users } from '../src/db/schema/index.js';
import type { Principal } from '../src/modules/auth/sessions.service.js';
import { callApi, type TestContext } from './helper.js';
import { addTwoEconomies, encryptPassword, login, startIdentityApp } from './identity-fixtures.js';

/** The regional administrator's data rule: their own area only, for reads and writes, by id too. */
let t: TestContext;
let admin = '';
let regional = '';
let cityRegional = '';
const ids = { countryA: 0, countryB: 0, cityA1: 0, cityA2: 0, cityB1: 0 };
const people: Record<string, string> = {};

const call = (method: string, url: string, payload?: object, token = admin) =>
  callApi(t, method, url, { payload, token });

beforeAll(async () => {
  ({ t, admin } = await startIdentityApp());
  const db = t.database.db;
  Object.assign(ids, await addTwoEconomies(db));
  const roles = (await call('GET', '/sys/role/queryall')).json().result as { id: string; roleCode: string }[];
  const regionalRole = roles.find((r) => r.roleCode === 'regional_admin')?.id as string;
  const add = async (username: string, extra: object) => {
    // A fresh ciphertext per request: each one is accepted once.
    const password = await encryptPassword(t.app, 'Valid#Pass1');
    const res = await call('POST', '/sys/user/add', {
      username,
      realname: username,
      email: `${username}@example.org`,
      password,
      confirmPassword: password,
      ...extra,
    });
    people[username] = res.json().result.id;
  };
  await add('regional_a', { selectedroles: regionalRole, countryId: String(ids.countryA) });
  await add('regional_a2', { selectedroles: regionalRole, cityId: String(ids.cityA2) });
  await add('user_a', { countryId: String(ids.countryA) });
  await add('user_a1', { cityId: String(ids.cityA1) });
  await add('user_b', { countryId: String(ids.countryB) });
  await add('user_b1', { cityId: String(ids.cityB1) });
  await db.update(users).set({ approval: 'pending' }).where(eq(users.username, 'user_b1'));
  regional = (await login(t.app, db, 'regional_a', 'Valid#Pass1')).json().result.token;
  cityRegional = (await login(t.app, db, 'regional_a2', 'Valid#Pass1')).json().result.token;
});
afterAll(() => t.close());

const names = (res: { json(): { result: { records: { username: string }[] } } }) =>
  res
    .json()
    .result.records.map((u) => u.username)
    .sort();

describe('regional administrator', () => {
  it('sees only the permitted menu', async () => {
    const { menu, auth } = (await call('GET', '/sys/permission/getUserPermissionByToken', undefined, regional)).json()
      .result;
    const system = menu.find((m: { path: string }) => m.path === '/system');
    expect(system.children.map((c: { path: string }) => c.path)).toEqual(['/system/user']);
    expect(auth.map((a: { action: string }) => a.action)).toContain('system:user:pass');
    expect(auth.map((a: { action: string }) => a.action)).not.toContain('system:user:delete');
  });

  it('lists only the users of their area; a city administrator only those of the city', async () => {
    expect(names(await call('GET', '/sys/user/list?pageSize=50', undefined, regional))).toEqual([
      'regional_a',
      'regional_a2',
      'user_a',
      'user_a1',
    ]);
    expect(names(await call('GET', '/sys/user/list?pageSize=50', undefined, cityRegional))).toEqual(['regional_a2']);
    const filtered = await call('GET', `/sys/user/list?countryId=${ids.countryB}`, undefined, regional);
    expect(filtered.json().result.total).toBe(0);
  });

  it("is refused another area's user by id, for reading", async () => {
    const other = await call('GET', `/sys/user/queryById?id=${people.user_b}`, undefined, regional);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('notJurisdiction');
    expect((await call('GET', `/sys/user/queryUserRole?userid=${people.user_b}`, undefined, regional)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/sys/user/queryById?id=${people.user_a1}`, undefined, regional)).statusCode).toBe(200);
    expect((await call('GET', `/sys/user/queryById?id=${people.user_a}`, undefined, cityRegional)).statusCode).toBe(
      403,
    );
  });

  it("unlocks the sign-in of their area's users only, and the unlock of another area leaves no row", async () => {
    const other = await call('PUT', '/sys/user/unlock', { id: people.user_b as string }, regional);
    expect([other.statusCode, other.json().message]).toEqual([403, 'notJurisdiction']);
    const own = await call('PUT', '/sys/user/unlock', { id: people.user_a as string }, regional);
    expect([own.statusCode, own.json().message]).toEqual([200, 'userUnlocked']);
    const unlocks = await t.database.db.select().from(loginLogs).where(eq(loginLogs.action, 'unlock'));
    expect(unlocks.map((r) => r.username)).toEqual(['user_a']);
  });

  it("is refused changing another area's users, and nothing changes", async () => {
    const freeze = await call(
      'PUT',
      '/sys/user/frozenBatch',
      { ids: `${people.user_a},${people.user_b}`, status: '2' },
      regional,
    );
    expect(freeze.statusCode).toBe(403);
    const approve = await call('POST', '/sys/user/pass', { ids: people.user_b1 as string }, regional);
    expect(approve.statusCode).toBe(403);
    const rows = await t.database.db.select().from(users).orderBy(asc(users.id));
    const byName = (n: string) => rows.find((r) => r.username === n);
    expect(byName('user_a')?.status).toBe(1);
    expect(byName('user_b')?.status).toBe(1);
    expect(byName('user_b1')?.approval).toBe('pending');
    expect(
      (await call('PUT', '/sys/user/frozenBatch', { ids: people.user_a1 as string, status: '2' }, regional)).statusCode,
    ).toBe(200);
  });

  it('is refused editing, moving or deleting users across areas once granted those actions', async () => {
    const roles = (await call('GET', '/sys/role/queryall')).json().result as { id: string; roleCode: string }[];
    const regionalRole = roles.find((r) => r.roleCode === 'regional_admin')?.id as string;
    const tree = (await call('GET', '/sys/permission/list')).json().result;
    const usersMenu = tree
      .find((m: { url: string }) => m.url === '/system')
      .children.find((m: { url: string }) => m.url === '/system/user');
    const extra = usersMenu.children.filter((b: { perms: string }) =>
      ['system:user:edit', 'system:user:delete'].includes(b.perms),
    );
    const current = (await call('GET', `/sys/permission/queryRolePermission?roleId=${regionalRole}`)).json().result;
    const saved = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: regionalRole,
      permissionIds: [...current, ...extra.map((b: { id: string }) => b.id)].join(','),
    });
    expect(saved.statusCode).toBe(200);
    const edit = await call('PUT', '/sys/user/edit', { id: people.user_b, realname: 'Changed' }, regional);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('notJurisdiction');
    const move = await call('PUT', '/sys/user/edit', { id: people.user_a, countryId: String(ids.countryB) }, regional);
    expect(move.statusCode).toBe(403);
    const remove = await call('DELETE', `/sys/user/delete?id=${people.user_b}`, undefined, regional);
    expect(remove.statusCode).toBe(403);
    const [b] = await t.database.db.select().from(users).where(eq(users.username, 'user_b'));
    expect(b).toMatchObject({ realname: 'user_b', countryId: ids.countryB, deleted: false });
    expect((await call('PUT', '/sys/user/edit', { id: people.user_a, realname: 'Renamed' }, regional)).statusCode).toBe(
      200,
    );
  });
});

describe('areaScope', () => {
  const principal = (over: Partial<Principal>): Principal => ({
    userId: 1,
    username: 'p',
    tenantId: 0,
    tenantIds: [0],
    orgCode: null,
    countryId: null,
    cityId: null,
    roles: ['regional_admin'],
    permissions: new Set(),
    isSuperAdmin: false,
    tokenHash: '',
    ...over,
  });
  const cityNames = async (p: Principal, columns: Parameters<typeof areaScope>[1]) =>
    (await t.database.db.select().from(cities).where(areaScope(p, columns)).orderBy(asc(cities.id))).map(
      (c) => c.nameEn,
    );

  it('limits rows to the economy, the city, or nothing, and leaves others unlimited', async () => {
    const both = { countryId: cities.countryId, cityId: cities.id };
    expect(await cityNames(principal({ countryId: ids.countryA }), both)).toEqual(['A one', 'A two']);
    expect(await cityNames(principal({ countryId: ids.countryA, cityId: ids.cityA2 }), both)).toEqual(['A two']);
    expect(await cityNames(principal({ countryId: ids.countryA }), { cityId: cities.id })).toEqual(['A one', 'A two']);
    expect(
      await cityNames(principal({ cityId: ids.cityB1, countryId: ids.countryB }), { countryId: cities.countryId }),
    ).toEqual([]);
    expect(await cityNames(principal({}), both)).toEqual([]);
    expect(await cityNames(principal({ roles: ['reviewer'] }), both)).toEqual(['A one', 'A two', 'B one']);
    expect(await cityNames(principal({ roles: ['admin', 'regional_admin'], isSuperAdmin: true }), both)).toHaveLength(
      3,
    );
  });

  it('answers the same rule for a row in hand', () => {
    const p = principal({ countryId: ids.countryA });
    expect(inArea(p, { countryId: ids.countryA, cityId: ids.cityA1 })).toBe(true);
    expect(inArea(p, { countryId: ids.countryB, cityId: null })).toBe(false);
    expect(
      inArea(principal({ countryId: ids.countryA, cityId: ids.cityA1 }), { countryId: ids.countryA, cityId: null }),
    ).toBe(false);
  });
});
