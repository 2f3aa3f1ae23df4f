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

/** What a map's info window carries to the data query besides the place: the view's series, type and years. */
export interface MarkerLinkProps {
  seriesId?: string;
  /** The statistical type shown, kept by the info window's link. */
  typeId?: string;
  seriesName?: string;
  /** The years shown on the page, carried by the info window's link. */
  from?: number;
  to?: number;
  lang: Language;
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
