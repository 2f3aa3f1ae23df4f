/**
 * Data rules (JeecgBoot sys_permission_data_rule): a rule belongs to a menu permission and narrows the rows
 * of the queries guarded by that menu's permission code, for users whose roles apply it. Columns come from
 * an allow-list per guarded query; values are checked against the column's type and never spliced as SQL.
 */
export const dataRuleConditions = ['=', '!=', '>', '>=', '<', '<=', 'IN', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE'] as const;
export type DataRuleCondition = (typeof dataRuleConditions)[number];

/** Value kinds of rule columns: ids and years are integers, `number` any finite number, `text` a string. */
export type DataRuleColumnKind = 'id' | 'year' | 'number' | 'text';

export const numericConditions: readonly DataRuleCondition[] = ['=', '!=', '>', '>=', '<', '<=', 'IN'];
export const textConditions: readonly DataRuleCondition[] = ['=', '!=', 'IN', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE'];

/** The columns a rule may use, per permission code of the guarded query (the city data list). */
export const dataRuleTargets: Record<string, Record<string, DataRuleColumnKind>> = {
  'city:data:list': {
    country_id: 'id',
    city_id: 'id',
    series_id: 'id',
    dimension_id: 'id',
    year: 'year',
    value: 'number',
    status: 'text',
  },
};

/** The columns allowed for a permission carrying these codes (comma-joined `perms`), or none. */
export function dataRuleColumnsFor(perms: string | null | undefined): Record<string, DataRuleColumnKind> {
  const codes = (perms ?? '').split(',').map((c) => c.trim());
  return Object.assign({}, ...codes.map((c) => dataRuleTargets[c] ?? {}));
}
