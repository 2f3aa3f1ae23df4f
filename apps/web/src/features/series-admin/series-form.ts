import type { Series, SeriesTreeNode } from '@csp/contract/core';
import type { Language } from '../../lib/language';
import { bilingual } from '../system/shared/use-lang';

/** The fields of the series dialog (SPEC §3 "Series"). */
export interface SeriesFormValues {
  level: 1 | 2;
  pid?: string | null;
  number: string;
  nameEn: string;
  nameZh: string;
  unitEn?: string;
  unitZh?: string;
  valueKind?: string;
  decimals?: number;
  sourceEn?: string;
  sourceZh?: string;
  licence?: string;
  display: boolean;
  yearOnYear: boolean;
  open: boolean;
  sort?: number;
}

const trimmed = (text: string | undefined) => (text ?? '').trim();

/** The dialog's values as the add/edit body: a group has no parent; texts trimmed. */
export function seriesBody(values: SeriesFormValues) {
  return {
    level: values.level,
    pid: values.level === 1 ? null : (values.pid ?? null),
    number: trimmed(values.number),
    nameEn: trimmed(values.nameEn),
    nameZh: trimmed(values.nameZh),
    unitEn: trimmed(values.unitEn),
    unitZh: trimmed(values.unitZh),
    valueKind: values.valueKind || 'amount',
    decimals: values.decimals ?? 2,
    sourceEn: trimmed(values.sourceEn),
    sourceZh: trimmed(values.sourceZh),
    licence: trimmed(values.licence),
    display: values.display,
    yearOnYear: values.yearOnYear,
    open: values.open,
    ...(values.sort === undefined || values.sort === null ? {} : { sort: values.sort }),
  };
}

/** What the dialog opens with: the edited series, or a new group, or a new series under `parentId`. */
export function seriesFormValues(series?: Series | null, parentId?: string): Partial<SeriesFormValues> {
  if (series) {
    return {
      level: series.level === 1 ? 1 : 2,
      pid: series.pid,
      number: series.number,
      nameEn: series.nameEn,
      nameZh: series.nameZh,
      unitEn: series.unitEn,
      unitZh: series.unitZh,
      valueKind: series.valueKind,
      decimals: series.decimals,
      sourceEn: series.sourceEn,
      sourceZh: series.sourceZh,
      licence: series.licence,
      display: series.display,
      yearOnYear: series.yearOnYear,
      open: series.open,
      sort: series.sort,
    };
  }
  return {
    level: parentId ? 2 : 1,
    pid: parentId ?? null,
    valueKind: 'amount',
    decimals: 2,
    display: true,
    yearOnYear: true,
    open: true,
  };
}

export interface Option {
  value: string;
  label: string;
}

const label = (s: Series, lang: Language) => `${s.number} ${bilingual(s.nameZh, s.nameEn, lang)}`;

/** The level-1 groups a series can belong to (never the edited series itself). */
export function groupOptions(tree: readonly SeriesTreeNode[], lang: Language, exceptId?: string): Option[] {
  return tree.filter((g) => g.level === 1 && g.id !== exceptId).map((g) => ({ value: g.id, label: label(g, lang) }));
}

/** The level-2 series, grouped as the tree groups them (the series pickers of types and deflators). */
export function seriesOptions(tree: readonly SeriesTreeNode[], lang: Language) {
  return tree
    .filter((g) => g.children.length > 0)
    .map((g) => ({
      label: label(g, lang),
      options: g.children.map((c) => ({ value: c.id, label: label(c, lang) })),
    }));
}

/** The series a GDP deflator table goes into by default: the first one named after the deflator, else the first. */
export function defaultDeflatorSeries(series: readonly { id: string; nameEn: string }[]): string | undefined {
  return (series.find((s) => /deflator/i.test(s.nameEn)) ?? series[0])?.id;
}
