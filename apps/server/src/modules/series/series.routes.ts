import {
  envelopeSchema,
  idQuerySchema,
  pageResultSchema,
  permissions,
  seriesEditSchema,
  seriesInformationSchema,
  seriesInputSchema,
  seriesRootListQuerySchema,
  seriesRootNodeSchema,
  seriesSchema,
  seriesTreeNodeSchema,
  seriesTypeOptionSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import { type SeriesService, seriesTypeOptions } from './series.service.js';

/** Back-office series tree (SPEC §7 "Series": queryById, type/list, add, edit, information/edit, delete). */
export function seriesRoutes(service: SeriesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['series'];
    const prefix = '/series/citySerSeries';
    r.get(
      `${prefix}/list`,
      {
        config: { access: permissions.seriesList },
        schema: { tags, summary: 'The series tree', response: { 200: envelopeSchema(z.array(seriesTreeNodeSchema)) } },
      },
      async (request) => ok(await service.tree(requestLanguage(request))),
    );
    r.get(
      `${prefix}/rootList`,
      {
        config: { access: permissions.seriesList },
        schema: {
          tags,
          summary: 'Level-1 groups, paged, sorted and filtered by number or name, each with its level-2 series',
          querystring: seriesRootListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(seriesRootNodeSchema)) },
        },
      },
      async (request) => ok(await service.rootPage(request.query, requestLanguage(request))),
    );
    r.get(
      `${prefix}/queryById`,
      {
        config: { access: permissions.seriesList },
        schema: {
          tags,
          summary: 'One series',
          querystring: idQuerySchema,
          response: { 200: envelopeSchema(seriesSchema) },
        },
      },
      async (request) => ok(await service.get(Number(request.query.id), requestLanguage(request))),
    );
    r.get(
      `${prefix}/type/list`,
      {
        config: { access: permissions.seriesList },
        schema: {
          tags,
          summary: 'Series types (how values are shown)',
          response: { 200: envelopeSchema(z.array(seriesTypeOptionSchema)) },
        },
      },
      async () => ok(seriesTypeOptions),
    );
    r.post(
      `${prefix}/add`,
      {
        config: { access: permissions.seriesAdd },
        schema: {
          tags,
          summary: 'Add a series (a level-2 series gets a stored "value" type)',
          body: seriesInputSchema,
          response: { 200: envelopeSchema(seriesSchema) },
        },
      },
      async (request) => ok(await service.add(request.body, requestLanguage(request)), 'addSuccess'),
    );
    r.put(
      `${prefix}/edit`,
      {
        config: { access: permissions.seriesEdit },
        schema: {
          tags,
          summary: 'Edit a series',
          body: seriesEditSchema,
          response: { 200: envelopeSchema(seriesSchema) },
        },
      },
      async (request) => ok(await service.edit(request.body, requestLanguage(request)), 'editSuccess'),
    );
    r.put(
      `${prefix}/information/edit`,
      {
        config: { access: permissions.seriesEdit },
        schema: {
          tags,
          summary: 'Edit the localized description of a series (sanitized rich text)',
          body: seriesInformationSchema,
          response: { 200: envelopeSchema(seriesSchema) },
        },
      },
      async (request) => ok(await service.editInformation(request.body, requestLanguage(request)), 'editSuccess'),
    );
    r.delete(
      `${prefix}/delete`,
      {
        config: { access: permissions.seriesDelete },
        schema: {
          tags,
          summary: 'Delete a series without children, data or formula references',
          querystring: idQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
