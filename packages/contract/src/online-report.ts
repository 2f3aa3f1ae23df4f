import { z } from 'zod';
import { DEFAULT_DATA_SOURCE, dataSourceTypes, reportPopup } from './core/online-report.js';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

/**
 * Online reports (JeecgBoot "Online报表", SPEC §3 "Report popup config", §7 "Online report") and the data
 * sources they read (JeecgBoot sys_data_source). A report is a read-only SQL query with `${name}` parameters
 * that are bound, never spliced.
 */

const codeText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'invalidFormat');
/** A column, parameter or query-field name: an SQL identifier a report may sort and filter by. */
export const reportFieldNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'invalidFormat');

// ---- Data sources ----

export const dataSourceSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  type: z.enum(dataSourceTypes),
  host: z.string(),
  port: z.number().int(),
  database: z.string(),
  username: z.string(),
  /** Whether a password is stored; the password itself never leaves the server. */
  hasPassword: z.boolean(),
  ssl: z.boolean(),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

/** A source a report may read: the default one first. */
export const dataSourceOptionSchema = z.object({ code: z.string(), name: z.string(), type: z.string() });
export type DataSourceOption = z.infer<typeof dataSourceOptionSchema>;

export const dataSourceListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'code', 'name']).default('createTime'),
  name: containsFilterSchema,
  code: containsFilterSchema,
});

const connectionFields = {
  type: z.enum(dataSourceTypes),
  host: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9.:_[\]-]+$/, 'invalidFormat'),
  port: z.coerce.number().int().min(1).max(65535),
  database: z.string().trim().min(1).max(128),
  username: z.string().trim().min(1).max(128),
  /** Write-only: sent to set it, never read back. */
  password: z.string().max(256).optional(),
  ssl: z.boolean().optional(),
};
export const dataSourceAddSchema = z.object({
  code: codeText(50).refine((v) => v.toLowerCase() !== DEFAULT_DATA_SOURCE, 'duplicate'),
  name: z.string().trim().min(1).max(100),
  remark: z.string().trim().max(500).optional(),
  ...connectionFields,
});
export const dataSourceEditSchema = dataSourceAddSchema.partial().extend({
  id: idSchema,
  /** Removes the stored password (a password field left empty keeps it). */
  clearPassword: z.boolean().optional(),
});
export type DataSourceAdd = z.infer<typeof dataSourceAddSchema>;
export type DataSourceEdit = z.infer<typeof dataSourceEditSchema>;

/** A connection test: the typed settings, or a stored source (`id`) with any of them replaced. */
export const dataSourceTestSchema = z.object({
  id: idSchema.optional(),
  ...connectionFields,
});
export type DataSourceTest = z.infer<typeof dataSourceTestSchema>;
export const dataSourceTestResultSchema = z.object({ version: z.string(), elapsedMs: z.number() });

// ---- Report definitions ----

export const queryModes = ['single', 'group'] as const;
export const queryViews = ['text', 'number', 'date', 'list'] as const;

export const reportColumnSchema = z.object({
  field: reportFieldNameSchema,
  title: z.string().trim().min(1).max(100),
  titleEn: z.string().trim().max(100).default(''),
  dictCode: z.string().trim().max(100).default('').describe('dictionary whose text is shown for the value'),
  hidden: z.boolean().default(false),
  sortable: z.boolean().default(false),
  /** A query field: shown in the query form; `queryHidden` ones only once the form is expanded. */
  query: z.boolean().default(false),
  queryMode: z.enum(queryModes).default('single'),
  queryView: z.enum(queryViews).default('text'),
  queryHidden: z.boolean().default(false),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportParamSchema = z.object({
  name: reportFieldNameSchema,
  title: z.string().trim().min(1).max(100),
  titleEn: z.string().trim().max(100).default(''),
  defaultValue: z.string().max(500).default(''),
});
export type ReportParam = z.infer<typeof reportParamSchema>;

export const reportSqlSchema = z.string().trim().min(1).max(20_000);

export const reportAddSchema = z.object({
  code: codeText(64),
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).optional(),
  dataSource: codeText(50).default(DEFAULT_DATA_SOURCE),
  sql: reportSqlSchema,
  groupId: z.string().trim().max(64).optional().describe('set: getData results are cached for 30 s'),
  columns: z.array(reportColumnSchema).max(100).default([]),
  params: z.array(reportParamSchema).max(30).default([]),
});
export const reportEditSchema = reportAddSchema.partial().extend({ id: idSchema });
export type ReportAdd = z.infer<typeof reportAddSchema>;
export type ReportEdit = z.infer<typeof reportEditSchema>;

export const reportSummarySchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  dataSource: z.string(),
  groupId: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportDetailSchema = reportSummarySchema.extend({
  sql: z.string(),
  columns: z.array(reportColumnSchema),
  params: z.array(reportParamSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;
export const reportListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'code', 'name']).default('createTime'),
  name: containsFilterSchema,
  code: containsFilterSchema,
});

/** SQL analysis for the editor: the result's field names and the `${name}` parameters it uses. */
export const reportParseSchema = z.object({
  sql: reportSqlSchema,
  dataSource: codeText(50).default(DEFAULT_DATA_SOURCE),
});
export const reportParseResultSchema = z.object({ fields: z.array(z.string()), params: z.array(z.string()) });

/** A test run of an unsaved definition: parameter values by name, one page. */
export const reportTestRunSchema = reportParseSchema.extend({
  params: z.record(z.string(), z.string().max(500)).default({}),
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Rows of a report: plain JSON values keyed by field name. */
export const reportRecordSchema = z.record(z.string(), z.unknown());
export const reportTestRunResultSchema = z.object({
  fields: z.array(z.string()),
  records: z.array(reportRecordSchema),
  total: z.number().int(),
});
export type ReportTestRunResult = z.infer<typeof reportTestRunResultSchema>;

// ---- The cgreport API of the popup (SPEC §7) ----

export const reportDictOptionSchema = z.object({
  value: z.string(),
  text: z.string(),
  textEn: z.string(),
  label: z.string(),
  title: z.string(),
});
/** GET /online/cgreport/api/getRpColumns/{code}. */
export const rpColumnsSchema = z.object({
  cgRpConfigId: idSchema,
  cgRpConfigName: z.string(),
  cgRpConfigNameEn: z.string(),
  columns: z.array(
    z.object({
      field: z.string(),
      title: z.string(),
      titleEn: z.string(),
      dictCode: z.string(),
      hidden: z.boolean(),
      sortable: z.boolean(),
    }),
  ),
  dictOptions: z.record(z.string(), z.array(reportDictOptionSchema)),
});
export type RpColumns = z.infer<typeof rpColumnsSchema>;

/** GET /online/cgreport/api/getQueryInfo/{id}: `hidden` "1" shows the item only in the expanded form. */
export const queryInfoItemSchema = z.object({
  field: z.string(),
  label: z.string(),
  labelEn: z.string(),
  mode: z.enum(queryModes),
  view: z.enum(queryViews),
  dictCode: z.string(),
  hidden: z.enum(['0', '1']),
});
export type QueryInfoItem = z.infer<typeof queryInfoItemSchema>;
export const paramInfoItemSchema = z.object({
  field: z.string(),
  label: z.string(),
  labelEn: z.string(),
  defaultValue: z.string(),
});
export type ParamInfoItem = z.infer<typeof paramInfoItemSchema>;

export const reportCodeParamsSchema = z.object({ code: codeText(64) });

/**
 * GET /online/cgreport/api/getData/{id}: paging, sort (`column` a sortable column, `order`), then the report's
 * parameters and query fields by name (`<field>_begin` / `<field>_end` for a range).
 */
export const reportDataQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(reportPopup.pageSize),
    column: reportFieldNameSchema.optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .catchall(z.string().max(500));
export type ReportDataQuery = z.infer<typeof reportDataQuerySchema>;
export const reportDataSchema = z.object({ records: z.array(reportRecordSchema), total: z.number().int() });
