import type { ComponentType } from 'react';
import { lazyPage } from '../../app/lazy-page';

/**
 * The series and dimension screens by the `component` name of their server menu entry (db/seed/identity-menu.ts),
 * each in its own chunk: the series tree, the statistical types (dimensions), and the GDP deflator import.
 */
export const seriesAdminScreens: Record<string, ComponentType> = {
  'series/SeriesList': lazyPage(() => import('./pages/SeriesListPage')),
  'series/dimension/DimensionList': lazyPage(() => import('./pages/DimensionListPage')),
  'city/deflator/DeflatorImport': lazyPage(() => import('./pages/DeflatorPage')),
};
