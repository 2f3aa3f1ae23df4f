import { and } from 'drizzle-orm';
import { areaScope, inArea, regionalAdminRole } from '../../db/area-scope.js';
import { users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { Principal } from '../../lib/principal.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import { userInTenant } from '../tenants/tenant-scope.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export interface Area {
  countryId: number | null;
  cityId: number | null;
}

export interface PolicyDeps {
  users: UsersRepository;
  roles: Pick<RolesRepository, 'findMany' | 'permsOf'>;
  tenants: { findMany(ids: number[]): Promise<{ id: number }[]> };
  geo: {
    findCountry(id: number): Promise<unknown>;
    findCity(id: number): Promise<{ countryId: number } | undefined>;
  };
  departments: { findMany(ids: number[], tenantId?: number): Promise<unknown[]> };
}

/**
 * Who may touch which account: the request's tenant (tenants/tenant-scope.ts) and the regional
 * administrator's data rule (area-scope.ts) on every read and write, no granting of roles beyond one's own
 * permissions, and one regional administrator per area.
 */
export function usersPolicy(deps: PolicyDeps) {
  const tenantScopeOf = (p: Principal) => userInTenant(p.tenantId);
  const scopeOf = (p: Principal) =>
    and(tenantScopeOf(p), areaScope(p, { countryId: users.countryId, cityId: users.cityId }));

  return {
    scopeOf,
    /**
     * The user of an id in the caller's tenant and area: 404 `userNotExist` (also for another tenant's user,
     * which this tenant does not see), 403 `notJurisdiction` outside the area.
     */
    async loadInScope(p: Principal, id: number): Promise<UserRow> {
      const row = await deps.users.findById(id, scopeOf(p));
      if (row) return row;
      if (await deps.users.findById(id, tenantScopeOf(p))) throw forbidden('notJurisdiction');
      throw notFound('userNotExist');
    },
    /** Every user of the ids, all in the caller's tenant and area, or the whole call is refused. */
    async loadManyInScope(p: Principal, ids: number[]): Promise<UserRow[]> {
      const unique = [...new Set(ids)];
      const rows = await deps.users.findByIds(unique, scopeOf(p));
      if (rows.length === unique.length) return rows;
      const existing = await deps.users.findByIds(unique, tenantScopeOf(p));
      if (existing.length !== unique.length) throw notFound('userNotExist');
      throw forbidden('notJurisdiction');
    },
    /**
     * The tenants of a user being saved: `relTenantIds` (its own first), or the caller's current tenant.
     * Each must exist; only the super administrator places users in tenants they do not belong to.
     */
    async tenantsFor(p: Principal, relTenantIds: string[] | undefined): Promise<{ tenantId: number; all: number[] }> {
      if (relTenantIds === undefined) return { tenantId: p.tenantId, all: [p.tenantId] };
      const all = [...new Set(relTenantIds.map(Number))];
      const [own] = all;
      if (own === undefined) throw badRequest('fieldRequired', [{ field: 'relTenantIds', message: 'fieldRequired' }]);
      if ((await deps.tenants.findMany(all)).length !== all.length) {
        throw badRequest('tenantNotExist', [{ field: 'relTenantIds', message: 'tenantNotExist' }]);
      }
      if (!p.isSuperAdmin && all.some((t) => !p.tenantIds.includes(t))) throw forbidden('tenantNotAllowed');
      return { tenantId: own, all };
    },
    /** Roles of the ids (of the caller's tenant); only the super administrator grants a role carrying a permission they lack. */
    async grantableRoles(p: Principal, roleIds: number[]) {
      const unique = [...new Set(roleIds)];
      const rows = await deps.roles.findMany(unique, p.tenantId);
      if (rows.length !== unique.length)
        throw badRequest('roleNotExist', [{ field: 'selectedroles', message: 'roleNotExist' }]);
      if (!p.isSuperAdmin) {
        const perms = await deps.roles.permsOf(unique);
        const beyond = perms
          .flatMap((s) => s.split(','))
          .some((code) => code.trim() && !p.permissions.has(code.trim()));
        if (beyond || rows.some((r) => r.code === 'admin')) throw forbidden('notAuthority');
      }
      return rows;
    },
    /** Departments of the ids, all of the caller's tenant. */
    async checkDepartments(p: Principal, ids: number[]) {
      const unique = [...new Set(ids)];
      if ((await deps.departments.findMany(unique, p.tenantId)).length !== unique.length) {
        throw badRequest('departNotExist', [{ field: 'selecteddeparts', message: 'departNotExist' }]);
      }
      return unique;
    },
    /** A checked area (economy and city agree and exist) that the caller may assign. */
    async resolveArea(p: Principal, countryId: number | null, cityId: number | null): Promise<Area> {
      let country = countryId;
      if (cityId != null) {
        const city = await deps.geo.findCity(cityId);
        if (!city) throw badRequest('cityNotExist', [{ field: 'cityId', message: 'cityNotExist' }]);
        if (country != null && city.countryId !== country) {
          throw badRequest('cityNotContain', [{ field: 'cityId', message: 'cityNotContain' }]);
        }
        country = city.countryId;
      }
      if (country != null && !(await deps.geo.findCountry(country))) {
        throw badRequest('countryNotExist', [{ field: 'countryId', message: 'countryNotExist' }]);
      }
      const area = { countryId: country, cityId };
      if (!inArea(p, area)) throw forbidden('notJurisdiction');
      return area;
    },
    /**
     * The area key of a regional administrator ('country:<id>' or 'city:<id>'), null for other users;
     * 400 `areaRequired` without an area, 409 `thisAreaExistAdmin` when another user holds it.
     */
    async areaAdminKey(roleCodes: string[], area: Area, userId?: number): Promise<string | null> {
      if (!roleCodes.includes(regionalAdminRole)) return null;
      const key =
        area.cityId != null ? `city:${area.cityId}` : area.countryId != null ? `country:${area.countryId}` : null;
      if (!key) throw badRequest('areaRequired', [{ field: 'countryId', message: 'areaRequired' }]);
      const holder = await deps.users.areaAdminHolder(key);
      if (holder && holder.id !== userId) {
        throw conflict('thisAreaExistAdmin', [
          { field: area.cityId != null ? 'cityId' : 'countryId', message: 'thisAreaExistAdmin' },
        ]);
      }
      return key;
    },
  };
}
export type UsersPolicy = ReturnType<typeof usersPolicy>;

/** A unique violation of the one-administrator-per-area index, as the SPEC's `thisAreaExistAdmin`. */
export const areaAdminConstraint = 'users_area_admin_key_unique';
