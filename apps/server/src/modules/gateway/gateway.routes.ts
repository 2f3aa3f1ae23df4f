import {
  gatewayRouteAddSchema,
  gatewayRouteEditSchema,
  gatewayRouteListQuerySchema,
  gatewayRouteSchema,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../plugins/crud-routes.js';
import type { GatewayService } from './gateway.service.js';

/** Administration of gateway routes (SPEC §2 "System admin"). */
export function gatewayAdminRoutes(service: GatewayService) {
  return async (app: FastifyInstance) =>
    crudRoutes(app, {
      base: '/sys/gateway/route',
      tags: ['system: gateway'],
      list: {
        access: permissions.gatewayList,
        summary: 'Gateway routes, paged',
        query: gatewayRouteListQuerySchema,
        reply: pageResultSchema(gatewayRouteSchema),
        run: service.page,
      },
      add: {
        access: permissions.gatewayAdd,
        summary: 'Add a gateway route; applies at once on every instance',
        body: gatewayRouteAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.gatewayEdit,
        summary: 'Edit a gateway route (also enable or disable it); applies at once',
        body: gatewayRouteEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.gatewayDelete,
        summary: 'Delete a gateway route',
        run: service.remove,
      },
    });
}
