import { z } from 'zod';
import { dataRuleConditions } from './core/data-rules.js';
import { idSchema } from './envelope.js';
import { idListSchema } from './validation.js';

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
