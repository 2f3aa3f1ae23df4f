import { normalizeMobile, type UserAdd, type UserEdit } from '@csp/contract';
import { AppError, conflict, forbidden } from '../../errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { toPage } from '../../lib/paging.js';
import { type PasswordDecrypter, readNewPassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Principal } from '../../lib/principal.js';
import { type Area, areaAdminConstraint, type UsersPolicy } from './users.policy.js';
import { presentSysUser } from './users.presenter.js';
import type { UserPageQuery, UserRow, UsersRepository } from './users.repository.js';

const toIds = (list: string[] | undefined) => list?.map(Number);

/** Turns a unique violation of the users table into the SPEC's message keys. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === areaAdminConstraint)
    throw conflict('thisAreaExistAdmin', [{ field: 'countryId', message: 'thisAreaExistAdmin' }]);
  if (constraint?.includes('email'))
    throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
  if (constraint?.includes('username'))
    throw conflict('userNameNotRepeated', [{ field: 'username', message: 'userNameNotRepeated' }]);
  throw error;
}

export interface UsersServiceDeps {
  repo: UsersRepository;
  policy: UsersPolicy;
  rsa: PasswordDecrypter;
  /** Ends a user's sessions (`auth/sessions.service.ts`). */
  sessions: { revokeAllOfUser(userId: number): Promise<unknown> };
}

/** Back-office user administration (SPEC §7 "System" /sys/user), within the caller's area. */
export function usersService({ repo, policy, rsa, sessions }: UsersServiceDeps) {
  async function present(rows: UserRow[]) {
    const userIds = rows.map((r) => r.id);
    const [roles, departs, tenants] = await Promise.all([
      repo.rolesOf(userIds),
      repo.departIdsOf(userIds),
      repo.tenantsOf(userIds),
    ]);
    return rows.map((row) =>
      presentSysUser(
        row,
        roles.filter((r) => r.userId === row.id),
        departs.filter((d) => d.userId === row.id).map((d) => d.departmentId),
        tenants.filter((t) => t.userId === row.id).map((t) => t.tenantId),
      ),
    );
  }
  const emailFree = async (email: string | null | undefined, exceptId?: number) => {
    if (email && (await repo.emailTaken(email, exceptId))) {
      throw conflict('mailboxNotDuplicate', [{ field: 'email', message: 'mailboxNotDuplicate' }]);
    }
  };
  /** A mobile number identifies its account at phone login, so two live accounts never share one. */
  const phoneFree = async (phone: string | null | undefined, exceptId?: number) => {
    const digits = phone ? normalizeMobile(phone) : '';
    if (digits && (await repo.phoneTaken(digits, exceptId))) {
      throw conflict('phoneNotDuplicate', [{ field: 'phone', message: 'phoneNotDuplicate' }]);
    }
  };

  return {
    present,
    async page(p: Principal, query: UserPageQuery) {
      const { rows, total } = await repo.page(query, policy.scopeOf(p));
      return toPage(await present(rows), total, query);
    },
    async get(p: Principal, id: number) {
      const [user] = await present([await policy.loadInScope(p, id)]);
      return user as NonNullable<typeof user>;
    },
    async roleIds(p: Principal, id: number) {
      await policy.loadInScope(p, id);
      return (await repo.rolesOf([id])).map((r) => String(r.id));
    },
    /** Adds an approved account; a regional administrator's new users fall in their own area. */
    async add(p: Principal, body: UserAdd) {
      if (await repo.usernameTaken(body.username)) {
        throw conflict('userNameNotRepeated', [{ field: 'username', message: 'userNameNotRepeated' }]);
      }
      await emailFree(body.email);
      await phoneFree(body.phone);
      const tenants = await policy.tenantsFor(p, body.relTenantIds);
      const roles = await policy.grantableRoles(p, toIds(body.selectedroles) ?? []);
      const departIds = await policy.checkDepartments(p, toIds(body.selecteddeparts) ?? []);
      const area: Area = await policy.resolveArea(
        p,
        body.countryId ? Number(body.countryId) : body.cityId ? null : p.countryId,
        body.cityId ? Number(body.cityId) : body.countryId ? null : p.cityId,
      );
      const areaAdminKey = await policy.areaAdminKey(
        roles.map((r) => r.code),
        area,
      );
      const plain = await readNewPassword(
        rsa,
        { password: body.password, confirm: body.confirmPassword },
        { password: 'password', confirm: 'confirmPassword' },
      );
      const id = await repo
        .insert(
          {
            username: body.username,
            realname: body.realname,
            passwordHash: await hashPassword(plain),
            email: body.email ?? null,
            phone: body.phone ?? null,
            post: body.post ?? null,
            approval: 'approved',
            ...area,
            areaAdminKey,
            tenantId: tenants.tenantId,
          },
          roles.map((r) => r.id),
          departIds,
          tenants.all,
        )
        .catch(rethrowUserConflict);
      return { id: String(id) };
    },
    /** Edits what is given; roles, departments and area are replaced only when sent. */
    async edit(p: Principal, body: UserEdit) {
      const row = await policy.loadInScope(p, Number(body.id));
      await emailFree(body.email, row.id);
      await phoneFree(body.phone, row.id);
      const tenants = body.relTenantIds ? await policy.tenantsFor(p, body.relTenantIds) : undefined;
      const roleIds = toIds(body.selectedroles);
      // roles of the user's other tenants are not this tenant's to change: they stay
      const foreign = roleIds ? (await repo.rolesOf([row.id])).filter((r) => r.tenantId !== p.tenantId) : [];
      const given = roleIds?.filter((id) => !foreign.some((f) => f.id === id));
      const roles = given ? [...foreign, ...(await policy.grantableRoles(p, given))] : undefined;
      const departIds = body.selecteddeparts
        ? await policy.checkDepartments(p, toIds(body.selecteddeparts) ?? [])
        : undefined;
      const areaGiven = body.countryId !== undefined || body.cityId !== undefined;
      const area: Area = areaGiven
        ? await policy.resolveArea(
            p,
            body.countryId ? Number(body.countryId) : null,
            body.cityId ? Number(body.cityId) : null,
          )
        : { countryId: row.countryId, cityId: row.cityId };
      const roleCodes = roles?.map((r) => r.code) ?? (await repo.rolesOf([row.id])).map((r) => r.code);
      if (roles && !p.isSuperAdmin && row.builtIn) throw forbidden('notAuthority');
      const areaAdminKey = await policy.areaAdminKey(roleCodes, area, row.id);
      await repo
        .update(
          row.id,
          {
            realname: body.realname,
            email: body.email,
            phone: body.phone,
            post: body.post,
            ...area,
            areaAdminKey,
            tenantId: tenants?.tenantId,
          },
          roles?.map((r) => r.id),
          departIds,
          tenants?.all,
        )
        .catch(rethrowUserConflict);
    },
    /** Soft-deletes users and ends their sessions; never the built-in admin, never oneself. */
    async remove(p: Principal, ids: number[]) {
      const rows = await policy.loadManyInScope(p, ids);
      if (rows.some((r) => r.builtIn)) throw new AppError('cannotDeleteAdmin', 403);
      if (rows.some((r) => r.id === p.userId)) throw new AppError('cannotDeleteMyself', 403);
      await repo.softDelete(
        rows.map((r) => r.id),
        policy.scopeOf(p),
      );
      for (const r of rows) await sessions.revokeAllOfUser(r.id);
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
