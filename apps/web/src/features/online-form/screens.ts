import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));

/**
 * Online forms by the `component` name of their menu entry (db/seed/identity-menu.ts): the definitions, and the
 * built-in list view every form's menu entry (/online/cgform/<code>) maps to.
 */
export const onlineFormScreens: Record<string, ComponentType> = {
  'online/FormList': screen(() => import('./pages/FormListPage')),
  'online/CgformAutoList': screen(() => import('./pages/FormViewerPage')),
};
