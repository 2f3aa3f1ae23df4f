import {
  envelopeSchema,
  pageResultSchema,
  permissions,
  roleAddSchema,
  roleEditSchema,
  roleListQuerySchema,
  sysRoleSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { crudRoutes, tenantScope } from '../../plugins/crud-routes.js';
import type { RolesService } from './roles.service.js';

/** Roles (SPEC §7 "System": /sys/role add, edit, queryall; the permission tree is in permissions.routes). */
export function rolesRoutes(service: RolesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: roles'];
    crudRoutes(app, {
      base: '/sys/role',
      tags,
      scope: tenantScope,
      list: {
        access: permissions.roleList,
        summary: 'Roles, paged',
        query: roleListQuerySchema,
        reply: pageResultSchema(sysRoleSchema),
        run: service.page,
      },
      add: {
        access: permissions.roleAdd,
        summary: 'Add a role',
        body: roleAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.roleEdit,
        summary: 'Edit a role',
        body: roleEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.roleDelete,
        summary: 'Delete a role (not a built-in one)',
        run: service.remove,
      },
    });
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
  };
}
