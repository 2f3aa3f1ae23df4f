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
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { TenantsService } from './tenants.service.js';

/** Tenants (SPEC §6: tenants exist; the client sends the tenant id header, default 0). */
export function tenantsRoutes(service: TenantsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: tenants'];
    r.get(
      '/sys/tenant/list',
      {
        config: { access: permissions.tenantList },
        schema: {
          tags,
          summary: 'Tenants, paged',
          querystring: tenantListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(sysTenantSchema)) },
        },
      },
      async (request) => ok(await service.page(principalOf(request), request.query)),
    );
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
    r.post(
      '/sys/tenant/add',
      {
        config: { access: permissions.tenantAdd },
        schema: { tags, summary: 'Add a tenant', body: tenantAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(principalOf(request), request.body), 'addSuccess'),
    );
    r.put(
      '/sys/tenant/edit',
      {
        config: { access: permissions.tenantEdit },
        schema: { tags, summary: 'Edit a tenant', body: tenantEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(principalOf(request), request.body);
        return ok(null, 'editSuccess');
      },
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
