import {
  currentTenantsSchema,
  envelopeSchema,
  pageResultSchema,
  permissions,
  sysTenantSchema,
  tenantAddSchema,
  tenantEditSchema,
  tenantIdQuerySchema,
  tenantListQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { TenantsService } from './tenants.service.js';

/** Tenants (SPEC §6: tenants exist; the client sends the tenant id header, default 0). */
export function tenantsRoutes(service: TenantsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: tenants'];
    crudRoutes(app, {
      base: '/sys/tenant',
      tags,
      scope: principalOf,
      list: {
        access: permissions.tenantList,
        summary: 'Tenants, paged',
        query: tenantListQuerySchema,
        reply: pageResultSchema(sysTenantSchema),
        run: (query, principal) => service.page(principal, query),
      },
      add: {
        access: permissions.tenantAdd,
        summary: 'Add a tenant',
        body: tenantAddSchema,
        run: (body, principal) => service.add(principal, body),
      },
      edit: {
        access: permissions.tenantEdit,
        summary: 'Edit a tenant',
        body: tenantEditSchema,
        run: (body, principal) => service.edit(principal, body),
      },
    });
    r.get(
      '/sys/tenant/getCurrentUserTenant',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: "The caller's tenants (for the tenant-id header) and the request's tenant",
          response: { 200: envelopeSchema(currentTenantsSchema) },
        },
      },
      async (request) => ok(await service.current(principalOf(request))),
    );
    r.delete(
      '/sys/tenant/delete',
      {
        config: { access: permissions.tenantDelete },
        schema: {
          tags,
          summary: 'Delete a tenant without users',
          querystring: tenantIdQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.remove(principalOf(request), request.query.id);
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
