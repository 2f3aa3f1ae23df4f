import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));

/** The scheduled-job screen by the `component` name of its menu entry (db/seed/identity-menu.ts). */
export const jobsScreens: Record<string, ComponentType> = {
  'system/JobList': screen(() => import('./JobListPage')),
};
