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
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { FormDataService } from './form-data.service.js';
import type { OnlineFormService } from './online-form.service.js';

/** Online form definitions (JeecgBoot /online/cgform/head): `online:form:list/add/edit/delete`. */
export function onlineFormRoutes(service: OnlineFormService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['online forms: definitions'];
    r.get(
      '/online/cgform/head/list',
      {
        config: { access: permissions.onlineFormList },
        schema: {
          tags,
          summary: 'Online forms, paged',
          querystring: onlineFormListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(onlineFormSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query)),
    );
    r.get(
      '/online/cgform/head/queryById',
      {
        config: { access: permissions.onlineFormList },
        schema: {
          tags,
          summary: 'One online form',
          querystring: sysIdQuerySchema,
          response: { 200: envelopeSchema(onlineFormSchema) },
        },
      },
      async (request) => ok(await service.get(Number(request.query.id))),
    );
    r.post(
      '/online/cgform/head/add',
      {
        config: { access: permissions.onlineFormAdd },
        schema: {
          tags,
          summary: 'Define an online form over an allow-listed table (and its menu entry)',
          body: onlineFormAddSchema,
          response: { 200: idReply },
        },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/online/cgform/head/edit',
      {
        config: { access: permissions.onlineFormEdit },
        schema: { tags, summary: 'Change an online form', body: onlineFormEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/online/cgform/head/delete',
      {
        config: { access: permissions.onlineFormDelete },
        schema: {
          tags,
          summary: 'Delete an online form (and its menu entry)',
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
