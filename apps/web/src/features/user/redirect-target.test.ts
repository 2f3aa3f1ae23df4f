import { describe, expect, it } from 'vitest';
import { needsDepartChoice } from '../auth/session';
import { redirectTarget } from './redirect-target';

describe('after signing in (SPEC §2)', () => {
  it('goes back to the redirect path with its search', () => {
    expect(redirectTarget('?redirect=%2Fsystem%2Fuser%3Fpage%3D2')).toBe('/system/user?page=2');
  });

  it('goes to /dashboard/analysis without a usable redirect', () => {
    expect(redirectTarget('')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=%2F%5Cevil.example')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=%2Fuser%2Flogin%2F%3Fx%3D1')).toBe('/dashboard/analysis');
  });

  it('asks a user of several departments to choose one', () => {
    const depart = (orgCode: string) => ({
      id: '1',
      orgCode,
      departName: orgCode,
      departNameEn: orgCode,
      parentId: null,
    });
    expect(needsDepartChoice({ multi_depart: 2, departs: [depart('A01'), depart('A02')] })).toBe(true);
    expect(needsDepartChoice({ multi_depart: 1, departs: [depart('A01')] })).toBe(false);
    expect(needsDepartChoice({ multi_depart: 0, departs: [] })).toBe(false);
  });
});
