import { z } from 'zod';
import { idSchema } from './envelope.js';
import { idListSchema } from './validation.js';

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

export const sysDataRuleSchema = z.object({
  id: idSchema,
  permissionId: idSchema,
  ruleName: z.string(),
  ruleColumn: z.string(),
  ruleConditions: z.enum(dataRuleConditions),
  ruleValue: z.string(),
  status: z.enum(['0', '1']).describe('1 valid, 0 invalid'),
  createTime: z.string(),
});
export type SysDataRule = z.infer<typeof sysDataRuleSchema>;

const ruleFields = z.object({
  permissionId: idSchema,
  ruleName: z.string().trim().min(1).max(50),
  ruleColumn: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z_]+$/, 'dataRuleColumnInvalid'),
  ruleConditions: z.enum(dataRuleConditions),
  ruleValue: z.string().trim().min(1).max(500),
  status: z.enum(['0', '1']).default('1'),
});
export const dataRuleAddSchema = ruleFields;
export type DataRuleAdd = z.infer<typeof dataRuleAddSchema>;
export const dataRuleEditSchema = ruleFields.omit({ permissionId: true }).partial().extend({ id: idSchema });
export type DataRuleEdit = z.infer<typeof dataRuleEditSchema>;
export const permissionIdQuerySchema = z.object({ permissionId: idSchema });

/** GET /sys/role/datarule/{permissionId}/{roleId}: every rule of the menu and those the role applies. */
export const roleDataRuleParamsSchema = z.object({ permissionId: idSchema, roleId: idSchema });
export const roleDataRulesSchema = z.object({ datarule: z.array(sysDataRuleSchema), drChecked: z.array(idSchema) });
/** POST /sys/role/datarule: the rules of one menu a role applies (comma-joined ids; empty: none). */
export const saveRoleDataRulesSchema = z.object({
  permissionId: idSchema,
  roleId: idSchema,
  dataRuleIds: idListSchema,
});
