import type { Depart, SysUser, UserInfo } from '@csp/contract';
import { idText, isoTime } from '../../lib/replies.js';
import type { UserRow } from './users.repository.js';

export interface RoleOfUser {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
}

/** A user for the back office; `extraTenants`: its tenants besides its own (`user_tenants`). */
export function presentSysUser(
  row: UserRow,
  roles: RoleOfUser[],
  departIds: number[],
  extraTenants: number[] = [],
): SysUser {
  return {
    id: String(row.id),
    username: row.username,
    realname: row.realname,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    status: row.status,
    approval: row.approval === 'approved' ? 'approved' : 'pending',
    builtIn: row.builtIn,
    countryId: idText(row.countryId),
    cityId: idText(row.cityId),
    orgCode: row.orgCode,
    tenantId: row.tenantId,
    relTenantIds: [row.tenantId, ...extraTenants.filter((t) => t !== row.tenantId).sort((a, b) => a - b)],
    post: row.post,
    roles: roles.map((r) => ({ id: String(r.id), roleCode: r.code, roleName: r.nameZh, roleNameEn: r.nameEn })),
    departIds: departIds.map(String),
    createTime: isoTime(row.createdAt),
  };
}

export function presentUserInfo(row: UserRow, roleCodes: string[], orgCode: string | null): UserInfo {
  return {
    id: String(row.id),
    username: row.username,
    realname: row.realname,
    avatar: row.avatar,
    email: row.email,
    phone: row.phone,
    orgCode,
    countryId: idText(row.countryId),
    cityId: idText(row.cityId),
    tenantId: row.tenantId,
    status: row.status,
    roles: roleCodes,
  };
}

export function presentDepart(d: {
  id: number;
  parentId: number | null;
  orgCode: string;
  nameZh: string;
  nameEn: string;
}): Depart {
  return {
    id: String(d.id),
    orgCode: d.orgCode,
    departName: d.nameZh,
    departNameEn: d.nameEn,
    parentId: idText(d.parentId),
  };
}
