import {
  dictItemAddSchema,
  dictItemEditSchema,
  dictItemListQuerySchema,
  pageResultSchema,
  permissions,
  sysDictItemSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { DictsService } from './dicts.service.js';

/** Items of a dictionary (SPEC §7 "System": dictItem add/edit). */
export function dictItemsRoutes(service: DictsService) {
  return async (app: FastifyInstance) =>
    crudRoutes(app, {
      base: '/sys/dictItem',
      tags: ['system: dictionaries'],
      list: {
        access: permissions.dictList,
        summary: 'Items of a dictionary, paged',
        query: dictItemListQuerySchema,
        reply: pageResultSchema(sysDictItemSchema),
        run: service.itemPage,
      },
      add: {
        access: permissions.dictAdd,
        summary: 'Add an item',
        body: dictItemAddSchema,
        run: service.addItem,
      },
      edit: {
        access: permissions.dictEdit,
        summary: 'Edit an item',
        body: dictItemEditSchema,
        run: service.editItem,
      },
      remove: {
        access: permissions.dictDelete,
        summary: 'Delete an item',
        run: service.removeItem,
      },
    });
}
