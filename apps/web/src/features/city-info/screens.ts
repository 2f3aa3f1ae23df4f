import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

/** The city information screen by the `component` name of its server menu entry (db/seed/identity-menu.ts). */
export const cityInfoScreens: Record<string, ComponentType> = {
  'city/info/CityInfoList': lazy(() => withTimeout(import('./pages/CityInfoListPage'), CHUNK_TIMEOUT_MS)),
};
