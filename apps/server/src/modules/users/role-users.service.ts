import { AppError, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import type { Principal } from '../../lib/principal.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { UsersPolicy } from './users.policy.js';
import type { UsersRepository } from './users.repository.js';
import { rethrowUserConflict, type UsersService } from './users.service.js';

export interface RoleUsersDeps {
  repo: UsersRepository;
  roles: Pick<RolesRepository, 'find'>;
  policy: UsersPolicy;
  users: Pick<UsersService, 'present'>;
}

/** The users of a role (SPEC §2 "role users"): list, add, remove, within the caller's area. */
export function roleUsersService({ repo, roles, policy, users }: RoleUsersDeps) {
  /** A role of the caller's tenant. */
  const roleOrFail = async (p: Principal, roleId: number) => {
    const role = await roles.find(roleId, p.tenantId);
    if (!role) throw notFound('roleNotExist');
    return role;
  };
  /** Gives users a new role list, keeping the one-administrator-per-area rule. */
  async function setRoles(userId: number, roleIds: number[], roleCodes: string[]) {
    const row = await repo.findById(userId);
    if (!row) throw notFound('userNotExist');
    const areaAdminKey = await policy.areaAdminKey(roleCodes, row, userId);
    await repo.update(userId, { areaAdminKey }, roleIds).catch(rethrowUserConflict);
  }

  return {
    async page(
      p: Principal,
      query: {
        roleId: string;
        pageNo: number;
        pageSize: number;
        order: 'asc' | 'desc';
        column: 'createTime' | 'username';
        username?: string;
      },
    ) {
      await roleOrFail(p, Number(query.roleId));
      const { rows, total } = await repo.page({ ...query, column: query.column }, policy.scopeOf(p));
      return toPage(await users.present(rows), total, query);
    },
    async add(p: Principal, roleId: number, userIds: number[]) {
      const [role] = await policy.grantableRoles(p, [await roleOrFail(p, roleId).then((r) => r.id)]);
      const rows = await policy.loadManyInScope(p, userIds);
      for (const row of rows) {
        const current = await repo.rolesOf([row.id]);
        if (current.some((r) => r.id === roleId)) continue;
        await setRoles(
          row.id,
          [...current.map((r) => r.id), roleId],
          [...current.map((r) => r.code), role?.code ?? ''],
        );
      }
    },
    async remove(p: Principal, roleId: number, userId: number) {
      const [role] = await policy.grantableRoles(p, [await roleOrFail(p, roleId).then((r) => r.id)]);
      const row = await policy.loadInScope(p, userId);
      if (row.builtIn && role?.code === 'admin') throw new AppError('cannotDeleteAdmin', 403);
      const rest = (await repo.rolesOf([row.id])).filter((r) => r.id !== roleId);
      await setRoles(
        row.id,
        rest.map((r) => r.id),
        rest.map((r) => r.code),
      );
    },
  };
}
export type RoleUsersService = ReturnType<typeof roleUsersService>;
