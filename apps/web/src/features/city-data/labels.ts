import type { DataGroup } from '@csp/contract/core';
import type { Language } from '../../lib/language';

const pick = (lang: Language, zh: string | null | undefined, en: string | null | undefined) =>
  (lang === 'zh' ? zh || en : en || zh) ?? '';

interface Placed {
  cityId: string | null;
  cityNameEn: string | null;
  cityNameZh: string | null;
  countryNameEn: string | null;
  countryNameZh: string | null;
}

/** Where a value lies: "city, economy", or the economy alone for an economy-level figure. */
export function placeName(row: Placed, lang: Language): string {
  const economy = pick(lang, row.countryNameZh, row.countryNameEn);
  if (row.cityId === null) return economy;
  const city = pick(lang, row.cityNameZh, row.cityNameEn);
  return economy ? `${city}${lang === 'zh' ? '，' : ', '}${economy}` : city;
}

/** "2100 Population, total" in the user's language. */
export function seriesName(
  row: { seriesNumber: string | null; seriesNameEn: string | null; seriesNameZh: string | null },
  lang: Language,
): string {
  return [row.seriesNumber, pick(lang, row.seriesNameZh, row.seriesNameEn)].filter(Boolean).join(' ');
}

export const localName = (item: { nameEn: string; nameZh?: string; name?: string }, lang: Language) =>
  pick(lang, item.nameZh ?? item.name, item.nameEn);

export type PublishState = 'published' | 'partial' | 'unpublished';

/** A series at a place is published when all its values are, partly when some are. */
export function publishState(group: Pick<DataGroup, 'total' | 'counts'>): PublishState {
  if (group.counts.published === 0) return 'unpublished';
  return group.counts.published === group.total ? 'published' : 'partial';
}
