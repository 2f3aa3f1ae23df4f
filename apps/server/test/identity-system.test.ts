import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResult, callApi, type TestContext } from './helper.js';
import { encryptPassword, login, startIdentityApp } from './identity-fixtures.js';

/** Roles, permissions, departments, dictionaries, tenants, positions, categories, duplicate check, login log. */
let t: TestContext;
let admin = '';
beforeAll(async () => ({ t, admin } = await startIdentityApp()));
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  callApi(t, method, url, { payload, token });
const result = (method: string, url: string, payload?: object, token = admin) =>
  apiResult(t, method, url, { payload, token });

describe('roles and permissions', () => {
  let roleId = '';
  let menuId = '';
  let buttonId = '';
  let userId = '';
  it('adds, lists, edits roles; built-in roles keep their code and stay', async () => {
    roleId = (await result('POST', '/sys/role/add', { roleCode: 'editor', roleName: '编辑', roleNameEn: 'Editor' })).id;
    const page = await result('GET', '/sys/role/list?roleCode=edit');
    expect(page.records).toMatchObject([
      { roleCode: 'editor', roleName: '编辑', roleNameEn: 'Editor', builtIn: false },
    ]);
    await result('PUT', '/sys/role/edit', { id: roleId, description: 'Edits things' });
    const all = await result('GET', '/sys/role/queryall');
    expect(all.map((r: { roleCode: string }) => r.roleCode)).toEqual([
      'admin',
      'regional_admin',
      'reviewer',
      'user',
      'editor',
    ]);
    const builtIn = all[0].id;
    expect((await call('DELETE', `/sys/role/delete?id=${builtIn}`)).json().message).toBe('builtInRole');
    expect((await call('PUT', '/sys/role/edit', { id: builtIn, roleCode: 'boss' })).json().message).toBe('builtInRole');
    expect((await call('PUT', '/sys/role/edit', { id: roleId, roleCode: 'reviewer' })).json().message).toBe(
      'roleCodeRepeat',
    );
  });

  it('edits the menu tree: menus and buttons with codes, parent checks, branch delete', async () => {
    const root = await result('POST', '/sys/permission/add', {
      menuType: 0,
      name: '报表',
      nameEn: 'Reports',
      url: '/reports',
      component: 'layouts/RouteView',
      icon: 'bar-chart',
    });
    menuId = (
      await result('POST', '/sys/permission/add', {
        menuType: 1,
        parentId: root.id,
        name: '月报',
        nameEn: 'Monthly',
        url: '/reports/monthly',
        component: 'reports/Monthly',
        keepAlive: true,
      })
    ).id;
    buttonId = (
      await result('POST', '/sys/permission/add', {
        menuType: 2,
        parentId: menuId,
        name: '导出',
        perms: 'report:monthly:export',
      })
    ).id;
    const button = await call('POST', '/sys/permission/add', {
      menuType: 2,
      parentId: buttonId,
      name: 'x',
      perms: 'x:y',
    });
    expect(button.json().message).toBe('parentInvalid');
    const cycle = await call('PUT', '/sys/permission/edit', {
      id: root.id,
      parentId: menuId,
      menuType: 0,
      name: '报表',
      url: '/reports',
    });
    expect(cycle.json().message).toBe('parentInvalid');
    const tree = await result('GET', '/sys/permission/list');
    const reports = tree.find((m: { id: string }) => m.id === root.id);
    expect(reports.children[0]).toMatchObject({ name: '月报', keepAlive: true, leaf: false });
    expect(reports.children[0].children[0]).toMatchObject({ perms: 'report:monthly:export', menuType: 2, leaf: true });
    const { treeList, ids } = await result('GET', '/sys/role/queryTreeList');
    expect(ids).toContain(buttonId);
    expect(treeList.find((n: { key: string }) => n.key === root.id).children[0].key).toBe(menuId);
  });

  it("grants a role's permissions; its users see those menus and buttons only, and may call the coded routes", async () => {
    await result('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: `${menuId},${buttonId}` });
    expect(await result('GET', `/sys/permission/queryRolePermission?roleId=${roleId}`)).toEqual(
      [menuId, buttonId].sort(),
    );
    const password = await encryptPassword(t.app, 'Valid#Pass1');
    userId = (
      await result('POST', '/sys/user/add', {
        username: 'ed',
        realname: 'Ed',
        password,
        confirmPassword: password,
        selectedroles: roleId,
      })
    ).id;
    const token = (await login(t.app, t.database.db, 'ed', 'Valid#Pass1')).json().result.token;
    const { menu, auth, allAuth } = await result('GET', '/sys/permission/getUserPermissionByToken', undefined, token);
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({
      path: '/reports',
      name: 'reports',
      alwaysShow: false,
      meta: { title: '报表', titleEn: 'Reports' },
    });
    expect(menu[0].children[0]).toMatchObject({
      path: '/reports/monthly',
      name: 'reports-monthly',
      component: 'reports/Monthly',
      route: '1',
      meta: { keepAlive: true, permissionList: [{ action: 'report:monthly:export', describe: '导出', type: '1' }] },
    });
    expect(auth).toEqual([{ action: 'report:monthly:export', describe: '导出', type: '1' }]);
    expect(allAuth.length).toBeGreaterThan(30);
    await result('PUT', '/sys/permission/edit', {
      id: menuId,
      parentId: menu[0].id,
      menuType: 1,
      name: '月报',
      url: '/reports/monthly',
      status: '0',
    });
    const after = await result('GET', '/sys/permission/getUserPermissionByToken', undefined, token);
    expect(after.menu[0].children ?? []).toEqual([]);
    expect(after.auth).toEqual([]);
    const system = await call('GET', '/sys/role/list', undefined, token);
    expect(system.statusCode).toBe(403);
  });

  it('lists, adds and removes the users of a role', async () => {
    const page = await result('GET', `/sys/user/userRoleList?roleId=${roleId}`);
    expect(page.records.map((u: { username: string }) => u.username)).toEqual(['ed']);
    await result('DELETE', `/sys/user/deleteUserRole?roleId=${roleId}&userId=${userId}`);
    expect((await result('GET', `/sys/user/userRoleList?roleId=${roleId}`)).total).toBe(0);
    await result('POST', '/sys/user/addSysUserRole', { roleId, userIdList: [userId] });
    expect((await result('GET', `/sys/user/userRoleList?roleId=${roleId}`)).total).toBe(1);
    const adminRole = (await result('GET', '/sys/role/queryall'))[0].id;
    const me = (await result('GET', '/sys/user/list?username=admin')).records[0].id;
    expect((await call('DELETE', `/sys/user/deleteUserRole?roleId=${adminRole}&userId=${me}`)).json().message).toBe(
      'cannotDeleteAdmin',
    );
  });

  it('deletes a menu with everything under it', async () => {
    const tree = await result('GET', '/sys/permission/list');
    const reports = tree.find((m: { url: string }) => m.url === '/reports');
    await result('DELETE', `/sys/permission/delete?id=${reports.id}`);
    const ids = JSON.stringify(await result('GET', '/sys/permission/list'));
    expect(ids).not.toContain('report:monthly:export');
    expect(await result('GET', `/sys/permission/queryRolePermission?roleId=${roleId}`)).toEqual([]);
  });
});

describe('departments', () => {
  it('builds a tree with generated organisation codes, searches and deletes branches', async () => {
    const tree = await result('GET', '/sys/sysDepart/queryTreeList');
    const root = tree[0];
    expect(root).toMatchObject({ orgCode: 'A01', departNameEn: 'APEC city data platform' });
    const east = await result('POST', '/sys/sysDepart/add', {
      parentId: root.id,
      departName: 'East office',
      departNameEn: 'East',
    });
    const west = await result('POST', '/sys/sysDepart/add', { parentId: root.id, departName: 'West office' });
    const team = await result('POST', '/sys/sysDepart/add', { parentId: east.id, departName: 'East team' });
    const after = await result('GET', '/sys/sysDepart/queryTreeList');
    expect(after[0].children.map((d: { orgCode: string }) => d.orgCode)).toEqual(['A01A01', 'A01A02']);
    expect(after[0].children[0].children[0]).toMatchObject({
      id: team.id,
      orgCode: 'A01A01A01',
      key: team.id,
      title: 'East team',
    });
    expect((await result('GET', '/sys/sysDepart/searchBy?keyWord=team')).map((d: { id: string }) => d.id)).toEqual([
      team.id,
    ]);
    expect((await call('PUT', '/sys/sysDepart/edit', { id: east.id, parentId: team.id })).json().message).toBe(
      'parentInvalid',
    );
    expect((await call('POST', '/sys/sysDepart/add', { departName: 'Dup', orgCode: 'A01A02' })).statusCode).toBe(409);

    const password = await encryptPassword(t.app, 'Valid#Pass1');
    await result('POST', '/sys/user/add', {
      username: 'multi',
      realname: 'Multi',
      password,
      confirmPassword: password,
      selecteddeparts: `${east.id},${west.id}`,
    });
    const loginResult = (await login(t.app, t.database.db, 'multi', 'Valid#Pass1')).json().result;
    expect(loginResult.multi_depart).toBe(2);
    expect(loginResult.departs.map((d: { orgCode: string }) => d.orgCode).sort()).toEqual(['A01A01', 'A01A02']);
    const token = loginResult.token;
    const chosen = await result('POST', '/sys/selectDepart', { orgCode: 'A01A02', username: 'multi' }, token);
    expect(chosen.userInfo.orgCode).toBe('A01A02');
    expect((await result('GET', '/sys/user/getCurrentUserDeparts', undefined, token)).orgCode).toBe('A01A02');
    const foreign = await call('POST', '/sys/selectDepart', { orgCode: 'A01', username: 'multi' }, token);
    expect(foreign.json()).toMatchObject({ message: 'departNotMine', result: { errors: [{ field: 'orgCode' }] } });

    await result('DELETE', `/sys/sysDepart/delete?id=${east.id}`);
    const left = await result('GET', '/sys/sysDepart/queryTreeList');
    expect(left[0].children.map((d: { id: string }) => d.id)).toEqual([west.id]);
  });
});

describe('dictionaries', () => {
  it('adds dictionaries and items, serves enabled items by code, and confirms the cache refresh', async () => {
    const dict = await result('POST', '/sys/dict/add', { dictCode: 'sex', dictName: '性别', dictNameEn: 'Sex' });
    expect((await call('POST', '/sys/dict/add', { dictCode: 'sex', dictName: 'x' })).statusCode).toBe(409);
    await result('POST', '/sys/dictItem/add', {
      dictId: dict.id,
      itemValue: '1',
      itemText: '男',
      itemTextEn: 'Male',
      sortOrder: 1,
    });
    const female = await result('POST', '/sys/dictItem/add', {
      dictId: dict.id,
      itemValue: '2',
      itemText: '女',
      itemTextEn: 'Female',
      sortOrder: 2,
    });
    expect(
      (await call('POST', '/sys/dictItem/add', { dictId: dict.id, itemValue: '2', itemText: 'x' })).statusCode,
    ).toBe(409);
    expect(await result('GET', '/sys/dict/getDictItems/sex')).toEqual([
      { value: '1', text: '男', textEn: 'Male', label: '男', title: '男' },
      { value: '2', text: '女', textEn: 'Female', label: '女', title: '女' },
    ]);
    await result('PUT', '/sys/dictItem/edit', { id: female.id, status: 0 });
    expect((await result('GET', '/sys/dict/getDictItems/sex')).map((o: { value: string }) => o.value)).toEqual(['1']);
    const items = await result('GET', `/sys/dictItem/list?dictId=${dict.id}`);
    expect(items.records.map((i: { itemValue: string; status: number }) => [i.itemValue, i.status])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
    const refresh = await call('GET', '/sys/dict/refleshCache');
    expect(refresh.json().message).toBe('refreshCacheSuccess');
    const all = await result('GET', '/sys/dict/queryAllDictItems');
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['sex', 'priority', 'data_status']));
    expect(
      (await result('GET', '/sys/dict/list?dictName=%E6%80%A7')).records.map((d: { dictCode: string }) => d.dictCode),
    ).toEqual(['sex']);
    await result('DELETE', `/sys/dict/delete?id=${dict.id}`);
    expect(await result('GET', '/sys/dict/getDictItems/sex')).toEqual([]);
  });
});

describe('tenants, positions, categories', () => {
  it('keeps the default tenant 0, adds, edits and deletes others', async () => {
    await result('POST', '/sys/tenant/add', { id: 7, name: 'Seven' });
    expect((await call('POST', '/sys/tenant/add', { id: 7, name: 'Again' })).statusCode).toBe(409);
    await result('PUT', '/sys/tenant/edit', { id: 7, status: 0 });
    expect((await result('GET', '/sys/tenant/list')).records).toMatchObject([
      { id: 0, name: 'Default', status: 1 },
      { id: 7, name: 'Seven', status: 0 },
    ]);
    expect((await call('DELETE', '/sys/tenant/delete?id=0')).json().message).toBe('cannotDeleteDefaultTenant');
    await result('DELETE', '/sys/tenant/delete?id=7');
  });

  it('adds positions with unique codes', async () => {
    const pos = await result('POST', '/sys/position/add', { code: 'analyst', name: '分析员', nameEn: 'Analyst' });
    expect((await call('POST', '/sys/position/add', { code: 'analyst', name: 'Other' })).statusCode).toBe(409);
    await result('PUT', '/sys/position/edit', { id: pos.id, name: '高级分析员' });
    expect((await result('GET', '/sys/position/list?name=高级')).records).toMatchObject([
      { code: 'analyst', nameEn: 'Analyst' },
    ]);
    await result('DELETE', `/sys/position/delete?id=${pos.id}`);
    expect((await result('GET', '/sys/position/list')).total).toBe(0);
  });

  it('keeps categories as a tree and deletes a branch', async () => {
    const top = await result('POST', '/sys/category/add', { code: 'energy', name: '能源', nameEn: 'Energy' });
    const child = await result('POST', '/sys/category/add', { pid: top.id, code: 'solar', name: '太阳能' });
    const tree = await result('GET', '/sys/category/list');
    expect(tree).toMatchObject([
      { code: 'energy', hasChild: true, children: [{ id: child.id, pid: top.id, hasChild: false }] },
    ]);
    expect((await call('PUT', '/sys/category/edit', { id: top.id, pid: child.id })).json().message).toBe(
      'parentInvalid',
    );
    await result('DELETE', `/sys/category/delete?id=${top.id}`);
    expect(await result('GET', '/sys/category/list')).toEqual([]);
  });
});

describe('duplicate check and login log', () => {
  it('checks only allow-listed table fields', async () => {
    const taken = await call('GET', '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('duplicate');
    const me = (await result('GET', '/sys/user/list?username=admin')).records[0].id;
    const mine = await call(
      'GET',
      `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin&dataId=${me}`,
    );
    expect(mine.json().message).toBe('valueAvailable');
    expect(
      (await call('GET', '/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=nobody')).statusCode,
    ).toBe(200);
    const secret = await call('GET', '/sys/duplicate/check?tableName=sys_user&fieldName=password_hash&fieldVal=x');
    expect(secret.statusCode).toBe(400);
    const injected = await call('GET', '/sys/duplicate/check?tableName=users%3Bdrop&fieldName=id&fieldVal=1');
    expect(injected.statusCode).toBe(400);
    const proto = await call('GET', '/sys/duplicate/check?tableName=constructor&fieldName=name&fieldVal=1');
    expect(proto.statusCode).toBe(400);
  });

  it('lists logins with user, address, time and result, filtered and paged', async () => {
    await login(t.app, t.database.db, 'admin', 'Wrong#Pass1');
    const page = await result('GET', '/sys/loginLog/list?username=admin&result=WrongUser');
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      username: 'admin',
      action: 'login',
      method: 'password',
      result: 'WrongUser',
      ip: '127.0.0.1',
    });
    const byPhone = await result('GET', '/sys/loginLog/list?method=phone');
    expect(byPhone.total).toBe(0);
    const byPassword = await result('GET', '/sys/loginLog/list?method=password&username=admin');
    expect(byPassword.total).toBeGreaterThan(1);
    expect(page.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    const successes = await result('GET', '/sys/loginLog/list?action=login&result=success&pageSize=1');
    expect(successes.total).toBeGreaterThan(1);
    expect(successes.records).toHaveLength(1);
  });
});
