import {
  categoryAddSchema,
  categoryEditSchema,
  envelopeSchema,
  permissions,
  sysCategorySchema,
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { CategoriesService } from './categories.service.js';

/** Categories (SPEC §2 back-office system admin). */
export function categoriesRoutes(service: CategoriesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: categories'];
    r.get(
      '/sys/category/list',
      {
        config: { access: permissions.categoryList },
        schema: { tags, summary: 'The category tree', response: { 200: envelopeSchema(z.array(sysCategorySchema)) } },
      },
      async () => ok(await service.tree()),
    );
    r.post(
      '/sys/category/add',
      {
        config: { access: permissions.categoryAdd },
        schema: { tags, summary: 'Add a category', body: categoryAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/category/edit',
      {
        config: { access: permissions.categoryEdit },
        schema: { tags, summary: 'Edit a category', body: categoryEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/category/delete',
      {
        config: { access: permissions.categoryDelete },
        schema: {
          tags,
          summary: 'Delete a category and its branch',
          querystring: sysIdQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
