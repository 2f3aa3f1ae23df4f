import type { ComputeType, Dimension, DimensionParameters } from '@csp/contract/core';

/** The fields of the statistical type dialog (SPEC §3 "Dimension"). */
export interface DimensionFormValues {
  seriesId: string;
  code: string;
  nameEn: string;
  nameZh: string;
  unitEn?: string | null;
  unitZh?: string | null;
  computeType: ComputeType;
  formula?: string | null;
  parameters?: { baseYear?: number | null; rebase?: string[]; source?: string | null };
  coefficient?: number | null;
  contentEn?: string;
  contentZh?: string;
  sort?: number | null;
}

/** Compute types that take a formula (`S<number>` references). */
export const takesFormula = (type: ComputeType | undefined) => type === 'formula' || type === 'chain_index';

/** The parameters a compute type uses; the others are not sent. */
export function parametersFor(type: ComputeType, p: DimensionFormValues['parameters'] = {}): DimensionParameters {
  const out: DimensionParameters = {};
  const baseYear = p.baseYear ?? undefined;
  if ((type === 'formula' || type === 'chain_index') && baseYear !== undefined) out.baseYear = baseYear;
  if (type === 'formula' && p.rebase && p.rebase.length > 0) out.rebase = [...p.rebase];
  if (type === 'yoy' && p.source) out.source = p.source;
  return out;
}

/** The computing part of the dialog: formula only where one is taken, the coefficient only for formulas. */
export function computingPart(
  values: Pick<DimensionFormValues, 'computeType' | 'formula' | 'parameters' | 'coefficient'>,
) {
  const formula = takesFormula(values.computeType) ? (values.formula ?? '').trim() || null : null;
  return {
    formula,
    parameters: parametersFor(values.computeType, values.parameters),
    coefficient: values.computeType === 'formula' ? (values.coefficient ?? 1) : 1,
  };
}

/** The dialog's values as the add/edit body. */
export function dimensionBody(values: DimensionFormValues) {
  const blank = (text: string | null | undefined) => ((text ?? '').trim() === '' ? null : (text ?? '').trim());
  return {
    seriesId: values.seriesId,
    code: values.code.trim(),
    nameEn: values.nameEn.trim(),
    nameZh: values.nameZh.trim(),
    unitEn: blank(values.unitEn),
    unitZh: blank(values.unitZh),
    computeType: values.computeType,
    ...computingPart(values),
    contentEn: values.contentEn ?? '',
    contentZh: values.contentZh ?? '',
    ...(values.sort === undefined || values.sort === null ? {} : { sort: values.sort }),
  };
}

/** What the dialog opens with: the edited type, or a new stored type of `seriesId`. */
export function dimensionFormValues(d?: Dimension | null, seriesId?: string): Partial<DimensionFormValues> {
  if (!d) return { seriesId, computeType: 'stored', coefficient: 1, parameters: {} };
  return {
    seriesId: d.seriesId,
    code: d.code,
    nameEn: d.nameEn,
    nameZh: d.nameZh,
    unitEn: d.unitEn,
    unitZh: d.unitZh,
    computeType: d.computeType,
    formula: d.formula,
    parameters: { ...d.parameters },
    coefficient: d.coefficient,
    contentEn: d.contentEn,
    contentZh: d.contentZh,
    sort: d.sort,
  };
}

/** The series references of a formula text, each once, in order (`S1100 / S2100` → S1100, S2100). */
export function formulaReferences(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').match(/\bS[1-9]\d{0,17}\b/g) ?? [])];
}

/** Puts a reference into a formula at the caret (or the end), with spaces around operators kept readable. */
export function insertReference(text: string, ref: string, at = text.length): { text: string; caret: number } {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const left = before === '' || /[\s(]$/.test(before) ? '' : ' ';
  const right = after === '' || /^[\s)]/.test(after) ? '' : ' ';
  const next = `${before}${left}${ref}${right}${after}`;
  return { text: next, caret: before.length + left.length + ref.length };
}
