import type { AuthItem } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { areActionsAllowed, filterByPermission, isActionAllowed, NO_PERMISSIONS } from './permission-check';

const item = (action: string, type = '1', status?: string): AuthItem => ({
  action,
  describe: action,
  type,
  ...(status ? { status } : {}),
});

const permissions = {
  auth: [item('city:data:add'), item('series:add,series:edit'), item('city:data:delete', '2')],
  allAuth: [
    item('city:data:add', '1', '1'),
    item('city:data:publish', '1', '1'),
    item('city:data:export', '1', '0'),
    item('city:data:delete', '2', '1'),
    item('system:hidden', '2', '0'),
  ],
};

describe('button permissions (SPEC §6)', () => {
  it('allows an action in the user list', () => {
    expect(isActionAllowed('city:data:add', permissions)).toBe(true);
  });

  it('reads comma-joined codes of one item', () => {
    expect(isActionAllowed('series:edit', permissions)).toBe(true);
    expect(isActionAllowed('series:add', permissions)).toBe(true);
  });

  it('removes a control whose action is not granted', () => {
    expect(isActionAllowed('city:data:publish', permissions)).toBe(false);
    expect(isActionAllowed('unknown:action', permissions)).toBe(false);
    expect(isActionAllowed('city:data:add', NO_PERMISSIONS)).toBe(false);
  });

  it('lets allAuth with status 0 (a rule not in force) permit the action', () => {
    expect(isActionAllowed('city:data:export', permissions)).toBe(true);
  });

  it('ignores items of type 2', () => {
    expect(isActionAllowed('city:data:delete', permissions)).toBe(false);
    expect(isActionAllowed('system:hidden', permissions)).toBe(false);
  });

  it('grants through the current menu entry permission list too', () => {
    expect(isActionAllowed('city:data:publish', permissions, [item('city:data:publish')])).toBe(true);
    expect(isActionAllowed('city:data:publish', permissions, [item('city:data:publish', '2')])).toBe(false);
  });

  it('needs no permission for an empty action', () => {
    expect(isActionAllowed(' ', NO_PERMISSIONS)).toBe(true);
  });

  it('filters routes or controls that declare a permission', () => {
    const routes = [
      { path: '/a' },
      { path: '/b', permission: 'city:data:add' },
      { path: '/c', permission: ['city:data:add', 'city:data:publish'] },
      { path: '/d', permission: 'city:data:publish' },
    ];
    expect(filterByPermission(routes, permissions).map((r) => r.path)).toEqual(['/a', '/b']);
    expect(areActionsAllowed(undefined, NO_PERMISSIONS)).toBe(true);
  });
});
