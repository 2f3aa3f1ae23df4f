import {
  dataRuleAddSchema,
  dataRuleEditSchema,
  envelopeSchema,
  permissionIdQuerySchema,
  permissions,
  roleDataRuleParamsSchema,
  roleDataRulesSchema,
  saveRoleDataRulesSchema,
  sysDataRuleSchema,
  sysIdQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { DataRulesService } from './data-rules.service.js';

/** Data rules of menus (JeecgBoot paths) and the rules a role applies (role authorize screen). */
export function dataRulesRoutes(service: DataRulesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: data rules'];
    r.get(
      '/sys/permission/getPermRuleListByPermId',
      {
        config: { access: permissions.dataRuleList },
        schema: {
          tags,
          summary: 'The data rules of a menu permission',
          querystring: permissionIdQuerySchema,
          response: { 200: envelopeSchema(z.array(sysDataRuleSchema)) },
        },
      },
      async (request) => ok(await service.list(Number(request.query.permissionId))),
    );
    r.post(
      '/sys/permission/addPermissionRule',
      {
        config: { access: permissions.dataRuleEdit },
        schema: {
          tags,
          summary:
            'Add a data rule: column allow-listed for the menu, condition and value checked (dataRuleColumnInvalid, ' +
            'dataRuleConditionInvalid, dataRuleValueInvalid, dataRuleNotSupported)',
          body: dataRuleAddSchema,
          response: { 200: idReply },
        },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/permission/editPermissionRule',
      {
        config: { access: permissions.dataRuleEdit },
        schema: { tags, summary: 'Edit a data rule', body: dataRuleEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/permission/deletePermissionRule',
      {
        config: { access: permissions.dataRuleEdit },
        schema: { tags, summary: 'Delete a data rule', querystring: sysIdQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
    r.get(
      '/sys/role/datarule/:permissionId/:roleId',
      {
        config: { access: permissions.roleAuthorize },
        schema: {
          tags,
          summary: "A menu's data rules and those the role applies (drChecked)",
          params: roleDataRuleParamsSchema,
          response: { 200: envelopeSchema(roleDataRulesSchema) },
        },
      },
      async (request) =>
        ok(
          await service.ofRole(
            principalOf(request),
            Number(request.params.permissionId),
            Number(request.params.roleId),
          ),
        ),
    );
    r.post(
      '/sys/role/datarule',
      {
        config: { access: permissions.roleAuthorize },
        schema: {
          tags,
          summary: 'Set the data rules of one menu that a role applies',
          body: saveRoleDataRulesSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        const { permissionId, roleId, dataRuleIds } = request.body;
        await service.saveOfRole(principalOf(request), Number(permissionId), Number(roleId), dataRuleIds.map(Number));
        return ok(null, 'editSuccess');
      },
    );
  };
}
