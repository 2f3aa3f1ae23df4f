import {
  type DataRuleColumnKind,
  type DataRuleCondition,
  dataRuleColumnsFor,
  dataRuleTargets,
  numericConditions,
  textConditions,
} from '@csp/contract';
import { type AnyColumn, and, eq, gt, gte, inArray, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataValues, permissionDataRules, permissions, roleDataRules, userRoles } from '../../db/schema/index.js';

/** A stored rule as the application needs it. */
export interface DataRule {
  column: string;
  condition: string;
  value: string;
}

export type RuleProblem = 'dataRuleColumnInvalid' | 'dataRuleConditionInvalid' | 'dataRuleValueInvalid';

const maxListItems = 100;

/** The typed value(s) of a rule, or the reason it is not acceptable for the column and condition. */
export function ruleValues(
  kind: DataRuleColumnKind,
  condition: string,
  raw: string,
): { values: (number | string)[] } | { problem: RuleProblem } {
  const allowed = kind === 'text' ? textConditions : numericConditions;
  if (!allowed.includes(condition as DataRuleCondition)) return { problem: 'dataRuleConditionInvalid' };
  const items = condition === 'IN' ? raw.split(',').map((v) => v.trim()) : [raw.trim()];
  if (!items.length || items.length > maxListItems || items.some((v) => v === '')) {
    return { problem: 'dataRuleValueInvalid' };
  }
  if (kind === 'text')
    return items.every((v) => v.length <= 200) ? { values: items } : { problem: 'dataRuleValueInvalid' };
  const numbers = items.map(Number);
  const fits = (n: number) => {
    if (!Number.isFinite(n)) return false;
    if (kind === 'id') return Number.isSafeInteger(n) && n > 0;
    if (kind === 'year') return Number.isInteger(n) && n >= 1000 && n <= 9999;
    return true;
  };
  const pattern = kind === 'number' ? /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/ : /^-?\d+$/;
  if (!items.every((v) => pattern.test(v)) || !numbers.every(fits)) return { problem: 'dataRuleValueInvalid' };
  return { values: numbers };
}

/** Checks a rule for a permission (its `perms`): the column allow-listed there, the condition and value fitting. */
export function checkRule(perms: string | null, rule: DataRule): RuleProblem | undefined {
  const kind = dataRuleColumnsFor(perms)[rule.column];
  if (!kind) return 'dataRuleColumnInvalid';
  const result = ruleValues(kind, rule.condition, rule.value);
  return 'problem' in result ? result.problem : undefined;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One rule as a parameterised condition over allow-listed columns; a rule that no longer fits matches nothing. */
export function ruleSql(rule: DataRule, columns: Record<string, AnyColumn>, kinds: Record<string, DataRuleColumnKind>) {
  const column = columns[rule.column];
  const kind = kinds[rule.column];
  if (!column || !kind) return sql`false`;
  const result = ruleValues(kind, rule.condition, rule.value);
  if ('problem' in result) return sql`false`;
  const [v] = result.values as [number | string];
  switch (rule.condition as DataRuleCondition) {
    case '=':
      return eq(column, v);
    case '!=':
      // rows whose column is null (economy-level figures have no city) are not equal to anything
      return sql`${column} is distinct from ${v}`;
    case '>':
      return gt(column, v);
    case '>=':
      return gte(column, v);
    case '<':
      return lt(column, v);
    case '<=':
      return lte(column, v);
    case 'IN':
      return inArray(column, result.values);
    case 'LIKE':
      return like(column, `%${escapeLike(String(v))}%`);
    case 'LEFT_LIKE':
      return like(column, `%${escapeLike(String(v))}`);
    case 'RIGHT_LIKE':
      return like(column, `${escapeLike(String(v))}%`);
    default:
      return sql`false`;
  }
}

/** The enabled rules a user's roles apply to the queries guarded by a permission code. */
export async function heldRules(db: Db, userId: number, code: string): Promise<DataRule[]> {
  return db
    .selectDistinct({
      id: permissionDataRules.id,
      column: permissionDataRules.column,
      condition: permissionDataRules.condition,
      value: permissionDataRules.value,
    })
    .from(permissionDataRules)
    .innerJoin(roleDataRules, eq(roleDataRules.ruleId, permissionDataRules.id))
    .innerJoin(userRoles, eq(userRoles.roleId, roleDataRules.roleId))
    .innerJoin(permissions, eq(permissions.id, permissionDataRules.permissionId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(permissionDataRules.status, 1),
        sql`${code} = any(string_to_array(replace(coalesce(${permissions.perms}, ''), ' ', ''), ','))`,
      ),
    );
}

/** The columns of data values a rule may name (contract `dataRuleTargets['city:data:list']`). */
const dataValueColumns: Record<string, AnyColumn> = {
  country_id: dataValues.countryId,
  city_id: dataValues.cityId,
  series_id: dataValues.seriesId,
  dimension_id: dataValues.dimensionId,
  year: dataValues.year,
  value: dataValues.value,
  status: dataValues.status,
};

/**
 * The data rules of the city data list (JeecgBoot permission data rules) for a user, as one SQL condition:
 * every rule the user's roles apply to the menus carrying `city:data:list`, all of them (AND); undefined
 * when the user holds none.
 */
export async function dataValueRuleScope(db: Db, userId: number): Promise<SQL | undefined> {
  const code = 'city:data:list';
  const rules = await heldRules(db, userId, code);
  if (!rules.length) return undefined;
  const kinds = dataRuleTargets[code] ?? {};
  return and(...rules.map((r) => ruleSql(r, dataValueColumns, kinds)));
}
