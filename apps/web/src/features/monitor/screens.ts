import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));

/**
 * Logs and monitoring screens by the `component` name of their menu entry (db/seed/identity-menu.ts),
 * each in its own chunk: operation log, data log with version compare, server information, request trace.
 */
export const platformLogScreens: Record<string, ComponentType> = {
  'system/OperationLogList': screen(() => import('../oplog/OperationLogListPage')),
  'system/DataLogList': screen(() => import('../datalog/DataLogListPage')),
  'monitor/ServerInfo': screen(() => import('./ServerInfoPage')),
  'monitor/RequestTrace': screen(() => import('./RequestTracePage')),
};
