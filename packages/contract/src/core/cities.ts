/** What a city's figures cover. */
export const cityKinds = [
  'city_proper',
  'urban_agglomeration',
  'metropolitan_area',
  'administrative_area',
  'other',
] as const;
/** A kind of area in both languages, as visitors and downloads name it (issue 16). */
export const cityKindText: Record<(typeof cityKinds)[number], { en: string; zh: string }> = {
  city_proper: { en: 'City proper', zh: '城市本体' },
  urban_agglomeration: { en: 'Urban agglomeration', zh: '城市集聚区' },
  metropolitan_area: { en: 'Metropolitan area', zh: '大都市区' },
  administrative_area: { en: 'Administrative area', zh: '行政区域' },
  other: { en: 'Other', zh: '其他' },
};

/** A kind of area in a language; '' for none, the stored word itself for a kind this list does not know. */
export function cityKindLabel(kind: string | null | undefined, lang: 'en' | 'zh'): string {
  if (!kind) return '';
  return (cityKindText as Record<string, { en: string; zh: string }>)[kind]?.[lang] ?? kind;
}
