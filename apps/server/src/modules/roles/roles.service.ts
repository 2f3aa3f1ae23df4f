import type { RoleAdd, RoleEdit, SysRole } from '@csp/contract';
import { AppError, conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { isoTime } from '../../lib/replies.js';
import type { RolePageQuery, RoleRow, RolesRepository } from './roles.repository.js';

export const presentRole = (row: RoleRow): SysRole => ({
  id: String(row.id),
  roleCode: row.code,
  roleName: row.nameZh,
  roleNameEn: row.nameEn,
  description: row.description,
  builtIn: row.builtIn,
  createTime: isoTime(row.createdAt),
});

/** Roles (SPEC §3, §5): unique code (no Chinese characters, checked by the schema) and unique name. */
export function rolesService(repo: RolesRepository) {
  const free = async (body: { roleCode?: string; roleName?: string }, exceptId?: number) => {
    if (body.roleCode && (await repo.taken('code', body.roleCode, exceptId))) {
      throw conflict('roleCodeRepeat', [{ field: 'roleCode', message: 'roleCodeRepeat' }]);
    }
    if (body.roleName && (await repo.taken('nameZh', body.roleName, exceptId))) {
      throw conflict('roleNameNotCannot', [{ field: 'roleName', message: 'roleNameNotCannot' }]);
    }
  };
  return {
    async page(query: RolePageQuery, tenantId: number) {
      const { rows, total } = await repo.page(query, tenantId);
      return toPage(rows.map(presentRole), total, query);
    },
    all: async (tenantId: number) => (await repo.all(tenantId)).map(presentRole),
    /** A new role of the request's tenant (codes and names stay unique across tenants). */
    async add(body: RoleAdd, tenantId: number) {
      await free(body);
      const id = await repo.insert({
        code: body.roleCode,
        nameZh: body.roleName,
        nameEn: body.roleNameEn ?? body.roleName,
        description: body.description ?? '',
        tenantId,
      });
      return { id: String(id) };
    },
    async edit(body: RoleEdit, tenantId: number) {
      const id = Number(body.id);
      const row = await repo.find(id, tenantId);
      if (!row) throw notFound('roleNotExist');
      if (row.builtIn && body.roleCode && body.roleCode !== row.code) throw new AppError('builtInRole', 409);
      await free(body, id);
      await repo.update(id, {
        code: body.roleCode,
        nameZh: body.roleName,
        nameEn: body.roleNameEn,
        description: body.description,
      });
    },
    async remove(id: number, tenantId: number) {
      const row = await repo.find(id, tenantId);
      if (!row) throw notFound('roleNotExist');
      if (row.builtIn) throw new AppError('builtInRole', 409);
      await repo.delete(id);
    },
  };
}
export type RolesService = ReturnType<typeof rolesService>;
