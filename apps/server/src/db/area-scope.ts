import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../lib/principal.js';
import { cities, dataValues } from './schema/index.js';

/**
 * The area rule (SPEC §1, §6: one administrator per area), the one copy of it: who may read and change which
 * economies' and cities' rows, as a scope (`scopeOf`), checked in memory (`scopeCovers`, `inArea`) and in SQL
 * (`areaCondition`, `scopeSql`, `areaScope`), all from the same four kinds:
 * - `all`: the super administrator (role `admin`) and everyone who is not a regional administrator;
 * - `country`: a regional administrator of an economy: its economy-level rows and all its cities;
 * - `city`: a regional administrator of a city: that city's rows only (not the economy-level ones);
 * - `none`: a regional administrator whose area is not set.
 */
export type AreaScope =
  | { kind: 'all' }
  | { kind: 'country'; countryId: number }
  | { kind: 'city'; cityId: number }
  | { kind: 'none' };

/** The role whose holders see and change only their own area. */
export const regionalAdminRole = 'regional_admin';

export const isRegionalAdmin = (p: Pick<Principal, 'isSuperAdmin' | 'roles'>) =>
  !p.isSuperAdmin && p.roles.includes(regionalAdminRole);

export function scopeOf(principal: Pick<Principal, 'isSuperAdmin' | 'countryId' | 'cityId' | 'roles'>): AreaScope {
  if (!isRegionalAdmin(principal)) return { kind: 'all' };
  if (principal.cityId != null) return { kind: 'city', cityId: principal.cityId };
  if (principal.countryId != null) return { kind: 'country', countryId: principal.countryId };
  return { kind: 'none' };
}

/** Is a place (an economy's row when cityId is null) inside the scope? `countryId` is the economy even of city rows. */
export function scopeCovers(scope: AreaScope, place: { countryId: number | null; cityId: number | null }): boolean {
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

/** The area columns of a table: its economy and/or its city. */
export interface AreaColumns {
  countryId?: AnyColumn;
  cityId?: AnyColumn;
}

/**
 * The rule as a SQL condition for reads, updates and deletes alike: `undefined` for `all` (drizzle's `and()`
 * drops it); a city scope matches the city column only; an economy scope matches the economy column, or,
 * when the table has only a city column, the cities of that economy (through `cities`); otherwise nothing.
 */
export function areaCondition(scope: AreaScope, columns: AreaColumns): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'city':
      return columns.cityId ? eq(columns.cityId, scope.cityId) : sql`false`;
    case 'country':
      if (columns.countryId) return eq(columns.countryId, scope.countryId);
      if (columns.cityId) {
        return sql`${columns.cityId} in (select ${cities.id} from ${cities} where ${cities.countryId} = ${scope.countryId})`;
      }
      return sql`false`;
    case 'none':
      return sql`false`;
  }
}

/** The rule of a scope as one SQL term (`true` for `all`), over the data values' columns unless others are named. */
export function scopeSql(
  scope: AreaScope,
  columns: { countryId: AnyColumn; cityId: AnyColumn } = { countryId: dataValues.countryId, cityId: dataValues.cityId },
): SQL {
  return areaCondition(scope, columns) ?? sql`true`;
}

/** The rule of a principal as a SQL condition (`and(areaScope(p, { countryId: t.countryId }), ...)`). */
export const areaScope = (p: Principal, columns: AreaColumns): SQL | undefined => areaCondition(scopeOf(p), columns);

/** The same rule for a row in hand (e.g. before inserting data for a place): is it in the principal's area? */
export const inArea = (p: Principal, row: { countryId: number | null; cityId: number | null }): boolean =>
  scopeCovers(scopeOf(p), row);
