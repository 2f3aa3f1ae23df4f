import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

/** Gateway routes by the `component` name of their server menu entry, in its own chunk. */
export const gatewayScreens: Record<string, ComponentType> = {
  'system/GatewayRouteList': lazy(() => withTimeout(import('./pages/GatewayRouteListPage'), CHUNK_TIMEOUT_MS)),
};
