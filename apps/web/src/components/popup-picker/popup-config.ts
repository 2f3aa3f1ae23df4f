import { reportPopup } from '@csp/contract/core';

/**
 * The rules of the popup picker and the report popup (SPEC §3 "Popup picker props", §5, §9), pure so they
 * are unit-tested: the configuration check, the row key, the selection check and the values handed back.
 */

/** A comma list of field names, trimmed, blanks left out. */
export const splitFields = (text: string | undefined | null): string[] =>
  (text ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

export type PopupConfigProblem = 'missing' | 'countMismatch';

/**
 * SPEC §5: code, orgFields and destFields are all required ('popup参数未正确配置!'); the source and target
 * field counts must match ('popup参数未正确配置,原始值和目标值数量不一致!').
 */
export function checkPopupConfig(props: {
  code?: string | null;
  orgFields?: string | null;
  destFields?: string | null;
}): PopupConfigProblem | null {
  if (!props.code?.trim() || !props.orgFields?.trim() || !props.destFields?.trim()) return 'missing';
  if (splitFields(props.orgFields).length !== splitFields(props.destFields).length) return 'countMismatch';
  return null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** SPEC §9: a row's key is its values joined, cut at 50 characters. */
export function rowKeyOf(record: Record<string, unknown>): string {
  return Object.values(record).map(text).join('').slice(0, reportPopup.rowKeyMax);
}

/** The keys of a page's rows; a key two rows share (cut at 50) gets the row's position appended. */
export function rowKeysOf(records: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  return records.map((record, index) => {
    let key = rowKeyOf(record);
    if (seen.has(key)) key = `${key}#${index}`;
    seen.add(key);
    return key;
  });
}

/** SPEC §5: nothing chosen, or more than one when multi is off, is refused ("请选择一条记录"). */
export const selectionAcceptable = (count: number, multi: boolean) => count >= 1 && (multi || count === 1);

/** The values for the target fields: each source column of the chosen rows, comma-joined for several rows. */
export function popupValues(
  rows: readonly Record<string, unknown>[],
  orgFields: string,
  destFields: string,
): Record<string, string> {
  const sources = splitFields(orgFields);
  const targets = splitFields(destFields);
  const values: Record<string, string> = {};
  targets.forEach((target, index) => {
    const source = sources[index] as string;
    values[target] = rows.map((row) => text(row[source])).join(',');
  });
  return values;
}

/** The getData query of the popup's form: non-blank values only, trimmed, dates as YYYY-MM-DD. */
export function queryOf(values: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    const formatted =
      typeof value === 'object' && 'format' in value && typeof value.format === 'function'
        ? String(value.format('YYYY-MM-DD'))
        : String(value).trim();
    if (formatted) query[name] = formatted;
  }
  return query;
}
