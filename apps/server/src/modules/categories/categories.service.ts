import type { SysCategory } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { buildTree, subtreeIds } from '../../lib/tree.js';
import type { CategoriesRepository, CategoryRow } from './categories.repository.js';

const present = (row: CategoryRow, all: CategoryRow[]): SysCategory => ({
  id: String(row.id),
  pid: row.parentId == null ? null : String(row.parentId),
  code: row.code,
  name: row.nameZh,
  nameEn: row.nameEn,
  sort: row.sort,
  hasChild: all.some((r) => r.parentId === row.id),
});

interface CategoryInput {
  pid?: string | null;
  code?: string;
  name?: string;
  nameEn?: string;
  sort?: number;
}

/** Categories (JeecgBoot sys_category): unique codes, a tree; deleting removes the whole branch. */
export function categoriesService(repo: CategoriesRepository) {
  const codeFree = async (code: string, exceptId?: number) => {
    if (await repo.codeTaken(code, exceptId)) throw conflict('duplicate', [{ field: 'code', message: 'duplicate' }]);
  };
  const checkParent = async (parentId: number, selfId?: number) => {
    const all = await repo.all();
    if (!all.some((r) => r.id === parentId))
      throw badRequest('parentNotExist', [{ field: 'pid', message: 'parentNotExist' }]);
    if (selfId && subtreeIds(all, selfId).includes(parentId)) {
      throw badRequest('parentInvalid', [{ field: 'pid', message: 'parentInvalid' }]);
    }
  };
  return {
    async tree() {
      const all = await repo.all();
      return buildTree(all, (row) => present(row, all));
    },
    async add(body: CategoryInput & { code: string; name: string }) {
      if (body.pid) await checkParent(Number(body.pid));
      await codeFree(body.code);
      const id = await repo.insert({
        parentId: body.pid ? Number(body.pid) : null,
        code: body.code,
        nameZh: body.name,
        nameEn: body.nameEn ?? body.name,
        sort: body.sort ?? 0,
      });
      return { id: String(id) };
    },
    async edit(body: CategoryInput & { id: string }) {
      const id = Number(body.id);
      if (!(await repo.find(id))) throw notFound();
      if (body.pid) await checkParent(Number(body.pid), id);
      if (body.code) await codeFree(body.code, id);
      await repo.update(id, {
        parentId: body.pid === undefined ? undefined : body.pid ? Number(body.pid) : null,
        code: body.code,
        nameZh: body.name,
        nameEn: body.nameEn,
        sort: body.sort,
      });
    },
    async remove(id: number) {
      const all = await repo.all();
      if (!all.some((r) => r.id === id)) throw notFound();
      await repo.deleteMany(subtreeIds(all, id));
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
