import type { Language } from '../../lib/language';
import { toSearch } from '../client-url/params';

/** What the map marker points at (SPEC §2: the info window shows country, city and series). */
export interface MarkerPlace {
  countryId: string;
  cityId: string;
  seriesId?: string;
  /** The series' statistical type shown where the marker was opened. */
  typeId?: string;
  /** The year range shown where the marker was opened, kept on arrival. */
  from?: number;
  to?: number;
}

/** The id of the data query's results, which a marker's link scrolls to. */
export const RESULTS_ANCHOR = 'results';

/**
 * The data query URL carrying the marker: its economy and city (and the view's series, type and years), preselected
 * on arrival, scrolled to the results.
 */
export function markerQueryUrl(marker: MarkerPlace, lang: Language): string {
  return `/client/dataQuery${toSearch([
    ['dim', 1],
    ['country', marker.countryId],
    ['city', marker.cityId],
    ['series', marker.seriesId],
    ['type', marker.seriesId ? marker.typeId : undefined],
    ['from', marker.from],
    ['to', marker.to],
    ['lang', lang],
  ])}#${RESULTS_ANCHOR}`;
}
