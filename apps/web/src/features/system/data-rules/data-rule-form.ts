import {
  type DataRuleColumnKind,
  type DataRuleCondition,
  dataRuleColumnsFor,
  numericConditions,
  textConditions,
} from '@csp/contract/core';

/** The columns a rule of a menu may use (from its permission codes), in a stable order. */
export function ruleColumns(perms: string | null | undefined): { name: string; kind: DataRuleColumnKind }[] {
  return Object.entries(dataRuleColumnsFor(perms)).map(([name, kind]) => ({ name, kind }));
}

/** Whether a menu carries a code whose query data rules narrow. */
export const supportsDataRules = (perms: string | null | undefined) => ruleColumns(perms).length > 0;

/** The conditions that suit a column kind (the server refuses the others). */
export function conditionsFor(kind: DataRuleColumnKind | undefined): readonly DataRuleCondition[] {
  if (!kind) return [];
  return kind === 'text' ? textConditions : numericConditions;
}

/** The client's check of a value, mirroring the server's (it checks again). */
export function valueFits(kind: DataRuleColumnKind | undefined, condition: string | undefined, value: string): boolean {
  if (!kind || !condition) return true;
  const items = condition === 'IN' ? value.split(',').map((v) => v.trim()) : [value.trim()];
  if (!items.length || items.length > 100 || items.some((v) => v === '')) return false;
  if (kind === 'text') return items.every((v) => v.length <= 200);
  const pattern = kind === 'number' ? /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/ : /^-?\d+$/;
  return items.every((v) => {
    if (!pattern.test(v)) return false;
    const n = Number(v);
    if (kind === 'id') return Number.isSafeInteger(n) && n > 0;
    if (kind === 'year') return n >= 1000 && n <= 9999;
    return Number.isFinite(n);
  });
}
