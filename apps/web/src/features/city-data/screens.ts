import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));

/**
 * The city data screens by the `component` name of their server menu entry (db/seed/identity-menu.ts),
 * each in its own chunk.
 */
export const cityDataScreens: Record<string, ComponentType> = {
  'city/data/CityDataList': screen(() => import('./pages/CityDataListPage')),
  'city/economy/EconomyDataList': screen(() => import('./pages/EconomyDataListPage')),
  'city/examine/ExamineList': screen(() => import('./pages/ExamineListPage')),
  'city/publish/PublishList': screen(() => import('./pages/PublishListPage')),
  'city/logs/DataLogList': screen(() => import('./pages/DataLogListPage')),
  'city/chart/ChartView': screen(() => import('./pages/ChartViewPage')),
};
