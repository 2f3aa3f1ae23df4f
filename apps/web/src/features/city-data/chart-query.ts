import type { Language } from '../../lib/language';
import type { ChartRequest } from '../charts/chart-request';

/** The choices of the back-office chart screen. */
export interface ChartChoice {
  seriesId?: string;
  dimensionId?: string;
  countryId?: string;
  cityIds?: string[];
  /** Also the economy's own (economy-level) figures. */
  economy?: boolean;
  startYear?: number;
  endYear?: number;
}

/**
 * The chart request of a choice (the public chart query, SPEC §3), or why there is none yet: a series and at
 * least one place are needed, and the start year may not follow the end year.
 */
export function chartRequestOf(
  choice: ChartChoice,
  lang: Language,
  defaults: { startYear: number; endYear: number },
): { request: ChartRequest } | { missing: 'series' | 'place' | 'years' } {
  if (!choice.seriesId) return { missing: 'series' };
  const cityIds = choice.cityIds ?? [];
  const countryIds = choice.economy && choice.countryId ? [choice.countryId] : [];
  if (cityIds.length + countryIds.length === 0) return { missing: 'place' };
  const startYear = choice.startYear ?? defaults.startYear;
  const endYear = choice.endYear ?? defaults.endYear;
  if (startYear > endYear) return { missing: 'years' };
  return {
    request: {
      cityIds,
      countryIds,
      seriesId: choice.seriesId,
      ...(choice.dimensionId ? { typeId: choice.dimensionId } : {}),
      startYear,
      endYear,
      yoy: false,
      lang,
    },
  };
}

/** The body of the back-office chart calls (POST city/stat/…/display) for a request. */
export function chartBody(request: ChartRequest): Record<string, unknown> {
  return {
    seriesId: request.seriesId,
    ...(request.cityIds.length > 0 ? { cityIds: request.cityIds.join(',') } : {}),
    ...(request.countryIds.length > 0 ? { countryIds: request.countryIds.join(',') } : {}),
    ...(request.typeId ? { typeId: request.typeId } : {}),
    startYear: request.startYear,
    endYear: request.endYear,
    lang: request.lang,
  };
}
