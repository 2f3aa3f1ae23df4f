import type { Country } from '@csp/contract/core';
import { htmlLang, type Language } from '../../lib/language';

/** An economy's or city's name in the user's language, falling back to the other language. */
export function localizedName(item: Pick<Country, 'name' | 'nameEn'>, lang: Language): string {
  return lang === 'zh' ? item.name || item.nameEn : item.nameEn || item.name;
}

/** Sorted by their name in the user's language (pinyin order in Chinese). */
export function sortByLocalizedName<T extends Pick<Country, 'name' | 'nameEn'>>(
  items: readonly T[],
  lang: Language,
): T[] {
  const collator = new Intl.Collator(htmlLang(lang));
  return [...items].sort((a, b) => collator.compare(localizedName(a, lang), localizedName(b, lang)));
}
