import type { SysRole, SysUser } from '@csp/contract/core';

/** The role of regional administrators: one per economy or city area (SPEC §6, `thisAreaExistAdmin`). */
export const REGIONAL_ADMIN_ROLE = 'regional_admin';

export function regionalRoleId(roles: readonly SysRole[]): string | undefined {
  return roles.find((role) => role.roleCode === REGIONAL_ADMIN_ROLE)?.id;
}

/**
 * The other regional administrator already holding the area the form picks: the city's when a city is
 * chosen, else the economy's (a holder of a city inside the economy does not hold the economy).
 */
export function areaHolder(
  candidates: readonly Pick<SysUser, 'id' | 'username' | 'realname' | 'countryId' | 'cityId' | 'roles'>[],
  area: { countryId?: string; cityId?: string; userId?: string },
) {
  if (!area.countryId && !area.cityId) return undefined;
  return candidates.find(
    (user) =>
      user.id !== area.userId &&
      user.roles.some((role) => role.roleCode === REGIONAL_ADMIN_ROLE) &&
      (area.cityId ? user.cityId === area.cityId : user.countryId === area.countryId && !user.cityId),
  );
}
