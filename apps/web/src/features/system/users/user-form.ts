import type { SysUser } from '@csp/contract/core';

/**
 * The user form and the API bodies of `/sys/user/add` and `/sys/user/edit`. Lists travel comma-joined
 * (`selectedroles`, `selecteddeparts`, `post`); the edit sends only what changed, so an administrator
 * who may not touch roles or the area (a regional administrator) can still fix a name.
 */
export interface UserFormValues {
  username?: string;
  password?: string;
  confirmPassword?: string;
  realname?: string;
  email?: string;
  phone?: string;
  selectedroles?: string[];
  /** undefined when the form has no department field (no permission to read departments). */
  selecteddeparts?: string[];
  post?: string[];
  countryId?: string;
  cityId?: string;
  /** The user's tenants, its own first (shown to callers of several tenants). */
  relTenantIds?: string[];
}

export interface UserAddBody {
  username: string;
  realname: string;
  email?: string;
  phone?: string;
  selectedroles: string;
  selecteddeparts?: string;
  post?: string;
  countryId?: string;
  cityId?: string;
  relTenantIds?: string;
}

export interface UserEditBody {
  id: string;
  realname?: string;
  email?: string | null;
  phone?: string | null;
  selectedroles?: string;
  selecteddeparts?: string;
  post?: string | null;
  countryId?: string | null;
  cityId?: string | null;
  relTenantIds?: string;
}

const text = (value: string | undefined) => value?.trim() || undefined;
const joined = (ids: readonly string[] | undefined) => (ids ?? []).filter(Boolean).join(',');
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

export function toFormValues(user: SysUser): UserFormValues {
  return {
    username: user.username,
    realname: user.realname,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
    selectedroles: user.roles.map((role) => role.id),
    selecteddeparts: user.departIds,
    post: (user.post ?? '').split(',').filter(Boolean),
    countryId: user.countryId ?? undefined,
    cityId: user.cityId ?? undefined,
    relTenantIds: user.relTenantIds.map(String),
  };
}

export function toAddBody(values: UserFormValues): UserAddBody {
  const body: UserAddBody = {
    username: values.username?.trim() ?? '',
    realname: values.realname?.trim() ?? '',
    selectedroles: joined(values.selectedroles),
  };
  const email = text(values.email);
  const phone = text(values.phone);
  if (email) body.email = email;
  if (phone) body.phone = phone;
  if (values.selecteddeparts?.length) body.selecteddeparts = joined(values.selecteddeparts);
  if (values.post?.length) body.post = joined(values.post);
  if (values.countryId) body.countryId = values.countryId;
  if (values.cityId) body.cityId = values.cityId;
  if (values.relTenantIds?.length) body.relTenantIds = joined(values.relTenantIds);
  return body;
}

export function toEditBody(user: SysUser, values: UserFormValues): UserEditBody {
  const before = toFormValues(user);
  const body: UserEditBody = { id: user.id, realname: values.realname?.trim() ?? user.realname };
  body.email = text(values.email) ?? null;
  body.phone = text(values.phone) ?? null;
  const roles = values.selectedroles ?? [];
  if (!sameSet(roles, before.selectedroles ?? [])) body.selectedroles = joined(roles);
  if (values.selecteddeparts && !sameSet(values.selecteddeparts, before.selecteddeparts ?? [])) {
    body.selecteddeparts = joined(values.selecteddeparts);
  }
  const post = values.post ?? [];
  if (!sameSet(post, before.post ?? [])) body.post = post.length ? joined(post) : null;
  const tenants = values.relTenantIds ?? [];
  if (tenants.length && tenants.join(',') !== (before.relTenantIds ?? []).join(','))
    body.relTenantIds = joined(tenants);
  const country = values.countryId || null;
  const city = values.cityId || null;
  if (country !== (user.countryId ?? null) || city !== (user.cityId ?? null)) {
    body.countryId = country;
    body.cityId = city;
  }
  return body;
}

/** The area of a row, for the list: the economy and city names by id. */
export function areaLabel(
  user: Pick<SysUser, 'countryId' | 'cityId'>,
  countryName: (id: string) => string | undefined,
  cityName: (id: string) => string | undefined,
): string {
  const parts = [
    user.countryId ? (countryName(user.countryId) ?? user.countryId) : null,
    user.cityId ? (cityName(user.cityId) ?? user.cityId) : null,
  ];
  return parts.filter(Boolean).join(' / ');
}
