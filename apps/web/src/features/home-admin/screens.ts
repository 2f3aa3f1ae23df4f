import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

/** The homepage content editor by the `component` name of its server menu entry (db/seed/identity-menu.ts). */
export const homeAdminScreens: Record<string, ComponentType> = {
  'home/HomeContentEdit': lazy(() => withTimeout(import('./pages/HomeContentEditPage'), CHUNK_TIMEOUT_MS)),
};
