import {
  pageResultSchema,
  permissions,
  sysIdsQuerySchema,
  sysUserSchema,
  userAddSchema,
  userEditSchema,
  userIdQuerySchema,
  userListQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply, idListReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { UsersService } from './users.service.js';

/** Users (SPEC §7 "System": /sys/user add, edit, list, queryUserRole); a regional administrator sees their area. */
export function usersRoutes(service: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: users'];
    crudRoutes(app, {
      base: '/sys/user',
      tags,
      scope: principalOf,
      list: {
        access: permissions.userList,
        summary: 'Users, paged, searched, sorted and filtered on the server',
        query: userListQuerySchema,
        reply: pageResultSchema(sysUserSchema),
        run: (query, principal) => service.page(principal, query),
      },
      get: {
        access: permissions.userList,
        summary: 'One user',
        reply: sysUserSchema,
        run: (id, principal) => service.get(principal, id),
      },
      add: {
        access: permissions.userAdd,
        summary: 'Add an approved user (passwords encrypted)',
        body: userAddSchema,
        run: (body, principal) => service.add(principal, body),
      },
      edit: {
        access: permissions.userEdit,
        summary:
          'Edit a user: details, roles, departments, area (thisAreaExistAdmin: one regional administrator per area)',
        body: userEditSchema,
        run: (body, principal) => service.edit(principal, body),
      },
      remove: {
        access: permissions.userDelete,
        summary: 'Delete a user',
        run: (id, principal) => service.remove(principal, [id]),
      },
    });
    r.get(
      '/sys/user/queryUserRole',
      {
        config: { access: permissions.userList },
        schema: { tags, summary: 'Role ids of a user', querystring: userIdQuerySchema, response: { 200: idListReply } },
      },
      async (request) => ok(await service.roleIds(principalOf(request), Number(request.query.userid))),
    );
    r.delete(
      '/sys/user/deleteBatch',
      {
        config: { access: permissions.userDelete },
        schema: { tags, summary: 'Delete users', querystring: sysIdsQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(principalOf(request), request.query.ids.map(Number));
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
