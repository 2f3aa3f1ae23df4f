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
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
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
    r.get(
      '/sys/dict/list',
      {
        config: { access: permissions.dictList },
        schema: {
          tags,
          summary: 'Dictionaries, paged',
          querystring: dictListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(sysDictSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query)),
    );
    r.post(
      '/sys/dict/add',
      {
        config: { access: permissions.dictAdd },
        schema: { tags, summary: 'Add a dictionary', body: dictAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/dict/edit',
      {
        config: { access: permissions.dictEdit },
        schema: { tags, summary: 'Edit a dictionary', body: dictEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/dict/delete',
      {
        config: { access: permissions.dictDelete },
        schema: {
          tags,
          summary: 'Delete a dictionary and its items',
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
