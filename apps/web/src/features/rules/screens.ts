import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));

/** The fill-rule and check-rule screens by the `component` name of their menu entries (db/seed/identity-menu.ts). */
export const rulesScreens: Record<string, ComponentType> = {
  'system/FillRuleList': screen(() => import('./pages/FillRuleListPage')),
  'system/CheckRuleList': screen(() => import('./pages/CheckRuleListPage')),
};
