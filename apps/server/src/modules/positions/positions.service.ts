import { conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { isoTime } from '../../lib/replies.js';
import type { PositionRow, PositionsRepository } from './positions.repository.js';

const present = (row: PositionRow) => ({
  id: String(row.id),
  code: row.code,
  name: row.nameZh,
  nameEn: row.nameEn,
  createTime: isoTime(row.createdAt),
});

/** Positions (JeecgBoot sys_position) of the request's tenant: unique codes. */
export function positionsService(repo: PositionsRepository) {
  const codeFree = async (code: string, exceptId?: number) => {
    if (await repo.codeTaken(code, exceptId)) throw conflict('duplicate', [{ field: 'code', message: 'duplicate' }]);
  };
  return {
    async page(query: Parameters<PositionsRepository['page']>[0], tenantId: number) {
      const { rows, total } = await repo.page(query, tenantId);
      return toPage(rows.map(present), total, query);
    },
    async add(body: { code: string; name: string; nameEn?: string }, tenantId: number) {
      await codeFree(body.code);
      const id = await repo.insert({
        code: body.code,
        nameZh: body.name,
        nameEn: body.nameEn ?? body.name,
        tenantId,
      });
      return { id: String(id) };
    },
    async edit(body: { id: string; code?: string; name?: string; nameEn?: string }, tenantId: number) {
      const id = Number(body.id);
      if (!(await repo.find(id, tenantId))) throw notFound();
      if (body.code) await codeFree(body.code, id);
      await repo.update(id, { code: body.code, nameZh: body.name, nameEn: body.nameEn });
    },
    async remove(id: number, tenantId: number) {
      if (!(await repo.delete(id, tenantId)).length) throw notFound();
    },
  };
}
export type PositionsService = ReturnType<typeof positionsService>;
