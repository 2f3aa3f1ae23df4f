import type { Language } from '../../lib/language';
import { toSearch } from '../client-url/params';

/** What the map marker points at (SPEC §2: the info window shows country, city and series). */
export interface MarkerPlace {
  countryId: string;
  cityId: string;
  seriesId?: string;
}

/** The data query URL carrying the marker: its economy and city (and series), preselected on arrival. */
export function markerQueryUrl(marker: MarkerPlace, lang: Language): string {
  return `/client/dataQuery${toSearch([
    ['dim', 1],
    ['country', marker.countryId],
    ['city', marker.cityId],
    ['series', marker.seriesId],
    ['lang', lang],
  ])}`;
}
