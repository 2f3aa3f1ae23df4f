import { users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { areaScope, inArea, regionalAdminRole } from '../auth/area-scope.js';
import type { Principal } from '../auth/sessions.service.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export interface Area {
  countryId: number | null;
  cityId: number | null;
}

export interface PolicyDeps {
  users: UsersRepository;
  roles: Pick<RolesRepository, 'findMany' | 'permsOf'>;
  geo: {
    findCountry(id: number): Promise<unknown>;
    findCity(id: number): Promise<{ countryId: number } | undefined>;
  };
  departments: { findMany(ids: number[]): Promise<unknown[]> };
}

/**
 * Who may touch which account: the regional administrator's data rule (area-scope.ts) on every read
 * and write, no granting of roles beyond one's own permissions, and one regional administrator per area.
 */
export function usersPolicy(deps: PolicyDeps) {
  const scopeOf = (p: Principal) => areaScope(p, { countryId: users.countryId, cityId: users.cityId });

  return {
    scopeOf,
    /** The user of an id in the caller's area: 404 `userNotExist`, 403 `notJurisdiction` outside the area. */
    async loadInScope(p: Principal, id: number): Promise<UserRow> {
      const row = await deps.users.findById(id, scopeOf(p));
      if (row) return row;
      if (await deps.users.findById(id)) throw forbidden('notJurisdiction');
      throw notFound('userNotExist');
    },
    /** Every user of the ids, all in the caller's area, or the whole call is refused. */
    async loadManyInScope(p: Principal, ids: number[]): Promise<UserRow[]> {
      const unique = [...new Set(ids)];
      const rows = await deps.users.findByIds(unique, scopeOf(p));
      if (rows.length === unique.length) return rows;
      const existing = await deps.users.findByIds(unique);
      if (existing.length !== unique.length) throw notFound('userNotExist');
      throw forbidden('notJurisdiction');
    },
    /** Roles of the ids; only the super administrator grants a role carrying a permission they lack. */
    async grantableRoles(p: Principal, roleIds: number[]) {
      const unique = [...new Set(roleIds)];
      const rows = await deps.roles.findMany(unique);
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
    async checkDepartments(ids: number[]) {
      const unique = [...new Set(ids)];
      if ((await deps.departments.findMany(unique)).length !== unique.length) {
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
