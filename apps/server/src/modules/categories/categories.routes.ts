import { categoryAddSchema, categoryEditSchema, permissions, sysCategorySchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { CategoriesService } from './categories.service.js';

/** Categories (SPEC §2 back-office system admin). */
export function categoriesRoutes(service: CategoriesService) {
  return async (app: FastifyInstance) =>
    crudRoutes(app, {
      base: '/sys/category',
      tags: ['system: categories'],
      list: {
        access: permissions.categoryList,
        summary: 'The category tree',
        reply: z.array(sysCategorySchema),
        run: service.tree,
      },
      add: {
        access: permissions.categoryAdd,
        summary: 'Add a category',
        body: categoryAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.categoryEdit,
        summary: 'Edit a category',
        body: categoryEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.categoryDelete,
        summary: 'Delete a category and its branch',
        run: service.remove,
      },
    });
}
