import type { DepartAdd, DepartEdit, DepartTreeNode } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { buildTree, subtreeIds } from '../../lib/tree.js';
import type { DepartmentRow, DepartmentsRepository } from './departments.repository.js';

const present = (row: DepartmentRow): DepartTreeNode => ({
  id: String(row.id),
  key: String(row.id),
  value: String(row.id),
  title: row.nameZh,
  parentId: row.parentId == null ? null : String(row.parentId),
  orgCode: row.orgCode,
  departName: row.nameZh,
  departNameEn: row.nameEn,
  description: row.description,
  sort: row.sort,
});

/** The next free organisation code under a parent, JeecgBoot style: parent code + A01, A02... */
function nextOrgCode(codes: string[], parent: DepartmentRow | undefined): string {
  const prefix = parent?.orgCode ?? '';
  const taken = new Set(codes);
  for (let n = 1; ; n += 1) {
    const code = `${prefix}A${String(n).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
}

/**
 * Departments (SPEC §3, §7 "System": tree, search, delete) of the request's tenant; deleting removes the
 * whole branch. Another tenant's department is not found (404).
 */
export function departmentsService(repo: DepartmentsRepository) {
  const parentOf = async (parentId: string | null | undefined, all: DepartmentRow[], selfId?: number) => {
    if (!parentId) return undefined;
    const parent = all.find((r) => r.id === Number(parentId));
    if (!parent) throw badRequest('parentNotExist', [{ field: 'parentId', message: 'parentNotExist' }]);
    if (selfId && subtreeIds(all, selfId).includes(parent.id)) {
      throw badRequest('parentInvalid', [{ field: 'parentId', message: 'parentInvalid' }]);
    }
    return parent;
  };
  const orgCodeFree = async (orgCode: string, exceptId?: number) => {
    if (await repo.orgCodeTaken(orgCode, exceptId)) {
      throw conflict('duplicate', [{ field: 'orgCode', message: 'duplicate' }]);
    }
  };
  return {
    async tree(tenantId: number) {
      return buildTree(await repo.all(tenantId), present);
    },
    async search(keyWord: string, tenantId: number) {
      return (await repo.search(keyWord, tenantId)).map(present);
    },
    async add(body: DepartAdd, tenantId: number) {
      const all = await repo.all(tenantId);
      const parent = await parentOf(body.parentId, all);
      const orgCode = body.orgCode ?? nextOrgCode(await repo.allCodes(), parent);
      await orgCodeFree(orgCode);
      const id = await repo.insert({
        parentId: parent?.id ?? null,
        tenantId,
        orgCode,
        nameZh: body.departName,
        nameEn: body.departNameEn ?? body.departName,
        description: body.description ?? '',
        sort: body.sort ?? 0,
      });
      return { id: String(id) };
    },
    async edit(body: DepartEdit, tenantId: number) {
      const id = Number(body.id);
      const all = await repo.all(tenantId);
      if (!all.some((r) => r.id === id)) throw notFound('departNotExist');
      const parent = await parentOf(body.parentId, all, id);
      if (body.orgCode) await orgCodeFree(body.orgCode, id);
      await repo.update(id, {
        parentId: body.parentId === undefined ? undefined : (parent?.id ?? null),
        orgCode: body.orgCode,
        nameZh: body.departName,
        nameEn: body.departNameEn,
        description: body.description,
        sort: body.sort,
      });
    },
    async remove(id: number, tenantId: number) {
      const all = await repo.all(tenantId);
      if (!all.some((r) => r.id === id)) throw notFound('departNotExist');
      const branch = new Set(subtreeIds(all, id));
      await repo.deleteMany(all.filter((r) => branch.has(r.id)));
    },
  };
}
export type DepartmentsService = ReturnType<typeof departmentsService>;
