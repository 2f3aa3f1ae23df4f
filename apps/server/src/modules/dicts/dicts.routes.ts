import {
  allDictItemsSchema,
  dictAddSchema,
  dictCodeParamsSchema,
  dictEditSchema,
  dictListQuerySchema,
  dictOptionSchema,
  envelopeSchema,
  pageResultSchema,
  permissions,
  sysDictSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { DictsService } from './dicts.service.js';

/** Dictionaries (SPEC §7 "Authentication and session" dictionary calls, §7 "System" dict add/edit). */
export function dictsRoutes(service: DictsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: dictionaries'];
    r.get(
      '/sys/dict/refleshCache',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Refresh the dictionary cache (nothing is cached; confirms)',
          response: { 200: emptyReply },
        },
      },
      async () => ok(null, 'refreshCacheSuccess'),
    );
    r.get(
      '/sys/dict/queryAllDictItems',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Enabled items of every dictionary by code',
          response: { 200: envelopeSchema(allDictItemsSchema) },
        },
      },
      async () => ok(await service.allItems()),
    );
    r.get(
      '/sys/dict/getDictItems/:code',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Enabled items of one dictionary',
          params: dictCodeParamsSchema,
          response: { 200: envelopeSchema(z.array(dictOptionSchema)) },
        },
      },
      async (request) => ok(await service.itemsOf(request.params.code)),
    );
    crudRoutes(app, {
      base: '/sys/dict',
      tags,
      list: {
        access: permissions.dictList,
        summary: 'Dictionaries, paged',
        query: dictListQuerySchema,
        reply: pageResultSchema(sysDictSchema),
        run: service.page,
      },
      add: {
        access: permissions.dictAdd,
        summary: 'Add a dictionary',
        body: dictAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.dictEdit,
        summary: 'Edit a dictionary',
        body: dictEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.dictDelete,
        summary: 'Delete a dictionary and its items',
        run: service.remove,
      },
    });
  };
}
