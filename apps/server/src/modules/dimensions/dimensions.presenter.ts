import type { ComputeType, Dimension, DimensionParameters, DimensionRowView, Language } from '@csp/contract';
import type { series } from '../../db/schema/index.js';
import { relatedSeries } from './compute-types.js';
import type { DimensionRow } from './dimensions.repository.js';

const pick = (lang: Language, zh: string, en: string) => (lang === 'zh' ? zh || en : en || zh);

export function presentDimension(row: DimensionRow, lang: Language): Dimension {
  const p = (row.parameters ?? {}) as Record<string, unknown>;
  const parameters: DimensionParameters = {};
  if (typeof p.baseYear === 'number') parameters.baseYear = p.baseYear;
  if (Array.isArray(p.rebase)) parameters.rebase = p.rebase.map(String);
  if (typeof p.source === 'string') parameters.source = p.source;
  return {
    id: String(row.id),
    seriesId: String(row.seriesId),
    code: row.code,
    number: row.number,
    level: row.level,
    category: row.category,
    name: pick(lang, row.nameZh, row.nameEn),
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    contentZh: row.contentZh,
    contentEn: row.contentEn,
    unitZh: row.unitZh,
    unitEn: row.unitEn,
    computeType: row.computeType as ComputeType,
    formula: row.formula,
    relatedSeries: relatedSeries(row.formula),
    parameters,
    coefficient: row.coefficient,
    resFlag: row.resFlag,
    sort: row.sort,
  };
}

export function presentFormulaSeries(s: typeof series.$inferSelect, stored: boolean, lang: Language) {
  return {
    id: String(s.id),
    number: s.number,
    reference: `S${s.number}`,
    name: pick(lang, s.nameZh, s.nameEn),
    nameEn: s.nameEn,
    unitEn: s.unitEn,
    stored,
  };
}

/** A row of the paged list of every series' types. */
export function presentDimensionRow(
  row: { type: DimensionRow; seriesNumber: string; seriesNameEn: string; seriesNameZh: string },
  lang: Language,
): DimensionRowView {
  return {
    ...presentDimension(row.type, lang),
    seriesNumber: row.seriesNumber,
    seriesName: pick(lang, row.seriesNameZh, row.seriesNameEn),
  };
}
