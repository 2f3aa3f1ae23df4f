import {
  actionResultSchema,
  dataGroupPageSchema,
  dataGroupQuerySchema,
  dataListQuerySchema,
  dataLogPageSchema,
  dataLogQuerySchema,
  dataLogSchema,
  dataPageSchema,
  dataSelectionSchema,
  dataSeriesOptionSchema,
  dataValueEditSchema,
  dataValueInputSchema,
  dataValueSchema,
  envelopeSchema,
  idParamsSchema,
  idQuerySchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../db/area-scope.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { DataService } from './data.service.js';
import { toSelection } from './review.service.js';

/** Back-office data values of cities and economies (SPEC §7 "data/cityDataSeries"), inside the caller's area. */
export function dataRoutes(service: DataService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['data'];
    const prefix = '/data/cityDataSeries';
    const one = { 200: envelopeSchema(dataValueSchema) };
    r.get(
      `${prefix}/list`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary: 'Values, filtered and paged',
          querystring: dataListQuerySchema,
          response: { 200: envelopeSchema(dataPageSchema) },
        },
      },
      async (request) => ok(await service.list(request.query, actorOf(principalOf(request)))),
    );
    r.get(
      `${prefix}/groups`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary: 'Series × place groups with the number of values in each status (publish state), paged',
          querystring: dataGroupQuerySchema,
          response: { 200: envelopeSchema(dataGroupPageSchema) },
        },
      },
      async (request) => ok(await service.groups(request.query, actorOf(principalOf(request)))),
    );
    r.get(
      `${prefix}/seriesOptions`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary: 'Every series with its statistical types (pickers of the data screens)',
          response: { 200: envelopeSchema(z.array(dataSeriesOptionSchema)) },
        },
      },
      async () => ok(await service.seriesOptions()),
    );
    r.get(
      `${prefix}/list/:id`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary: 'Values of one series (id), filtered and paged',
          params: idParamsSchema,
          querystring: dataListQuerySchema,
          response: { 200: envelopeSchema(dataPageSchema) },
        },
      },
      async (request) =>
        ok(await service.list({ ...request.query, seriesId: request.params.id }, actorOf(principalOf(request)))),
    );
    r.get(
      `${prefix}/queryById`,
      {
        config: { access: permissions.cityDataList },
        schema: { tags, summary: 'One value', querystring: idQuerySchema, response: one },
      },
      async (request) => ok(await service.get(Number(request.query.id), actorOf(principalOf(request)))),
    );
    r.get(
      `${prefix}/history`,
      {
        config: { access: permissions.cityDataList },
        schema: {
          tags,
          summary: 'The history (logs) of one value, newest first',
          querystring: idQuerySchema,
          response: { 200: envelopeSchema(z.array(dataLogSchema)) },
        },
      },
      async (request) => ok(await service.history(Number(request.query.id), actorOf(principalOf(request)))),
    );
    r.post(
      `${prefix}/add`,
      {
        config: { access: permissions.cityDataAdd },
        schema: { tags, summary: 'Add a value (pending examination)', body: dataValueInputSchema, response: one },
      },
      async (request) => ok(await service.add(request.body, actorOf(principalOf(request))), 'addSuccess'),
    );
    r.put(
      `${prefix}/edit`,
      {
        config: { access: permissions.cityDataEdit },
        schema: { tags, summary: 'Change a value: it goes back to pending', body: dataValueEditSchema, response: one },
      },
      async (request) => ok(await service.edit(request.body, actorOf(principalOf(request))), 'editSuccess'),
    );
    r.delete(
      `${prefix}/delete`,
      {
        config: { access: permissions.cityDataDelete },
        schema: {
          tags,
          summary: 'Delete a value',
          querystring: idQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.remove(Number(request.query.id), actorOf(principalOf(request)));
        return ok(null, 'deleteSuccess');
      },
    );
    r.post(
      `${prefix}/deleteBatch`,
      {
        config: { access: permissions.cityDataDelete },
        schema: {
          tags,
          summary: "Delete listed values, or a series' values at one place (removed from the public side at once)",
          body: dataSelectionSchema,
          response: { 200: envelopeSchema(actionResultSchema) },
        },
      },
      async (request) =>
        ok(
          { count: await service.removeSelection(toSelection(request.body), actorOf(principalOf(request))) },
          'deleteSuccess',
        ),
    );
    r.get(
      '/data/cityDataLog/list',
      {
        config: { access: permissions.cityDataLog },
        schema: {
          tags,
          summary: 'Data logs, newest first',
          querystring: dataLogQuerySchema,
          response: { 200: envelopeSchema(dataLogPageSchema) },
        },
      },
      async (request) => {
        const q = request.query;
        const filter = {
          seriesId: q.seriesId ? Number(q.seriesId) : undefined,
          countryId: q.countryId ? Number(q.countryId) : undefined,
          cityId: q.cityId ? Number(q.cityId) : undefined,
          logType: q.logType,
          username: q.username,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        };
        return ok(await service.logs(filter, actorOf(principalOf(request))));
      },
    );
  };
}
