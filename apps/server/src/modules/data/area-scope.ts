import { isRegionalAdmin } from '../auth/area-scope.js';
import type { Principal } from '../auth/sessions.service.js';

/**
 * The part of the world a back-office user may read and change (DESIGN.md: enforced in SQL; the same rule
 * as `modules/auth/area-scope.ts`, in a form the upload path can also check row by row in memory):
 * - `all`: the super administrator (role `admin`) and everyone who is not a regional administrator;
 * - `country`: a regional administrator of an economy: its economy-level figures and all its cities;
 * - `city`: a regional administrator of a city: that city's figures only (not the economy-level ones);
 * - `none`: a regional administrator whose area is not set.
 */
export type AreaScope =
  | { kind: 'all' }
  | { kind: 'country'; countryId: number }
  | { kind: 'city'; cityId: number }
  | { kind: 'none' };

export function scopeOf(principal: Pick<Principal, 'isSuperAdmin' | 'countryId' | 'cityId' | 'roles'>): AreaScope {
  if (!isRegionalAdmin(principal)) return { kind: 'all' };
  if (principal.cityId != null) return { kind: 'city', cityId: principal.cityId };
  if (principal.countryId != null) return { kind: 'country', countryId: principal.countryId };
  return { kind: 'none' };
}

/** Is a place (an economy's figure when cityId is null) inside the scope? */
export function scopeCovers(scope: AreaScope, place: { countryId: number; cityId: number | null }): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'country':
      return place.countryId === scope.countryId;
    case 'city':
      return place.cityId === scope.cityId;
    case 'none':
      return false;
  }
}

/** Who acts: for the logs (user) and the area rules (scope). */
export interface Actor {
  userId: number;
  scope: AreaScope;
}

export const actorOf = (principal: Principal): Actor => ({ userId: principal.userId, scope: scopeOf(principal) });
