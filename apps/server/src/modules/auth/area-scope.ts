import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { cities } from '../../db/schema/index.js';
import type { Principal } from './sessions.service.js';

/** The role whose holders see and change only their own area (SPEC §1, §6: one administrator per area). */
export const regionalAdminRole = 'regional_admin';

export const isRegionalAdmin = (p: Pick<Principal, 'isSuperAdmin' | 'roles'>) =>
  !p.isSuperAdmin && p.roles.includes(regionalAdminRole);

/** The area columns of a table: its economy and/or its city. */
export interface AreaColumns {
  countryId?: AnyColumn;
  cityId?: AnyColumn;
}

/**
 * The data rule of regional administrators, as a SQL condition for reads, updates and deletes alike
 * (`and(areaScope(p, { countryId: t.countryId, cityId: t.cityId }), ...)`):
 * - anyone else: `undefined` (no limit; drizzle's `and()` drops it);
 * - a city administrator: rows of that city only (economy-level rows, city null, are outside);
 * - an economy administrator: rows of that economy, including its cities (through `cities` when the
 *   table has only a city column);
 * - a regional administrator without an area: nothing.
 */
export function areaScope(p: Principal, columns: AreaColumns): SQL | undefined {
  if (!isRegionalAdmin(p)) return undefined;
  if (p.cityId != null) return columns.cityId ? eq(columns.cityId, p.cityId) : sql`false`;
  if (p.countryId != null) {
    if (columns.countryId) return eq(columns.countryId, p.countryId);
    if (columns.cityId) {
      return sql`${columns.cityId} in (select ${cities.id} from ${cities} where ${cities.countryId} = ${p.countryId})`;
    }
  }
  return sql`false`;
}

/**
 * The same rule for a row in hand (e.g. before inserting data for a place): is it in the principal's area?
 * `countryId` must be the row's economy even for city rows.
 */
export function inArea(p: Principal, row: { countryId: number | null; cityId: number | null }): boolean {
  if (!isRegionalAdmin(p)) return true;
  if (p.cityId != null) return row.cityId === p.cityId;
  if (p.countryId != null) return row.countryId === p.countryId;
  return false;
}
