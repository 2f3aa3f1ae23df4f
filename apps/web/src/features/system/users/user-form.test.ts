import type { SysUser } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { areaLabel, toAddBody, toEditBody, toFormValues } from './user-form';

const user: SysUser = {
  id: '7',
  username: 'lee',
  realname: 'Lee',
  email: 'lee@example.org',
  phone: null,
  avatar: null,
  status: 1,
  approval: 'approved',
  builtIn: false,
  countryId: '5',
  cityId: '51',
  orgCode: null,
  tenantId: 0,
  relTenantIds: [0],
  post: 'p1,p2',
  roles: [{ id: '2', roleCode: 'regional_admin', roleName: '地区管理员', roleNameEn: 'Regional administrator' }],
  departIds: ['1'],
  createTime: '2026-01-01T00:00:00.000Z',
};

describe('user form ↔ API', () => {
  it('fills the form from a user', () => {
    expect(toFormValues(user)).toEqual({
      username: 'lee',
      realname: 'Lee',
      email: 'lee@example.org',
      phone: undefined,
      selectedroles: ['2'],
      selecteddeparts: ['1'],
      post: ['p1', 'p2'],
      countryId: '5',
      cityId: '51',
      relTenantIds: ['0'],
    });
  });

  it("sends the tenants only when they changed, the user's own first", () => {
    const values = toFormValues(user);
    expect(toEditBody(user, values).relTenantIds).toBeUndefined();
    expect(toEditBody(user, { ...values, relTenantIds: ['7', '0'] }).relTenantIds).toBe('7,0');
    expect(toAddBody({ ...values, relTenantIds: ['0', '7'] }).relTenantIds).toBe('0,7');
  });

  it('builds the add body with comma-joined lists and no blank fields', () => {
    expect(
      toAddBody({
        username: ' new ',
        realname: ' New user ',
        email: ' ',
        phone: '123',
        selectedroles: ['3', '4'],
        selecteddeparts: [],
        post: ['p1'],
        countryId: '5',
      }),
    ).toEqual({
      username: 'new',
      realname: 'New user',
      phone: '123',
      selectedroles: '3,4',
      post: 'p1',
      countryId: '5',
    });
  });

  it('edits only what changed (roles, departments, positions, area)', () => {
    expect(toEditBody(user, toFormValues(user))).toEqual({
      id: '7',
      realname: 'Lee',
      email: 'lee@example.org',
      phone: null,
    });
    const changed = toEditBody(user, {
      ...toFormValues(user),
      email: '',
      selectedroles: ['4'],
      selecteddeparts: [],
      post: [],
      countryId: '5',
      cityId: undefined,
    });
    expect(changed).toEqual({
      id: '7',
      realname: 'Lee',
      email: null,
      phone: null,
      selectedroles: '4',
      selecteddeparts: '',
      post: null,
      countryId: '5',
      cityId: null,
    });
  });

  it('leaves departments alone when the form has no department field', () => {
    expect(toEditBody(user, { ...toFormValues(user), selecteddeparts: undefined })).not.toHaveProperty(
      'selecteddeparts',
    );
  });

  it('labels the area by names', () => {
    const names: Record<string, string> = { '5': 'China', '51': 'Tianjin' };
    expect(
      areaLabel(
        user,
        (id) => names[id],
        (id) => names[id],
      ),
    ).toBe('China / Tianjin');
    expect(
      areaLabel(
        { countryId: '5', cityId: null },
        (id) => names[id],
        () => undefined,
      ),
    ).toBe('China');
    expect(
      areaLabel(
        { countryId: null, cityId: null },
        () => undefined,
        () => undefined,
      ),
    ).toBe('');
  });
});
