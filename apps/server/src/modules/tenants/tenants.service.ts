import { AppError, conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import type { Principal } from '../../lib/principal.js';
import { isoTime } from '../../lib/replies.js';
import type { TenantRow, TenantsRepository } from './tenants.repository.js';

const present = (row: TenantRow) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  createTime: isoTime(row.createdAt),
});

type Caller = Pick<Principal, 'userId' | 'tenantId' | 'tenantIds' | 'isSuperAdmin'>;

/**
 * Tenants: chosen numeric ids; 0 is the default tenant and stays. The super administrator manages every
 * tenant; other holders of the tenant permissions see and change only the tenants they belong to. Whoever
 * creates a tenant becomes its member, so they can switch to it (the `tenant-id` header).
 */
export function tenantsService(repo: TenantsRepository) {
  const visible = async (p: Caller, id: number) => {
    const row = await repo.find(id);
    if (!row || (!p.isSuperAdmin && !p.tenantIds.includes(id))) throw notFound('tenantNotExist');
    return row;
  };
  return {
    async page(p: Caller, query: Parameters<TenantsRepository['page']>[0]) {
      const { rows, total } = await repo.page(query, p.isSuperAdmin ? undefined : p.tenantIds);
      return toPage(rows.map(present), total, query);
    },
    async add(p: Caller, body: { id: number; name: string; status?: number }) {
      const inserted = await repo.insert({ id: body.id, name: body.name, status: body.status ?? 1 });
      if (!inserted.length) throw conflict('duplicate', [{ field: 'id', message: 'duplicate' }]);
      await repo.addMember(p.userId, body.id);
      return { id: String(body.id) };
    },
    async edit(p: Caller, body: { id: number; name?: string; status?: number }) {
      await visible(p, body.id);
      await repo.update(body.id, { name: body.name, status: body.status });
    },
    async remove(p: Caller, id: number) {
      if (id === 0) throw new AppError('cannotDeleteDefaultTenant', 409);
      await visible(p, id);
      if ((await repo.userCount(id)) > 0) throw new AppError('tenantInUse', 409);
      await repo.delete(id);
    },
    /** The caller's tenants (to choose the `tenant-id` header from) and the current one. */
    async current(p: Caller) {
      const rows = await repo.findMany(p.tenantIds);
      return { list: rows.map((r) => ({ id: r.id, name: r.name })), tenantId: p.tenantId };
    },
  };
}
export type TenantsService = ReturnType<typeof tenantsService>;
