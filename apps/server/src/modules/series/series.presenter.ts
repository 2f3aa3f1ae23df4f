import type { Language, Series, SeriesRootNode, SeriesTreeNode, StatisticalTypeOption } from '@csp/contract';
import type { dimensions } from '../../db/schema/index.js';
import type { SeriesRow } from './series.repository.js';

type DimensionRow = typeof dimensions.$inferSelect;

const pick = (lang: Language, zh: string, en: string) => (lang === 'zh' ? zh || en : en || zh);

export function presentSeries(row: SeriesRow, lang: Language): Series {
  return {
    id: String(row.id),
    pid: row.pid === null ? null : String(row.pid),
    level: row.level,
    number: row.number,
    name: row.nameZh,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    typeId: row.typeId,
    unit: pick(lang, row.unitZh, row.unitEn),
    unitZh: row.unitZh,
    unitEn: row.unitEn,
    valueKind: row.valueKind,
    decimals: row.decimals,
    content: pick(lang, row.contentZh, row.contentEn),
    contentZh: row.contentZh,
    contentEn: row.contentEn,
    sourceZh: row.sourceZh,
    sourceEn: row.sourceEn,
    licence: row.licence,
    display: row.display,
    yearOnYear: row.yearOnYear,
    open: row.open,
    sort: row.sort,
  };
}

/** The two-level tree: level-1 groups with their level-2 series; orphans become roots. */
export function presentTree(rows: SeriesRow[], lang: Language): SeriesTreeNode[] {
  const roots = rows.filter((r) => r.level === 1 || r.pid === null || !rows.some((p) => p.id === r.pid));
  return roots.map((root) => ({
    ...presentSeries(root, lang),
    children: rows.filter((r) => r.pid === root.id && r.id !== root.id).map((r) => presentSeries(r, lang)),
  }));
}

const contains = (row: SeriesRow, keyword: string) =>
  [row.number, row.nameEn, row.nameZh].some((text) => text.toLowerCase().includes(keyword.toLowerCase()));

/**
 * A page of the root list: each group with its children in the order given, all of them when there is no keyword
 * or the group itself matches it, else only the children that match.
 */
export function presentRoots(
  groups: SeriesRow[],
  children: SeriesRow[],
  keyword: string | undefined,
  lang: Language,
): SeriesRootNode[] {
  return groups.map((group) => {
    const own = children.filter((c) => c.pid === group.id);
    const shown = !keyword || contains(group, keyword) ? own : own.filter((c) => contains(c, keyword));
    return {
      ...presentSeries(group, lang),
      childCount: own.length,
      children: shown.map((c) => presentSeries(c, lang)),
    };
  });
}

export function presentTypeOption(row: DimensionRow, lang: Language): StatisticalTypeOption {
  return {
    id: String(row.id),
    typeId: String(row.seriesId),
    code: row.code,
    name: pick(lang, row.nameZh, row.nameEn),
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    content: pick(lang, row.contentZh, row.contentEn),
    computeType: row.computeType,
    resFlag: row.resFlag,
  };
}
