import type { City, Country } from '@csp/contract/core';
import type { TFunction } from 'i18next';
import type { Language } from '../../../lib/language';
import type { CitySeries, SeriesTreeNode } from '../../client-series/types';
import { localizedName } from '../../geo/names';

export interface Option {
  value: string;
  label: string;
}

export const placeOptions = (items: readonly (Country | City)[] | undefined, lang: Language): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: localizedName(item, lang) }));

const seriesName = (s: Pick<CitySeries, 'number' | 'nameEn' | 'nameZh'>, lang: Language) =>
  `${s.number} ${lang === 'zh' ? s.nameZh || s.nameEn : s.nameEn || s.nameZh}`;

/** Series of a city; those with only economy-level figures say so. */
export function citySeriesOptions(
  list: readonly CitySeries[] | undefined,
  lang: Language,
  t: TFunction<'client'>,
): Option[] {
  return (list ?? []).map((s) => ({
    value: s.id,
    label: s.dataLevel === 'economy' ? `${seriesName(s, lang)} ${t('query.economyLevelOption')}` : seriesName(s, lang),
  }));
}

/** Every chartable series, grouped under its level-1 parent. */
export function seriesTreeOptions(tree: readonly SeriesTreeNode[] | undefined, lang: Language) {
  return (tree ?? []).map((node) =>
    node.level === 2
      ? { value: node.id, label: seriesName(node, lang) }
      : {
          label: lang === 'zh' ? node.nameZh || node.nameEn : node.nameEn || node.nameZh,
          options: node.children.map((c) => ({ value: c.id, label: seriesName(c, lang) })),
        },
  );
}
