import {
  type CheckItem,
  type CheckRuleAdd,
  type CheckRuleEdit,
  type FillResetPeriod,
  type FillRuleAdd,
  type FillRuleEdit,
  type Language,
  parseFillPattern,
} from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { checkValue } from './check-engine.js';
import { dateParts, formatFill, periodKey, resetCoveredByPattern } from './fill-pattern.js';
import { presentCheckRule, presentFillRule } from './rules.presenter.js';
import type { CheckRulesRepository, FillRulesRepository, RulePageQuery } from './rules.repository.js';

const codeTakenError = () => conflict('duplicate', [{ field: 'ruleCode', message: 'duplicate' }]);

/**
 * Fill rules: a pattern with one sequence; the sequence of a rule (and period, when it resets) is raised by
 * one atomic statement per call, so no two calls anywhere get the same value.
 */
export function fillRulesService(repo: FillRulesRepository, timeZone: string | undefined) {
  const ruleOrFail = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  const checkReset = (pattern: string, reset: FillResetPeriod) => {
    const tokens = parseFillPattern(pattern);
    if (!tokens) throw badRequest('fillPatternInvalid', [{ field: 'pattern', message: 'fillPatternInvalid' }]);
    if (!resetCoveredByPattern(reset, tokens)) {
      throw badRequest('fillResetNeedsDate', [{ field: 'resetPeriod', message: 'fillResetNeedsDate' }]);
    }
  };
  return {
    async page(query: RulePageQuery) {
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(presentFillRule), total, query);
    },
    get: async (id: number) => presentFillRule(await ruleOrFail(id)),
    async add(body: FillRuleAdd) {
      checkReset(body.pattern, body.resetPeriod);
      if (await repo.codeTaken(body.ruleCode)) throw codeTakenError();
      const id = await repo.insert({
        code: body.ruleCode,
        name: body.ruleName,
        pattern: body.pattern,
        resetPeriod: body.resetPeriod,
        description: body.description ?? '',
      });
      return { id: String(id) };
    },
    async edit(body: FillRuleEdit) {
      const id = Number(body.id);
      const row = await ruleOrFail(id);
      checkReset(body.pattern ?? row.pattern, body.resetPeriod ?? (row.resetPeriod as FillResetPeriod));
      if (body.ruleCode && (await repo.codeTaken(body.ruleCode, id))) throw codeTakenError();
      await repo.update(id, {
        code: body.ruleCode,
        name: body.ruleName,
        pattern: body.pattern,
        resetPeriod: body.resetPeriod,
        description: body.description,
      });
    },
    async remove(id: number) {
      if (!(await repo.delete(id)).length) throw notFound();
    },
    /** JeecgBoot `executeRuleByCode`: the next value of the rule. */
    async execute(code: string): Promise<string> {
      const rule = await repo.findByCode(code);
      if (!rule) throw notFound('ruleNotExist');
      const tokens = parseFillPattern(rule.pattern);
      if (!tokens) throw badRequest('fillPatternInvalid');
      const parts = dateParts(new Date(), timeZone);
      const seq = await repo.nextValue(rule.id, periodKey(rule.resetPeriod as FillResetPeriod, parts));
      return formatFill(tokens, parts, seq);
    },
  };
}
export type FillRulesService = ReturnType<typeof fillRulesService>;

/** Check rules: ordered items, the first failure's message answers; unsafe or slow patterns never decide. */
export function checkRulesService(repo: CheckRulesRepository) {
  const ruleOrFail = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  return {
    async page(query: RulePageQuery) {
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(presentCheckRule), total, query);
    },
    get: async (id: number) => presentCheckRule(await ruleOrFail(id)),
    async add(body: CheckRuleAdd) {
      if (await repo.codeTaken(body.ruleCode)) throw codeTakenError();
      const id = await repo.insert({
        code: body.ruleCode,
        name: body.ruleName,
        items: body.rules,
        description: body.ruleDescription ?? '',
      });
      return { id: String(id) };
    },
    async edit(body: CheckRuleEdit) {
      const id = Number(body.id);
      await ruleOrFail(id);
      if (body.ruleCode && (await repo.codeTaken(body.ruleCode, id))) throw codeTakenError();
      await repo.update(id, {
        code: body.ruleCode,
        name: body.ruleName,
        items: body.rules,
        description: body.ruleDescription,
      });
    },
    async remove(id: number) {
      if (!(await repo.delete(id)).length) throw notFound();
    },
    /** SPEC §5/§7 `checkByCode`: resolves when the value passes; 400 with the item's message when it does not. */
    async check(code: string, value: string, lang: Language) {
      const rule = await repo.findByCode(code);
      if (!rule) throw notFound('ruleNotExist');
      const outcome = checkValue((rule.items ?? []) as CheckItem[], value, lang);
      if (outcome.ok) return;
      if (outcome.reason === 'failed') {
        throw badRequest('checkRuleFailed', [{ field: 'value', message: outcome.message }]);
      }
      const key = outcome.reason === 'timeout' ? 'regexTimeout' : 'regexUnsafe';
      throw badRequest(key, [{ field: 'value', message: key }]);
    },
  };
}
export type CheckRulesService = ReturnType<typeof checkRulesService>;
