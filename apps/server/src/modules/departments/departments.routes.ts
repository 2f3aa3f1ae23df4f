import {
  departAddSchema,
  departEditSchema,
  departSearchQuerySchema,
  departTreeNodeSchema,
  envelopeSchema,
  permissions,
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
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
    r.post(
      '/sys/sysDepart/add',
      {
        config: { access: permissions.departAdd },
        schema: { tags, summary: 'Add a department', body: departAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body, principalOf(request).tenantId), 'addSuccess'),
    );
    r.put(
      '/sys/sysDepart/edit',
      {
        config: { access: permissions.departEdit },
        schema: { tags, summary: 'Edit a department', body: departEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body, principalOf(request).tenantId);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/sysDepart/delete',
      {
        config: { access: permissions.departDelete },
        schema: {
          tags,
          summary: 'Delete a department and its branch',
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
