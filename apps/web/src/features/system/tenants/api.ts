import type { SysTenant } from '@csp/contract/core';
import { crudEndpoints } from '../../../components/crud/crud-endpoints';
import { resourceKeys } from '../../../lib/query-keys';

/** Tenants (`/sys/tenant`): the list, add, edit and delete, with their query keys. */
export const tenantKeys = resourceKeys('system', 'tenants');
export const tenantEndpoints = crudEndpoints<SysTenant, TenantBody>('/sys/tenant', tenantKeys);
export type TenantBody = Pick<SysTenant, 'id' | 'name' | 'status'>;
