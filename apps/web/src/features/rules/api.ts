import type { CheckItem, CheckRule, CheckRuleAdd, FillRule, FillRuleAdd } from '@csp/contract';
import type { QueryParams } from '../../lib/http';
import { fetchPage, send } from '../system/shared/api';

export type { CheckItem, CheckRule, FillRule };
export type FillRuleBody = FillRuleAdd;
export type CheckRuleBody = CheckRuleAdd;

/** Calls of the fill-rule and check-rule screens (JeecgBoot `/sys/fillRule`, `/sys/checkRule`). */
export const listFillRules = (params: QueryParams) => fetchPage<FillRule>('/sys/fillRule/list', params);
export const addFillRule = (body: FillRuleBody) => send<{ id: string }>('POST', '/sys/fillRule/add', { body });
export const editFillRule = (id: string, body: Partial<FillRuleBody>) =>
  send('PUT', '/sys/fillRule/edit', { body: { ...body, id } });
export const deleteFillRule = (id: string) => send('DELETE', '/sys/fillRule/delete', { params: { id } });
/** The next value of a rule (takes a number of its sequence). */
export const executeFillRule = (code: string) =>
  send<string>('PUT', `/sys/fillRule/executeRuleByCode/${encodeURIComponent(code)}`, { body: {} });

export const listCheckRules = (params: QueryParams) => fetchPage<CheckRule>('/sys/checkRule/list', params);
export const addCheckRule = (body: CheckRuleBody) => send<{ id: string }>('POST', '/sys/checkRule/add', { body });
export const editCheckRule = (id: string, body: Partial<CheckRuleBody>) =>
  send('PUT', '/sys/checkRule/edit', { body: { ...body, id } });
export const deleteCheckRule = (id: string) => send('DELETE', '/sys/checkRule/delete', { params: { id } });
/** SPEC §5: resolves when the value passes; rejects with the failing check's message on `value`. */
export const checkByCode = (ruleCode: string, value: string) =>
  send('GET', '/sys/checkRule/checkByCode', { params: { ruleCode, value } });
