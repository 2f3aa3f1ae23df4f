import { type CheckItem, type CheckRule, type FillRule, fillResetPeriods } from '@csp/contract';
import { isoTime } from '../../lib/replies.js';
import type { CheckRuleRow, FillRuleRow } from './rules.repository.js';

export function presentFillRule(row: FillRuleRow): FillRule {
  const reset = (fillResetPeriods as readonly string[]).includes(row.resetPeriod) ? row.resetPeriod : 'none';
  return {
    id: String(row.id),
    ruleName: row.name,
    ruleCode: row.code,
    pattern: row.pattern,
    resetPeriod: reset as FillRule['resetPeriod'],
    description: row.description,
    createTime: isoTime(row.createdAt),
    updateTime: isoTime(row.updatedAt),
  };
}

export function presentCheckRule(row: CheckRuleRow): CheckRule {
  return {
    id: String(row.id),
    ruleName: row.name,
    ruleCode: row.code,
    rules: (row.items ?? []) as CheckItem[],
    ruleDescription: row.description,
    createTime: isoTime(row.createdAt),
    updateTime: isoTime(row.updatedAt),
  };
}
