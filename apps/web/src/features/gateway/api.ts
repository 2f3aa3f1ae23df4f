import type { GatewayRoute } from '@csp/contract/core';
import { crudEndpoints } from '../../components/crud/crud-endpoints';
import { resourceKeys } from '../../lib/query-keys';

/** Gateway routes (`/sys/gateway/route`): the list, add, edit (also the enable switch) and delete, with their keys. */
export const gatewayKeys = resourceKeys('gateway', 'routes');
export type GatewayRouteBody = Pick<
  GatewayRoute,
  'name' | 'pathPrefix' | 'upstreamUrl' | 'enabled' | 'sortOrder' | 'stripPrefix' | 'timeoutMs' | 'access'
>;
export const gatewayEndpoints = crudEndpoints<GatewayRoute, GatewayRouteBody>('/sys/gateway/route', gatewayKeys);
