import { apiBase } from '../../lib/env';
import type { Language } from '../../lib/language';

/** One chart query (SPEC §3 "Chart query") as the client asks it: places, series, type, years and view. */
export interface ChartRequest {
  cityIds: readonly string[];
  countryIds: readonly string[];
  seriesId: string;
  /** The statistical type; the server's default (the series' first) when absent. */
  typeId?: string;
  startYear: number;
  endYear: number;
  /** Year-on-year change (%) instead of values. */
  yoy: boolean;
  lang: Language;
  /**
   * The view is per person (issue 19): the downloads carry the per-person figures (`pp=1`). The chart itself
   * divides the replies it holds (per-person.ts), so the JSON query and its cache key do not change.
   */
  perPerson?: boolean;
}

/** The query parameters of the public GET chart endpoints (and of their CSV and XLSX variants). */
export function chartParams(request: ChartRequest): Record<string, string | number> {
  const params: Record<string, string | number> = { seriesId: request.seriesId };
  if (request.cityIds.length > 0) params.cityIds = request.cityIds.join(',');
  if (request.countryIds.length > 0) params.countryIds = request.countryIds.join(',');
  if (request.typeId) params.typeId = request.typeId;
  params.startYear = request.startYear;
  params.endYear = request.endYear;
  params.lang = request.lang;
  return params;
}

/** The endpoint path: values, or year-on-year change; with `.csv` or `.xlsx` for the same data as a file. */
export function chartPath(
  request: Pick<ChartRequest, 'yoy'>,
  format: 'json' | 'csv' | 'xlsx' | 'jsonstat' = 'json',
): string {
  const path = request.yoy ? '/reception/data/yearToYear' : '/reception/data/chart';
  return format === 'json' ? path : `${path}.${format}`;
}

/**
 * A link to the server's CSV or XLSX of exactly this query (source, unit and licence on every row), or its
 * JSON-stat 2.0 dataset; per person (`pp=1`) for a per-person view.
 */
export function chartFileUrl(request: ChartRequest, format: 'csv' | 'xlsx' | 'jsonstat'): string {
  const query = new URLSearchParams(Object.entries(chartParams(request)).map(([k, v]) => [k, String(v)]));
  if (request.perPerson) query.set('pp', '1');
  return `${apiBase()}${chartPath(request, format)}?${query.toString()}`;
}

/** A stable cache key of a request. */
export function chartKey(request: ChartRequest): readonly unknown[] {
  return ['reception', 'chart', chartPath(request), chartParams(request)];
}
