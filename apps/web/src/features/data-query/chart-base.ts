import type { Language } from '../../lib/language';
import type { ChartRequest } from '../charts/chart-request';
import type { ResolvedQuery } from './resolve-query';

/** The chart query of a resolved data query (the city shown, its series and years), before type and view. */
export function queryChartBase(view: ResolvedQuery, lang: Language): Omit<ChartRequest, 'typeId' | 'yoy'> | null {
  if (!view.city || !view.series || view.from === undefined || view.to === undefined) return null;
  return { cityIds: [view.city], countryIds: [], seriesId: view.series, startYear: view.from, endYear: view.to, lang };
}
