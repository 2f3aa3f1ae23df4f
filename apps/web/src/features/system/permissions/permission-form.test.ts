import type { SysPermission } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { newPermissionValues, toPermissionBody, toPermissionValues } from './permission-form';

const menu: SysPermission = {
  id: '20',
  parentId: '19',
  menuType: 1,
  name: '用户管理',
  nameEn: 'Users',
  url: '/system/user',
  component: 'system/UserList',
  componentName: null,
  redirect: null,
  perms: 'system:user:list',
  permsType: '1',
  icon: null,
  sortNo: 0,
  alwaysShow: false,
  hidden: false,
  keepAlive: true,
  internalOrExternal: false,
  route: true,
  status: '1',
  leaf: false,
};

describe('menu and button form ↔ API', () => {
  it('round-trips a sub-menu', () => {
    const body = toPermissionBody(toPermissionValues(menu));
    // Everything the form edits comes back as it was; the id and the tree's leaf flag are not sent.
    const { id, leaf, ...sent } = menu;
    expect(body).toEqual(sent);
  });

  it('keeps no route fields on a button and no parent on a top menu', () => {
    const button = toPermissionBody({
      ...toPermissionValues(menu),
      menuType: 2,
      perms: ' system:user:add ',
      status: '0',
      route: false,
    });
    expect(button).toMatchObject({
      menuType: 2,
      parentId: '19',
      url: null,
      component: null,
      keepAlive: false,
      route: true,
      perms: 'system:user:add',
      status: '0',
    });
    expect(toPermissionBody({ ...toPermissionValues(menu), menuType: 0 }).parentId).toBeNull();
  });

  it('sends blank texts as null and leaves out a blank English name', () => {
    const body = toPermissionBody({ menuType: 1, parentId: '1', name: ' X ', nameEn: ' ', url: ' ', perms: '' });
    expect(body).toMatchObject({ name: 'X', url: null, perms: null, sortNo: 0, route: true, status: '1' });
    expect(body).not.toHaveProperty('nameEn');
  });

  it('proposes the type of a new entry from its parent', () => {
    expect(newPermissionValues().menuType).toBe(0);
    expect(newPermissionValues({ id: '1', menuType: 0 })).toMatchObject({ menuType: 1, parentId: '1' });
    expect(newPermissionValues({ id: '20', menuType: 1 })).toMatchObject({ menuType: 2, parentId: '20' });
  });
});
