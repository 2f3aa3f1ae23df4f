import {
  envelopeSchema,
  permissionAddSchema,
  permissionEditSchema,
  permissions,
  permissionTreeResultSchema,
  roleIdQuerySchema,
  saveRolePermissionSchema,
  sysPermissionSchema,
  userPermissionsSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply, idListReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { PermissionsService } from './permissions.service.js';

/** Permissions: the signed-in user's menu (SPEC §6) and the menu/button tree editor (SPEC §7 "System"). */
export function permissionsRoutes(service: PermissionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: permissions'];
    r.get(
      '/sys/permission/getUserPermissionByToken',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Menu, button permissions (auth) and every button rule (allAuth) of the caller',
          response: { 200: envelopeSchema(userPermissionsSchema) },
        },
      },
      async (request) => ok(await service.ofUser(principalOf(request))),
    );
    crudRoutes(app, {
      base: '/sys/permission',
      tags,
      list: {
        access: permissions.permissionList,
        summary: 'The whole permission tree',
        reply: z.array(sysPermissionSchema),
        run: service.tree,
      },
      add: {
        access: permissions.permissionAdd,
        summary: 'Add a menu or button',
        body: permissionAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.permissionEdit,
        summary: 'Edit a menu or button',
        body: permissionEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.permissionDelete,
        summary: 'Delete a menu or button with everything under it',
        run: service.remove,
      },
    });
    r.get(
      '/sys/role/queryTreeList',
      {
        config: { access: permissions.roleAuthorize },
        schema: {
          tags,
          summary: 'The permission tree of the role screen and every id (select all)',
          response: { 200: envelopeSchema(permissionTreeResultSchema) },
        },
      },
      async () => ok(await service.roleTree()),
    );
    r.get(
      '/sys/permission/queryRolePermission',
      {
        config: { access: permissions.roleAuthorize },
        schema: {
          tags,
          summary: 'Permission ids of a role',
          querystring: roleIdQuerySchema,
          response: { 200: idListReply },
        },
      },
      async (request) => ok(await service.roleGrants(principalOf(request), Number(request.query.roleId))),
    );
    r.post(
      '/sys/permission/saveRolePermission',
      {
        config: { access: permissions.roleAuthorize },
        schema: {
          tags,
          summary: "Replace a role's permissions",
          body: saveRolePermissionSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        const { roleId, permissionIds } = request.body;
        await service.saveRoleGrants(principalOf(request), Number(roleId), permissionIds.map(Number));
        return ok(null, 'editSuccess');
      },
    );
  };
}
