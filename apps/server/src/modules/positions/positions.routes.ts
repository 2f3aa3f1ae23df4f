import {
  envelopeSchema,
  pageResultSchema,
  permissions,
  positionAddSchema,
  positionEditSchema,
  positionListQuerySchema,
  sysIdQuerySchema,
  sysPositionSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { PositionsService } from './positions.service.js';

/** Positions (SPEC §2 back-office system admin). */
export function positionsRoutes(service: PositionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: positions'];
    r.get(
      '/sys/position/list',
      {
        config: { access: permissions.positionList },
        schema: {
          tags,
          summary: 'Positions, paged',
          querystring: positionListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(sysPositionSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query, principalOf(request).tenantId)),
    );
    r.post(
      '/sys/position/add',
      {
        config: { access: permissions.positionAdd },
        schema: { tags, summary: 'Add a position', body: positionAddSchema, response: { 200: idReply } },
      },
      async (request) => ok(await service.add(request.body, principalOf(request).tenantId), 'addSuccess'),
    );
    r.put(
      '/sys/position/edit',
      {
        config: { access: permissions.positionEdit },
        schema: { tags, summary: 'Edit a position', body: positionEditSchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.edit(request.body, principalOf(request).tenantId);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/position/delete',
      {
        config: { access: permissions.positionDelete },
        schema: { tags, summary: 'Delete a position', querystring: sysIdQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(Number(request.query.id), principalOf(request).tenantId);
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
