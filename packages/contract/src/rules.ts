import { z } from 'zod';
import {
  checkItemTypes,
  checkValueMaxLength,
  fillPatternMaxLength,
  fillResetPeriods,
  parseFillPattern,
  regexMaxLength,
  regexSafety,
} from './core/rules.js';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

const ruleCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalidFormat');
const ruleNameSchema = z.string().trim().min(1).max(100);

// ---------------------------------------------------------------------------------------------------------
// Fill rules (JeecgBoot sys_fill_rule): a code that generates values from a pattern such as `CITY-{yyyy}-{seq:4}`.

export const fillPatternSchema = z
  .string()
  .trim()
  .min(1)
  .max(fillPatternMaxLength)
  .refine((v) => parseFillPattern(v) !== undefined, 'fillPatternInvalid');

export const fillRuleSchema = z.object({
  id: idSchema,
  ruleName: z.string(),
  ruleCode: z.string(),
  pattern: z.string(),
  resetPeriod: z.enum(fillResetPeriods),
  description: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type FillRule = z.infer<typeof fillRuleSchema>;
export const fillRuleListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'ruleCode', 'ruleName']).default('createTime'),
  ruleName: containsFilterSchema,
  ruleCode: containsFilterSchema,
});
const fillRuleFields = z.object({
  ruleName: ruleNameSchema,
  ruleCode: ruleCodeSchema,
  pattern: fillPatternSchema,
  resetPeriod: z.enum(fillResetPeriods).default('none'),
  description: z.string().trim().max(200).optional(),
});
export const fillRuleAddSchema = fillRuleFields;
export type FillRuleAdd = z.infer<typeof fillRuleAddSchema>;
export const fillRuleEditSchema = fillRuleFields
  .extend({ resetPeriod: z.enum(fillResetPeriods).optional() })
  .partial()
  .extend({ id: idSchema });
export type FillRuleEdit = z.infer<typeof fillRuleEditSchema>;
export const ruleCodeParamsSchema = z.object({ ruleCode: ruleCodeSchema });
/** JeecgBoot sends the form's values along (`formData`); our patterns do not use them. */
export const executeFillRuleBodySchema = z.object({}).passthrough().optional();

// ---------------------------------------------------------------------------------------------------------
// Check rules (JeecgBoot sys_check_rule): a code whose ordered items validate a value, each with its message.

export const checkItemSchema = z
  .object({
    type: z.enum(checkItemTypes),
    /** regex: the pattern (JavaScript syntax, `u` flag). */
    pattern: z.string().max(regexMaxLength).optional(),
    /** length: the bounds (either may be left out). */
    min: z.coerce.number().int().min(0).max(checkValueMaxLength).optional(),
    max: z.coerce.number().int().min(1).max(checkValueMaxLength).optional(),
    /** The message shown when the value fails this item: Chinese and English. */
    message: z.string().trim().min(1).max(200),
    messageEn: z.string().trim().min(1).max(200),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'regex') {
      const safety = regexSafety(item.pattern ?? '');
      if (!item.pattern) ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'fieldRequired' });
      else if (safety === 'invalid') ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'regexInvalid' });
      else if (safety !== 'ok') ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'regexUnsafe' });
    }
    if (item.type === 'length') {
      if (item.min === undefined && item.max === undefined) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: 'fieldRequired' });
      } else if (item.min !== undefined && item.max !== undefined && item.min > item.max) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: 'lengthRangeInvalid' });
      }
    }
  });
export type CheckItem = z.infer<typeof checkItemSchema>;

export const checkRuleSchema = z.object({
  id: idSchema,
  ruleName: z.string(),
  ruleCode: z.string(),
  rules: z.array(checkItemSchema),
  ruleDescription: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CheckRule = z.infer<typeof checkRuleSchema>;
export const checkRuleListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'ruleCode', 'ruleName']).default('createTime'),
  ruleName: containsFilterSchema,
  ruleCode: containsFilterSchema,
});
const checkRuleFields = z.object({
  ruleName: ruleNameSchema,
  ruleCode: ruleCodeSchema,
  rules: z.array(checkItemSchema).min(1).max(20),
  ruleDescription: z.string().trim().max(200).optional(),
});
export const checkRuleAddSchema = checkRuleFields;
export type CheckRuleAdd = z.infer<typeof checkRuleAddSchema>;
export const checkRuleEditSchema = checkRuleFields.partial().extend({ id: idSchema });
export type CheckRuleEdit = z.infer<typeof checkRuleEditSchema>;
/** `/sys/checkRule/checkByCode?ruleCode=&value=` (SPEC §5, §7). */
export const checkByCodeQuerySchema = z.object({
  ruleCode: ruleCodeSchema,
  value: z.string().max(checkValueMaxLength).default(''),
});
