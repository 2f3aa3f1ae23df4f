import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { users, userTenants } from '../../db/schema/index.js';

/**
 * Tenant separation (JeecgBoot SaaS model, docs/decisions.md): roles, departments and positions carry a
 * `tenant_id` and are read and written only in the request's tenant; a user belongs to its own tenant
 * (`users.tenant_id`) and to those of `user_tenants`, and is seen in each of them. The request's tenant is
 * `Principal.tenantId`, already checked to be one of the user's (sessions.service.ts).
 */
export const inTenant = (column: AnyColumn, tenantId: number): SQL => eq(column, tenantId);

/** Users who belong to a tenant (their own, or one of their further tenants). */
export const userInTenant = (tenantId: number): SQL =>
  sql`(${users.tenantId} = ${tenantId} or exists (select 1 from ${userTenants} ut where ut.user_id = ${users.id} and ut.tenant_id = ${tenantId}))`;
