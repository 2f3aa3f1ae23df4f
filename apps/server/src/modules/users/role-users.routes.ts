import {
  addRoleUsersSchema,
  envelopeSchema,
  pageResultSchema,
  permissions,
  roleUserQuerySchema,
  roleUsersQuerySchema,
  sysUserSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { RoleUsersService } from './role-users.service.js';

/** Role users (SPEC §2 "role users"): the users holding a role, adding and removing them. */
export function roleUsersRoutes(service: RoleUsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: roles'];
    r.get(
      '/sys/user/userRoleList',
      {
        config: { access: permissions.roleUsers },
        schema: {
          tags,
          summary: 'Users of a role, paged',
          querystring: roleUsersQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(sysUserSchema)) },
        },
      },
      async (request) => ok(await service.page(principalOf(request), request.query)),
    );
    r.post(
      '/sys/user/addSysUserRole',
      {
        config: { access: permissions.roleUsers },
        schema: { tags, summary: 'Give users a role', body: addRoleUsersSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        const { roleId, userIdList } = request.body;
        await service.add(principalOf(request), Number(roleId), userIdList.map(Number));
        return ok(null, 'addSuccess');
      },
    );
    r.delete(
      '/sys/user/deleteUserRole',
      {
        config: { access: permissions.roleUsers },
        schema: {
          tags,
          summary: 'Take a role from a user',
          querystring: roleUserQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        const { roleId, userId } = request.query;
        await service.remove(principalOf(request), Number(roleId), Number(userId));
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
