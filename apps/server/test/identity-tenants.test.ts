import { permissions as p } from '@csp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, positions, roles, users } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { apiResult, callApi, type TestContext, testAdminPassword } from './helper.js';
import { encryptPassword, login, startIdentityApp } from './identity-fixtures.js';

/**
 * Tenant separation: the tenant-id header must name one of the caller's tenants (403 tenantNotAllowed), and
 * users, roles, departments and positions are read and written only in the request's tenant.
 */
let t: TestContext;
let admin = '';
beforeAll(async () => ({ t, admin } = await startIdentityApp()));
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, token = admin, tenant?: string) =>
  callApi(t, method, url, { payload, token, tenant });
const result = (method: string, url: string, payload?: object, token = admin, tenant?: string) =>
  apiResult(t, method, url, { payload, token, tenant });
const names = (page: { records: { username: string }[] }) => page.records.map((r) => r.username);

describe('the tenant-id header', () => {
  it('takes the session tenant without a header and refuses tenants the user does not belong to', async () => {
    expect((await call('GET', '/sys/role/queryall', undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', '/sys/role/queryall', undefined, admin, '0')).statusCode).toBe(200);
    for (const tenant of ['42', 'abc', '-1']) {
      const res = await call('GET', '/sys/role/queryall', undefined, admin, tenant);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('tenantNotAllowed');
    }
    const current = await result('GET', '/sys/tenant/getCurrentUserTenant');
    expect(current).toEqual({ list: [{ id: 0, name: 'Default' }], tenantId: 0 });
  });

  it('lists the tenants in the login result', async () => {
    const res = await login(t.app, t.database.db, 'admin', testAdminPassword);
    expect(res.json().result.tenantList).toEqual([{ id: 0, name: 'Default' }]);
  });
});

describe('separated tenants', () => {
  const T = '7';
  let tenantUser = '';
  let tenantRole = '';
  let tenantDepart = '';
  let tenantPosition = '';

  it('makes the creator of a tenant its member, who then works in it with the header', async () => {
    await result('POST', '/sys/tenant/add', { id: 7, name: 'Seven' });
    const current = await result('GET', '/sys/tenant/getCurrentUserTenant', undefined, admin, T);
    expect(current).toEqual({
      list: [
        { id: 0, name: 'Default' },
        { id: 7, name: 'Seven' },
      ],
      tenantId: 7,
    });
    // the new tenant has no roles, departments or positions yet; its only member is the admin
    expect(await result('GET', '/sys/role/queryall', undefined, admin, T)).toEqual([]);
    expect(await result('GET', '/sys/sysDepart/queryTreeList', undefined, admin, T)).toEqual([]);
    expect(names(await result('GET', '/sys/user/list', undefined, admin, T))).toEqual(['admin']);
  });

  it('writes roles, departments, positions and users into the request tenant', async () => {
    tenantRole = (await result('POST', '/sys/role/add', { roleCode: 'seven_clerk', roleName: '七号职员' }, admin, T))
      .id;
    tenantDepart = (await result('POST', '/sys/sysDepart/add', { departName: 'Seven office' }, admin, T)).id;
    tenantPosition = (await result('POST', '/sys/position/add', { code: 'seven_pos', name: 'Seven pos' }, admin, T)).id;
    const password = await encryptPassword(t.app, 'Seven#Pass1');
    tenantUser = (
      await result(
        'POST',
        '/sys/user/add',
        {
          username: 'seven_user',
          realname: 'Seven',
          password,
          confirmPassword: password,
          selectedroles: tenantRole,
          selecteddeparts: tenantDepart,
        },
        admin,
        T,
      )
    ).id;
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'seven_user'));
    expect(row?.tenantId).toBe(7);
    expect((await t.database.db.select().from(roles).where(eq(roles.code, 'seven_clerk')))[0]?.tenantId).toBe(7);
    expect(
      (await t.database.db.select().from(departments).where(eq(departments.nameZh, 'Seven office')))[0]?.tenantId,
    ).toBe(7);
    expect((await t.database.db.select().from(positions).where(eq(positions.code, 'seven_pos')))[0]?.tenantId).toBe(7);
    const seven = await result('GET', '/sys/user/list', undefined, admin, T);
    expect(names(seven).sort()).toEqual(['admin', 'seven_user']);
    expect(seven.records.find((u: { username: string }) => u.username === 'seven_user').relTenantIds).toEqual([7]);
  });

  it("does not show another tenant's rows in lists", async () => {
    expect(names(await result('GET', '/sys/user/list?pageSize=100'))).not.toContain('seven_user');
    const roleCodes = (await result('GET', '/sys/role/queryall')).map((r: { roleCode: string }) => r.roleCode);
    expect(roleCodes).not.toContain('seven_clerk');
    expect((await result('GET', '/sys/role/list?roleCode=seven')).records).toEqual([]);
    expect(JSON.stringify(await result('GET', '/sys/sysDepart/queryTreeList'))).not.toContain('Seven office');
    expect(await result('GET', '/sys/sysDepart/searchBy?keyWord=Seven')).toEqual([]);
    expect((await result('GET', '/sys/position/list?name=Seven')).records).toEqual([]);
  });

  it("refuses to read, change or delete another tenant's rows by id, and leaves them unchanged", async () => {
    const cross = [
      ['GET', `/sys/user/queryById?id=${tenantUser}`, undefined, 'userNotExist'],
      ['PUT', '/sys/user/edit', { id: tenantUser, realname: 'Hacked' }, 'userNotExist'],
      ['PUT', '/sys/user/frozenBatch', { ids: tenantUser, status: '2' }, 'userNotExist'],
      ['DELETE', `/sys/user/delete?id=${tenantUser}`, undefined, 'userNotExist'],
      ['PUT', '/sys/role/edit', { id: tenantRole, roleName: '改' }, 'roleNotExist'],
      ['GET', `/sys/permission/queryRolePermission?roleId=${tenantRole}`, undefined, 'roleNotExist'],
      ['DELETE', `/sys/role/delete?id=${tenantRole}`, undefined, 'roleNotExist'],
      ['GET', `/sys/user/userRoleList?roleId=${tenantRole}`, undefined, 'roleNotExist'],
      ['PUT', '/sys/sysDepart/edit', { id: tenantDepart, departName: 'Hacked' }, 'departNotExist'],
      ['DELETE', `/sys/sysDepart/delete?id=${tenantDepart}`, undefined, 'departNotExist'],
      ['PUT', '/sys/position/edit', { id: tenantPosition, name: 'Hacked' }, 'notFound'],
      ['DELETE', `/sys/position/delete?id=${tenantPosition}`, undefined, 'notFound'],
    ] as const;
    for (const [method, url, body, key] of cross) {
      const res = await call(method, url, body);
      expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([404, key]);
    }
    const [u] = await t.database.db.select().from(users).where(eq(users.username, 'seven_user'));
    expect(u).toMatchObject({ realname: 'Seven', status: 1, deleted: false });
    expect((await t.database.db.select().from(roles).where(eq(roles.code, 'seven_clerk')))[0]?.nameZh).toBe('七号职员');
    expect((await t.database.db.select().from(departments).where(eq(departments.nameZh, 'Seven office'))).length).toBe(
      1,
    );
    expect((await t.database.db.select().from(positions).where(eq(positions.code, 'seven_pos')))[0]?.nameZh).toBe(
      'Seven pos',
    );
  });

  it("refuses another tenant's roles and departments when saving a user", async () => {
    // A fresh ciphertext per request: each one is accepted once.
    const add = async (extra: object) => {
      const password = await encryptPassword(t.app, 'Zero#Pass1');
      return call('POST', '/sys/user/add', {
        username: `zero${Date.now()}`,
        realname: 'Zero',
        password,
        confirmPassword: password,
        ...extra,
      });
    };
    const role = await add({ selectedroles: tenantRole });
    expect([role.statusCode, role.json().message]).toEqual([400, 'roleNotExist']);
    const depart = await add({ selecteddeparts: tenantDepart });
    expect([depart.statusCode, depart.json().message]).toEqual([400, 'departNotExist']);
    const tenant = await add({ relTenantIds: '99' });
    expect([tenant.statusCode, tenant.json().message]).toEqual([400, 'tenantNotExist']);
  });

  it('shows a user of several tenants in each of them; a member of one tenant cannot use another', async () => {
    const clerk = await signedInUser(t.app, t.database.db, { perms: [p.userList, p.userEdit] });
    await result('PUT', '/sys/user/edit', { id: String(clerk.userId), relTenantIds: '7' });
    expect((await call('GET', '/sys/user/list', undefined, clerk.token)).json().message).toBe('tenantNotAllowed');
    expect((await call('GET', '/sys/user/list', undefined, clerk.token, '0')).statusCode).toBe(403);
    const seen = await result('GET', '/sys/user/list?pageSize=100', undefined, clerk.token, T);
    expect(names(seen)).toContain('seven_user');
    // only the super administrator places users in tenants they do not belong to
    const placed = await call('PUT', '/sys/user/edit', { id: tenantUser, relTenantIds: '7,0' }, clerk.token, T);
    expect([placed.statusCode, placed.json().message]).toEqual([403, 'tenantNotAllowed']);
    await result('PUT', '/sys/user/edit', { id: tenantUser, relTenantIds: '7,0' }, admin, T);
    expect(names(await result('GET', '/sys/user/list?username=seven_user'))).toEqual(['seven_user']);
    const both = await result('GET', `/sys/user/queryById?id=${tenantUser}`);
    expect(both.relTenantIds).toEqual([7, 0]);
    const res = await login(t.app, t.database.db, 'seven_user', 'Seven#Pass1');
    expect(res.json().result.userInfo.tenantId).toBe(7);
    expect(res.json().result.tenantList).toEqual([
      { id: 0, name: 'Default' },
      { id: 7, name: 'Seven' },
    ]);
  });

  it('refuses a disabled tenant and keeps a tenant with users', async () => {
    await result('PUT', '/sys/tenant/edit', { id: 7, status: 0 });
    expect((await call('GET', '/sys/user/list', undefined, admin, T)).json().message).toBe('tenantNotAllowed');
    await result('PUT', '/sys/tenant/edit', { id: 7, status: 1 });
    const del = await call('DELETE', '/sys/tenant/delete?id=7');
    expect([del.statusCode, del.json().message]).toEqual([409, 'tenantInUse']);
  });
});
