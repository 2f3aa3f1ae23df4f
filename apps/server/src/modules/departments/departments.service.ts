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
function nextOrgCode(all: DepartmentRow[], parent: DepartmentRow | undefined): string {
  const prefix = parent?.orgCode ?? '';
  const taken = new Set(all.map((r) => r.orgCode));
  for (let n = 1; ; n += 1) {
    const code = `${prefix}A${String(n).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
}

/** Departments (SPEC §3, §7 "System": tree, search, delete); deleting removes the whole branch. */
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
    async tree() {
      return buildTree(await repo.all(), present);
    },
    async search(keyWord: string) {
      return (await repo.search(keyWord)).map(present);
    },
    async add(body: DepartAdd) {
      const all = await repo.all();
      const parent = await parentOf(body.parentId, all);
      const orgCode = body.orgCode ?? nextOrgCode(all, parent);
      await orgCodeFree(orgCode);
      const id = await repo.insert({
        parentId: parent?.id ?? null,
        orgCode,
        nameZh: body.departName,
        nameEn: body.departNameEn ?? body.departName,
        description: body.description ?? '',
        sort: body.sort ?? 0,
      });
      return { id: String(id) };
    },
    async edit(body: DepartEdit) {
      const id = Number(body.id);
      const all = await repo.all();
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
    async remove(id: number) {
      const all = await repo.all();
      if (!all.some((r) => r.id === id)) throw notFound('departNotExist');
      const branch = new Set(subtreeIds(all, id));
      await repo.deleteMany(all.filter((r) => branch.has(r.id)));
    },
  };
}
export type DepartmentsService = ReturnType<typeof departmentsService>;
