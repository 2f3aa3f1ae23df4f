import { type ChartPlace, cityKindLabel } from '@csp/contract/core';
import type { Language } from '../../lib/language';

/** What a city's figures cover, next to its chart (issue 16): the kind of area and the publisher's footnote. */
export interface PlaceNote {
  key: string;
  name: string;
  /** The kind of area in the language shown ('' when not recorded). */
  kind: string;
  /** The publishers' definitions of the area ("UN figures: …"), '' when none. */
  footnote: string;
}

/**
 * The notes of a chart's places: one per place with its own city figures and a kind of area or footnote, in the
 * chart's order. Economy-level figures (asked for, or standing in for a city) carry none: the chart names them so.
 */
export function placeNotes(places: readonly ChartPlace[], lang: Language): PlaceNote[] {
  const notes: PlaceNote[] = [];
  for (const place of places) {
    if (place.level !== 'city') continue;
    const kind = cityKindLabel(place.kindOfArea, lang);
    const footnote = place.footnote?.trim() ?? '';
    if (kind || footnote) notes.push({ key: place.key, name: place.name, kind, footnote });
  }
  return notes;
}
