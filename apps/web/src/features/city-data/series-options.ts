import type { DataSeriesOption } from '@csp/contract/core';
import type { Language } from '../../lib/language';
import { localName } from './labels';

export interface OptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The series a picker offers, under their parent: those with a statistical type (`stored`: only those that
 * take values, for data entry and uploads). Parents without such children are left out.
 */
export function seriesSelectOptions(
  list: readonly DataSeriesOption[],
  lang: Language,
  need: 'any' | 'stored' = 'any',
): OptionGroup[] {
  const usable = (s: DataSeriesOption) =>
    need === 'stored' ? s.types.some((t) => t.computeType === 'stored') : s.types.length > 0;
  const label = (s: DataSeriesOption) => `${s.number} ${localName(s, lang)}`;
  const parents = list.filter((s) => s.pid === null);
  const groups: OptionGroup[] = [];
  const placed = new Set<string>();
  for (const parent of parents) {
    const children = list.filter((s) => s.pid === parent.id && usable(s));
    for (const c of children) placed.add(c.id);
    if (usable(parent)) {
      placed.add(parent.id);
      children.unshift(parent);
    }
    if (children.length > 0)
      groups.push({ label: label(parent), options: children.map((s) => ({ value: s.id, label: label(s) })) });
  }
  const orphans = list.filter((s) => !placed.has(s.id) && usable(s));
  if (orphans.length > 0) groups.push({ label: '—', options: orphans.map((s) => ({ value: s.id, label: label(s) })) });
  return groups;
}

/** The statistical types of a series a picker offers (`stored`: only those that take values). */
export function typeSelectOptions(
  series: DataSeriesOption | undefined,
  lang: Language,
  need: 'any' | 'stored' = 'any',
): { value: string; label: string }[] {
  return (series?.types ?? [])
    .filter((t) => need === 'any' || t.computeType === 'stored')
    .map((t) => ({ value: t.id, label: localName(t, lang) }));
}
