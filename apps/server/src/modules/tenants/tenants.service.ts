import { AppError, conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { isoTime } from '../../lib/replies.js';
import type { TenantRow, TenantsRepository } from './tenants.repository.js';

const present = (row: TenantRow) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  createTime: isoTime(row.createdAt),
});

/** Tenants: chosen numeric ids; 0 is the default tenant and stays. */
export function tenantsService(repo: TenantsRepository) {
  return {
    async page(query: Parameters<TenantsRepository['page']>[0]) {
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(present), total, query);
    },
    async add(body: { id: number; name: string; status?: number }) {
      const inserted = await repo.insert({ id: body.id, name: body.name, status: body.status ?? 1 });
      if (!inserted.length) throw conflict('duplicate', [{ field: 'id', message: 'duplicate' }]);
      return { id: String(body.id) };
    },
    async edit(body: { id: number; name?: string; status?: number }) {
      if (!(await repo.find(body.id))) throw notFound();
      await repo.update(body.id, { name: body.name, status: body.status });
    },
    async remove(id: number) {
      if (id === 0) throw new AppError('cannotDeleteDefaultTenant', 409);
      if (!(await repo.find(id))) throw notFound();
      if ((await repo.userCount(id)) > 0) throw new AppError('tenantInUse', 409);
      await repo.delete(id);
    },
  };
}
export type TenantsService = ReturnType<typeof tenantsService>;
