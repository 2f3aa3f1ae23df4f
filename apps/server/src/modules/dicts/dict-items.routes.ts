import {
  dictItemAddSchema,
  dictItemEditSchema,
  dictItemListQuerySchema,
  envelopeSchema,
  pageResultSchema,
  permissions,
  sysDictItemSchema,
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { DictsService } from './dicts.service.js';

/** Items of a dictionary (SPEC §7 "System": dictItem add/edit). */
export function dictItemsRoutes(service: DictsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: dictionaries'];
    r.get(
      '/sys/dictItem/list',
      {
        config: { access: permissions.dictList },
        schema: {
          tags,
          summary: 'Items of a dictionary, paged',
          querystring: dictItemListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(sysDictItemSchema)) },
        },
      },
      async (request) => ok(await service.itemPage(request.query)),
    );
    r.post(
      '/sys/dictItem/add',
      {
        config: { access: permissions.dictAdd },
        schema: { tags, summary: 'Add an item', body: dictItemAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.addItem(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/dictItem/edit',
      {
        config: { access: permissions.dictEdit },
        schema: { tags, summary: 'Edit an item', body: dictItemEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.editItem(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/dictItem/delete',
      {
        config: { access: permissions.dictDelete },
        schema: { tags, summary: 'Delete an item', querystring: sysIdQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.removeItem(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
