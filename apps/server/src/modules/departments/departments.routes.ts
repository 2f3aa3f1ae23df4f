import {
  departAddSchema,
  departEditSchema,
  departSearchQuerySchema,
  departTreeNodeSchema,
  envelopeSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { crudRoutes, tenantScope } from '../../plugins/crud-routes.js';
import type { DepartmentsService } from './departments.service.js';

/** Departments (SPEC §7 "System": /sys/sysDepart tree, search, delete). */
export function departmentsRoutes(service: DepartmentsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: departments'];
    const list = envelopeSchema(z.array(departTreeNodeSchema));
    r.get(
      '/sys/sysDepart/queryTreeList',
      {
        config: { access: permissions.departList },
        schema: { tags, summary: 'The department tree', response: { 200: list } },
      },
      async (request) => ok(await service.tree(principalOf(request).tenantId)),
    );
    r.get(
      '/sys/sysDepart/searchBy',
      {
        config: { access: permissions.departList },
        schema: {
          tags,
          summary: 'Departments whose name or code contains the key word',
          querystring: departSearchQuerySchema,
          response: { 200: list },
        },
      },
      async (request) => ok(await service.search(request.query.keyWord, principalOf(request).tenantId)),
    );
    crudRoutes(app, {
      base: '/sys/sysDepart',
      tags,
      scope: tenantScope,
      add: {
        access: permissions.departAdd,
        summary: 'Add a department',
        body: departAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.departEdit,
        summary: 'Edit a department',
        body: departEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.departDelete,
        summary: 'Delete a department and its branch',
        run: service.remove,
      },
    });
  };
}
