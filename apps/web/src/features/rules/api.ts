import type { CheckItem, CheckRule, CheckRuleAdd, FillRule, FillRuleAdd } from '@csp/contract/core';
import { crudEndpoints } from '../../components/crud/crud-endpoints';
import { send } from '../../lib/api-calls';
import { resourceKeys } from '../../lib/query-keys';

export type { CheckItem, CheckRule, FillRule };
export type FillRuleBody = FillRuleAdd;
export type CheckRuleBody = CheckRuleAdd;

/** Calls of the fill-rule and check-rule screens (JeecgBoot `/sys/fillRule`, `/sys/checkRule`), with their keys. */
export const fillRuleKeys = resourceKeys('rules', 'fill');
export const fillRuleEndpoints = crudEndpoints<FillRule, FillRuleBody>('/sys/fillRule', fillRuleKeys);
/** The next value of a rule (takes a number of its sequence). */
export const executeFillRule = (code: string) =>
  send<string>('PUT', `/sys/fillRule/executeRuleByCode/${encodeURIComponent(code)}`, { body: {} });

export const checkRuleKeys = resourceKeys('rules', 'check');
export const checkRuleEndpoints = crudEndpoints<CheckRule, CheckRuleBody>('/sys/checkRule', checkRuleKeys);
/** SPEC §5: resolves when the value passes; rejects with the failing check's message on `value`. */
export const checkByCode = (ruleCode: string, value: string) =>
  send('GET', '/sys/checkRule/checkByCode', { params: { ruleCode, value } });
