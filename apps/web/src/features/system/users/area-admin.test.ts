import type { SysRole } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { areaHolder, regionalRoleId } from './area-admin';

const regional = [
  { id: '2', roleCode: 'regional_admin', roleName: '地区管理员', roleNameEn: 'Regional administrator' },
];
const users = [
  { id: '10', username: 'cn', realname: 'China admin', countryId: '5', cityId: null, roles: regional },
  { id: '11', username: 'tj', realname: 'Tianjin admin', countryId: '5', cityId: '51', roles: regional },
  { id: '12', username: 'plain', realname: 'Plain', countryId: '6', cityId: null, roles: [] },
];

describe('one regional administrator per area', () => {
  it('finds the role by its code', () => {
    expect(regionalRoleId([{ id: '2', roleCode: 'regional_admin' } as SysRole])).toBe('2');
    expect(regionalRoleId([])).toBeUndefined();
  });

  it('names the holder of the economy or of the city', () => {
    expect(areaHolder(users, { countryId: '5' })?.username).toBe('cn');
    expect(areaHolder(users, { countryId: '5', cityId: '51' })?.username).toBe('tj');
    expect(areaHolder(users, { countryId: '5', cityId: '52' })).toBeUndefined();
  });

  it('ignores the user being edited and users without the role', () => {
    expect(areaHolder(users, { countryId: '5', userId: '10' })).toBeUndefined();
    expect(areaHolder(users, { countryId: '6' })).toBeUndefined();
    expect(areaHolder(users, {})).toBeUndefined();
  });
});
