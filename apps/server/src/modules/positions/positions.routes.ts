import {
  pageResultSchema,
  permissions,
  positionAddSchema,
  positionEditSchema,
  positionListQuerySchema,
  sysPositionSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import { crudRoutes, tenantScope } from '../../plugins/crud-routes.js';
import type { PositionsService } from './positions.service.js';

/** Positions (SPEC §2 back-office system admin), kept per tenant. */
export function positionsRoutes(service: PositionsService) {
  return async (app: FastifyInstance) =>
    crudRoutes(app, {
      base: '/sys/position',
      tags: ['system: positions'],
      scope: tenantScope,
      list: {
        access: permissions.positionList,
        summary: 'Positions, paged',
        query: positionListQuerySchema,
        reply: pageResultSchema(sysPositionSchema),
        run: service.page,
      },
      add: {
        access: permissions.positionAdd,
        summary: 'Add a position',
        body: positionAddSchema,
        run: service.add,
      },
      edit: {
        access: permissions.positionEdit,
        summary: 'Edit a position',
        body: positionEditSchema,
        run: service.edit,
      },
      remove: {
        access: permissions.positionDelete,
        summary: 'Delete a position',
        run: service.remove,
      },
    });
}
