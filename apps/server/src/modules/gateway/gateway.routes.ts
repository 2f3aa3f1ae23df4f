import {
  envelopeSchema,
  gatewayRouteAddSchema,
  gatewayRouteEditSchema,
  gatewayRouteListQuerySchema,
  gatewayRouteSchema,
  idQuerySchema,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply, idReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { GatewayService } from './gateway.service.js';

/** Administration of gateway routes (SPEC §2 "System admin"). */
export function gatewayAdminRoutes(service: GatewayService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: gateway'];
    r.get(
      '/sys/gateway/route/list',
      {
        config: { access: permissions.gatewayList },
        schema: {
          tags,
          summary: 'Gateway routes, paged',
          querystring: gatewayRouteListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(gatewayRouteSchema)) },
        },
      },
      async (request) => ok(await service.page(request.query)),
    );
    r.post(
      '/sys/gateway/route/add',
      {
        config: { access: permissions.gatewayAdd },
        schema: {
          tags,
          summary: 'Add a gateway route; applies at once on every instance',
          body: gatewayRouteAddSchema,
          response: { 200: idReply },
        },
      },
      async (request) => ok(await service.add(request.body), 'addSuccess'),
    );
    r.put(
      '/sys/gateway/route/edit',
      {
        config: { access: permissions.gatewayEdit },
        schema: {
          tags,
          summary: 'Edit a gateway route (also enable or disable it); applies at once',
          body: gatewayRouteEditSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.edit(request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.delete(
      '/sys/gateway/route/delete',
      {
        config: { access: permissions.gatewayDelete },
        schema: { tags, summary: 'Delete a gateway route', querystring: idQuerySchema, response: { 200: emptyReply } },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
  };
}
