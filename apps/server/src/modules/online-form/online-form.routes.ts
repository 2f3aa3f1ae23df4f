import {
  envelopeSchema,
  onlineFormAddSchema,
  onlineFormCodeParamsSchema,
  onlineFormDataQuerySchema,
  onlineFormDetailQuerySchema,
  onlineFormEditSchema,
  onlineFormListQuerySchema,
  onlineFormRecordSchema,
  onlineFormRowEditSchema,
  onlineFormSchema,
  onlineFormViewSchema,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { FormDataService } from './form-data.service.js';
import type { OnlineFormService } from './online-form.service.js';

/** Online form definitions (JeecgBoot /online/cgform/head): `online:form:list/add/edit/delete`. */
export function onlineFormRoutes(service: OnlineFormService) {
  return async (app: FastifyInstance) => {
    crudRoutes(app, {
      base: '/online/cgform/head',
      tags: ['online forms: definitions'],
      list: {
        access: permissions.onlineFormList,
        summary: 'Online forms, paged',
        query: onlineFormListQuerySchema,
        reply: pageResultSchema(onlineFormSchema),
        run: service.page,
      },
      get: {
        access: permissions.onlineFormList,
        summary: 'One online form',
        reply: onlineFormSchema,
        run: service.get,
      },
      add: {
        access: permissions.onlineFormAdd,
        summary: 'Define an online form over an allow-listed table (and its menu entry)',
        body: onlineFormAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.onlineFormEdit,
        summary: 'Change an online form',
        body: onlineFormEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.onlineFormDelete,
        summary: 'Delete an online form (and its menu entry)',
        run: service.remove,
      },
    });
  };
}

/** Using a form (the built-in list view, JeecgBoot /online/cgform/api): `online:form:data`, edits `online:form:data:edit`. */
export function onlineFormApiRoutes(service: FormDataService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['online forms: list view'];
    r.get(
      '/online/cgform/api/getColumns/:code',
      {
        config: { access: permissions.onlineFormData },
        schema: {
          tags,
          summary: 'A form as its views use it: fields (with what may be edited) and dictionary options',
          params: onlineFormCodeParamsSchema,
          response: { 200: envelopeSchema(onlineFormViewSchema) },
        },
      },
      async (request) => ok(await service.view(request.params.code)),
    );
    r.get(
      '/online/cgform/api/getData/:code',
      {
        config: { access: permissions.onlineFormData },
        schema: {
          tags,
          summary: "A page of the form's rows: paging, sort by a list column, then query fields by name",
          params: onlineFormCodeParamsSchema,
          querystring: onlineFormDataQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(onlineFormRecordSchema)) },
        },
      },
      async (request) => ok(await service.data(request.params.code, request.query, principalOf(request).tenantId)),
    );
    r.get(
      '/online/cgform/api/detail/:code',
      {
        config: { access: permissions.onlineFormData },
        schema: {
          tags,
          summary: "One row's detail fields",
          params: onlineFormCodeParamsSchema,
          querystring: onlineFormDetailQuerySchema,
          response: { 200: envelopeSchema(onlineFormRecordSchema) },
        },
      },
      async (request) =>
        ok(await service.detail(request.params.code, Number(request.query.id), principalOf(request).tenantId)),
    );
    r.put(
      '/online/cgform/api/edit/:code',
      {
        config: { access: permissions.onlineFormDataEdit },
        schema: {
          tags,
          summary: "Change a row's editable fields (only those the form and the allow-list let users edit)",
          params: onlineFormCodeParamsSchema,
          body: onlineFormRowEditSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.edit(request.params.code, request.body, principalOf(request).tenantId);
        return ok(null, 'editSuccess');
      },
    );
  };
}
