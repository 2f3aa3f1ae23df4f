import {
  envelopeSchema,
  pageResultSchema,
  permissions,
  sysIdQuerySchema,
  sysIdsQuerySchema,
  sysUserSchema,
  userAddSchema,
  userEditSchema,
  userIdQuerySchema,
  userListQuerySchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply, idListReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { UsersService } from './users.service.js';

/** Users (SPEC §7 "System": /sys/user add, edit, list, queryUserRole); a regional administrator sees their area. */
export function usersRoutes(service: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: users'];
    r.get(
      '/sys/user/list',
      {
        config: { access: permissions.userList },
        schema: {
          tags,
          summary: 'Users, paged, searched, sorted and filtered on the server',
          querystring: userListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(sysUserSchema)) },
        },
      },
      async (request) => ok(await service.page(principalOf(request), request.query)),
    );
    r.get(
      '/sys/user/queryById',
      {
        config: { access: permissions.userList },
        schema: {
          tags,
          summary: 'One user',
          querystring: sysIdQuerySchema,
          response: { 200: envelopeSchema(sysUserSchema) },
        },
      },
      async (request) => ok(await service.get(principalOf(request), Number(request.query.id))),
    );
    r.get(
      '/sys/user/queryUserRole',
      {
        config: { access: permissions.userList },
        schema: { tags, summary: 'Role ids of a user', querystring: userIdQuerySchema, response: { 200: idListReply } },
      },
      async (request) => ok(await service.roleIds(principalOf(request), Number(request.query.userid))),
    );
    r.post(
      '/sys/user/add',
      {
        config: { access: permissions.userAdd },
        schema: {
          tags,
          summary: 'Add an approved user (passwords encrypted)',
          body: userAddSchema,
          response: { 200: idReply },
        },
      },
      async (request) => ok(await service.add(principalOf(request), request.body), 'addSuccess'),
    );
    r.put(
      '/sys/user/edit',
      {
        config: { access: permissions.userEdit },
        schema: {
          tags,
          summary:
            'Edit a user: details, roles, departments, area (thisAreaExistAdmin: one regional administrator per area)',
          body: userEditSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.edit(principalOf(request), request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/user/delete',
      {
        config: { access: permissions.userDelete },
        schema: { tags, summary: 'Delete a user', querystring: sysIdQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(principalOf(request), [Number(request.query.id)]);
        return ok(null, 'deleteSuccess');
      },
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
