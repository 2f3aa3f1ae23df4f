import { z } from 'zod';
import { onlineFormLimits, onlineFormTableNames } from './core/online-form.js';
import { idSchema } from './envelope.js';
import { dictOptionSchema } from './identity.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

/**
 * Online forms (JeecgBoot "Online表单开发"): a list/detail/edit screen an administrator defines over an
 * allow-listed table (core/online-form.ts). Field names are checked against that list by the server; here they
 * must at least look like a column name (letters and digits), so no SQL, quote or control character passes.
 */

/** A column name as forms and requests give it: letters and digits, starting with a letter. */
export const onlineFormFieldNameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'invalidFormat');

const label = z.string().trim().min(1).max(100);
const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'invalidFormat');

export const onlineFormFieldSchema = z.object({
  field: onlineFormFieldNameSchema,
  labelZh: label,
  labelEn: label,
  /** A column of the list view. */
  list: z.boolean().default(true),
  /** A query field of the list view (text: contains; numbers and dictionary fields: equals). */
  query: z.boolean().default(false),
  /** Shown in the detail view. */
  detail: z.boolean().default(true),
  /** Editable in the edit view (only where the allow-list lets the column be edited). */
  edit: z.boolean().default(false),
  /** A dictionary (system dictionaries) whose items are the field's choices and shown texts. */
  dictCode: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_:-]*$/, 'invalidFormat')
    .default(''),
});
export type OnlineFormField = z.infer<typeof onlineFormFieldSchema>;

/**
 * A table-enhance record (SPEC §9 "Remembered table-enhance records: up to 16"): a named, remembered query of the
 * list view, shown as a quick choice above the table; its filters name query fields of the form.
 */
export const onlineFormEnhanceSchema = z.object({
  nameZh: label,
  nameEn: label,
  filters: z.record(onlineFormFieldNameSchema, z.string().trim().max(100)).default({}),
});
export type OnlineFormEnhance = z.infer<typeof onlineFormEnhanceSchema>;

const definitionFields = {
  name: label,
  nameEn: label,
  tableName: z.enum(onlineFormTableNames),
  /** Columns of the detail view's grid (SPEC §9: at most 4). */
  detailColumns: z.coerce.number().int().min(1).max(onlineFormLimits.detailColumnsMax).default(2),
  fields: z
    .array(onlineFormFieldSchema)
    .min(1)
    .max(onlineFormLimits.fields)
    .refine((fields) => new Set(fields.map((f) => f.field)).size === fields.length, 'duplicate'),
  enhanceRecords: z.array(onlineFormEnhanceSchema).max(onlineFormLimits.enhanceRecords).default([]),
  /** Whether the form's list view has a menu entry (under Online development, path /online/cgform/<code>). */
  menu: z.boolean().default(true),
};
export const onlineFormAddSchema = z.object({ code, ...definitionFields });
export const onlineFormEditSchema = z.object({
  id: idSchema,
  code: code.optional(),
  ...Object.fromEntries(Object.entries(definitionFields).map(([k, v]) => [k, v.optional()])),
} as { id: typeof idSchema; code: z.ZodOptional<typeof code> } & {
  [K in keyof typeof definitionFields]: z.ZodOptional<(typeof definitionFields)[K]>;
});
export type OnlineFormAdd = z.infer<typeof onlineFormAddSchema>;
export type OnlineFormEdit = z.infer<typeof onlineFormEditSchema>;

export const onlineFormSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** An allow-listed table (a form saved before its table left the list still shows, and cannot be used). */
  tableName: z.string(),
  detailColumns: z.number().int(),
  fields: z.array(onlineFormFieldSchema),
  enhanceRecords: z.array(onlineFormEnhanceSchema),
  menu: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type OnlineForm = z.infer<typeof onlineFormSchema>;

export const onlineFormListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'code', 'name']).default('createTime'),
  name: containsFilterSchema,
  code: containsFilterSchema,
});

// ---- Using a form ----

export const onlineFormCodeParamsSchema = z.object({ code });

/** A field as the list, detail and edit views use it: `edit` is what the allow-list and the form both allow. */
export const onlineFormViewFieldSchema = onlineFormFieldSchema.extend({ kind: z.enum(['text', 'int', 'time']) });

export const onlineFormViewSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  tableName: z.enum(onlineFormTableNames),
  detailColumns: z.number().int(),
  fields: z.array(onlineFormViewFieldSchema),
  enhanceRecords: z.array(onlineFormEnhanceSchema),
  /** The choices of each dictionary-backed field. */
  dictOptions: z.record(z.string(), z.array(dictOptionSchema)),
});
export type OnlineFormView = z.infer<typeof onlineFormViewSchema>;

/** A row: column name → value (numbers as numbers, times as ISO text). */
export const onlineFormRecordSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type OnlineFormRecord = z.infer<typeof onlineFormRecordSchema>;

/** GET …/getData/{code}: paging, sort (`column`: a list column), then query fields by name. */
export const onlineFormDataQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(onlineFormLimits.pageSize),
    column: onlineFormFieldNameSchema.optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .catchall(z.string().max(100));
export type OnlineFormDataQuery = z.infer<typeof onlineFormDataQuerySchema>;

export const onlineFormDetailQuerySchema = z.object({ id: idSchema });

/** PUT …/edit/{code}: the row and the new values of the form's editable fields (nothing else is accepted). */
export const onlineFormRowEditSchema = z.object({
  id: idSchema,
  values: z
    .record(onlineFormFieldNameSchema, z.union([z.string().max(500), z.number().int(), z.null()]))
    .refine((v) => Object.keys(v).length > 0 && Object.keys(v).length <= onlineFormLimits.fields, 'parameterError'),
});
export type OnlineFormRowEdit = z.infer<typeof onlineFormRowEditSchema>;
