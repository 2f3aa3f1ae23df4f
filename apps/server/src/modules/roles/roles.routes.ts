import {
  envelopeSchema,
  pageResultSchema,
  permissions,
  roleAddSchema,
  roleEditSchema,
  roleListQuerySchema,
  sysIdQuerySchema,
  sysRoleSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { RolesService } from './roles.service.js';

/** Roles (SPEC §7 "System": /sys/role add, edit, queryall; the permission tree is in permissions.routes). */
export function rolesRoutes(service: RolesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: roles'];
    r.get(
      '/sys/role/list',
      {
        config: { access: permissions.roleList },
        schema: {
          tags,
          summary: 'Roles, paged',
          querystring: roleListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(sysRoleSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query, principalOf(request).tenantId)),
    );
    r.get(
      '/sys/role/queryall',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Every role (for role pickers)',
          response: { 200: envelopeSchema(z.array(sysRoleSchema)) },
        },
      },
      async (request) => ok(await service.all(principalOf(request).tenantId)),
    );
    r.post(
      '/sys/role/add',
      {
        config: { access: permissions.roleAdd },
        schema: { tags, summary: 'Add a role', body: roleAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body, principalOf(request).tenantId), 'addSuccess'),
    );
    r.put(
      '/sys/role/edit',
      {
        config: { access: permissions.roleEdit },
        schema: { tags, summary: 'Edit a role', body: roleEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body, principalOf(request).tenantId);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/role/delete',
      {
        config: { access: permissions.roleDelete },
        schema: {
          tags,
          summary: 'Delete a role (not a built-in one)',
          querystring: sysIdQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.remove(Number(request.query.id), principalOf(request).tenantId);
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
