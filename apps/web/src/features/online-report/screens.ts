import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));

/**
 * Online reports and data sources by the `component` name of their server menu entry (db/seed/identity-menu.ts),
 * each in its own chunk. `online/CgreportAutoList` shows one report: `?code=` or a path /online/cgreport/<code>.
 */
export const onlineReportScreens: Record<string, ComponentType> = {
  'online/ReportList': screen(() => import('./pages/ReportListPage')),
  'online/CgreportAutoList': screen(() => import('./pages/ReportViewerPage')),
  'system/DataSourceList': screen(() => import('./pages/DataSourceListPage')),
};
