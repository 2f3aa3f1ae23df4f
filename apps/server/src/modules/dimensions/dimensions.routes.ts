import {
  computeTypeOptionSchema,
  dimensionEditSchema,
  dimensionInformationEditSchema,
  dimensionInputSchema,
  dimensionListQuerySchema,
  dimensionRowSchema,
  dimensionSchema,
  envelopeSchema,
  formulaSeriesSchema,
  idQuerySchema,
  idSchema,
  pageResultSchema,
  permissions,
  seriesIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { DimensionsService } from './dimensions.service.js';

/** Statistical types of series and their compute types (SPEC §7 "Dimension"). */
export function dimensionsRoutes(service: DimensionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['dimensions'];
    const one = { 200: envelopeSchema(dimensionSchema) };
    r.get(
      '/dimension/getComputeType',
      {
        config: { access: permissions.dimensionList },
        schema: { tags, summary: 'Compute types', response: { 200: envelopeSchema(z.array(computeTypeOptionSchema)) } },
      },
      async () => ok(service.computeTypes()),
    );
    r.get(
      '/dimension/getSeriesList',
      {
        config: { access: permissions.dimensionList },
        schema: {
          tags,
          summary: 'Series a formula may refer to (as S<number>)',
          response: { 200: envelopeSchema(z.array(formulaSeriesSchema)) },
        },
      },
      async (request) => ok(await service.seriesList(requestLanguage(request))),
    );
    r.get(
      '/dimension/getDeflatorSeriesList',
      {
        config: { access: permissions.deflatorImport },
        schema: {
          tags,
          summary: 'Series a GDP deflator table can be imported into (level 2 with a stored type)',
          response: { 200: envelopeSchema(z.array(formulaSeriesSchema)) },
        },
      },
      async (request) => ok(await service.deflatorSeries(requestLanguage(request))),
    );
    r.get(
      '/dimension/list',
      {
        config: { access: permissions.dimensionList },
        schema: {
          tags,
          summary: 'Statistical types of every series, paged, sorted and filtered (series, compute type, keyword)',
          querystring: dimensionListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(dimensionRowSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query, requestLanguage(request))),
    );
    r.get(
      '/dimension/getTypeList',
      {
        config: { access: permissions.dimensionList },
        schema: {
          tags,
          summary: 'Statistical types of a series',
          querystring: seriesIdQuerySchema,
          response: { 200: envelopeSchema(z.array(dimensionSchema)) },
        },
      },
      async (request) => ok(await service.list(Number(request.query.seriesId), requestLanguage(request))),
    );
    r.get(
      '/dimension/queryById',
      {
        config: { access: permissions.dimensionList },
        schema: { tags, summary: 'One statistical type', querystring: idQuerySchema, response: one },
      },
      async (request) => ok(await service.get(Number(request.query.id), requestLanguage(request))),
    );
    r.get(
      '/dimension/dimensionInformation/queryByDimensionId',
      {
        config: { access: permissions.dimensionList },
        schema: {
          tags,
          summary: 'The computing part of a type (formula, related series, parameters, coefficient)',
          querystring: z.object({ dimensionId: idSchema }),
          response: one,
        },
      },
      async (request) => ok(await service.get(Number(request.query.dimensionId), requestLanguage(request))),
    );
    r.post(
      '/dimension/addDimension',
      {
        config: { access: permissions.dimensionAdd },
        schema: { tags, summary: 'Add a statistical type', body: dimensionInputSchema, response: one },
      },
      async (request) => ok(await service.add(request.body, requestLanguage(request)), 'addSuccess'),
    );
    r.put(
      '/dimension/editDimension',
      {
        config: { access: permissions.dimensionEdit },
        schema: { tags, summary: 'Edit a statistical type', body: dimensionEditSchema, response: one },
      },
      async (request) => ok(await service.edit(request.body, requestLanguage(request)), 'editSuccess'),
    );
    r.put(
      '/dimension/dimensionInformation/edit',
      {
        config: { access: permissions.dimensionEdit },
        schema: {
          tags,
          summary: 'Edit the formula, parameters or coefficient of a type',
          body: dimensionInformationEditSchema,
          response: one,
        },
      },
      async (request) => ok(await service.editInformation(request.body, requestLanguage(request)), 'editSuccess'),
    );
    r.delete(
      '/dimension/delete',
      {
        config: { access: permissions.dimensionDelete },
        schema: {
          tags,
          summary: 'Delete a statistical type without data that no other type depends on',
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
