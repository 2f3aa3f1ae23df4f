import { z } from 'zod';
import { dataStatuses, logTypes } from './enums.js';
import { idSchema } from './envelope.js';
import { uploadSourceLimits } from './licences.js';
import { observationStatuses } from './observation.js';
import { containsFilterSchema, pageResultSchema } from './paging.js';

const year = z.coerce
  .number({ error: 'YearNotNull' })
  .int('YearNotNull')
  .min(1900, 'yearOutOfRange')
  .max(2100, 'yearOutOfRange');

/** One value of a series for an economy (cityId null: economy-level figure) or a city. */
export const dataValueSchema = z.object({
  id: idSchema,
  seriesId: idSchema,
  seriesNumber: z.string(),
  dimensionId: idSchema,
  countryId: idSchema,
  countryCode: z.string(),
  cityId: idSchema.nullable(),
  cityNameEn: z.string().nullable(),
  level: z.enum(['city', 'economy']),
  year: z.number().int(),
  value: z.number(),
  status: z.enum(dataStatuses),
  obsStatus: z.enum(observationStatuses).nullable().describe("the source's remark: estimate, projection..."),
  rejectReason: z.string().nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  seriesNameEn: z.string(),
  seriesNameZh: z.string(),
  dimensionCode: z.string(),
  dimensionNameEn: z.string(),
  dimensionNameZh: z.string(),
  countryNameEn: z.string(),
  countryNameZh: z.string(),
  cityNameZh: z.string().nullable(),
});
export type DataValue = z.infer<typeof dataValueSchema>;

/** Columns the back-office data list sorts by (`column`, with `order`); default: series, place, type, year. */
export const dataSortColumns = ['year', 'value', 'status', 'updatedAt', 'series'] as const;
export type DataSortColumn = (typeof dataSortColumns)[number];

/** Filters of the back-office data list and exports. `economyOnly` keeps economy-level figures only. */
export const dataListQuerySchema = z.object({
  seriesId: idSchema.optional(),
  dimensionId: idSchema.optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
  economyOnly: z.enum(['true', 'false']).optional(),
  cityOnly: z.enum(['true', 'false']).optional().describe('city figures only (no economy-level ones)'),
  status: z.enum(dataStatuses).optional(),
  waiting: z
    .enum(['true', 'false'])
    .optional()
    .describe('values waiting for examination: pending or submitted (the examine screen opens on them)'),
  startYear: year.optional(),
  endYear: year.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  column: z.enum(dataSortColumns).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type DataListQuery = z.infer<typeof dataListQuerySchema>;

/** The one page shape (JeecgBoot IPage: records, total, size, current, pages). */
export const dataPageSchema = pageResultSchema(dataValueSchema);

/** Body of `POST /data/cityDataSeries/add`: a new value, pending examination. */
export const dataValueInputSchema = z.object({
  seriesId: idSchema,
  dimensionId: idSchema.optional().describe('a stored type of the series; default: its first stored type'),
  countryId: idSchema,
  cityId: idSchema.nullable().optional().describe('unset or null: an economy-level figure'),
  year,
  value: z.number({ error: 'valueNotNumber' }).finite('valueNotNumber'),
  obsStatus: z.enum(observationStatuses).nullable().optional().describe('unset or null: a figure without remark'),
});
export type DataValueInput = z.infer<typeof dataValueInputSchema>;

/** Body of `PUT /data/cityDataSeries/edit`: a new value sends it back to pending. */
export const dataValueEditSchema = z.object({
  id: idSchema,
  value: z.number({ error: 'valueNotNumber' }).finite('valueNotNumber'),
  obsStatus: z.enum(observationStatuses).nullable().optional().describe('unset: unchanged; null: no remark'),
  note: z.string().trim().max(500).optional(),
});

/**
 * Which values an action applies to: listed `ids`, or every value of one series at one place
 * (`countryId` with `cityId`, or `countryId` alone for the economy-level figures), optionally one type.
 */
export const dataSelectionSchema = z
  .object({
    ids: z.array(idSchema).min(1).max(10_000).optional(),
    seriesId: idSchema.optional(),
    dimensionId: idSchema.optional(),
    countryId: idSchema.optional(),
    cityId: idSchema.nullable().optional(),
  })
  .refine((s) => s.ids !== undefined || (s.seriesId !== undefined && s.countryId !== undefined), {
    message: 'seriesNotId',
    path: ['seriesId'],
  });
export type DataSelection = z.infer<typeof dataSelectionSchema>;

/** Body of `POST /data/cityDataSeries/examine`: pass, or reject with a reason. */
export const examineBodySchema = z
  .object({
    ids: z.array(idSchema).min(1).max(10_000).optional(),
    seriesId: idSchema.optional(),
    dimensionId: idSchema.optional(),
    countryId: idSchema.optional(),
    cityId: idSchema.nullable().optional(),
    pass: z.boolean(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((s) => s.ids !== undefined || (s.seriesId !== undefined && s.countryId !== undefined), {
    message: 'seriesNotId',
    path: ['seriesId'],
  })
  .refine((s) => s.pass || (s.reason ?? '').length > 0, { message: 'rejectReasonRequired', path: ['reason'] });
export type ExamineBody = z.infer<typeof examineBodySchema>;

export const actionResultSchema = z.object({ count: z.number().int() });

/** One row of a value's history (SPEC §3 log types). */
export const dataLogSchema = z.object({
  id: idSchema,
  dataValueId: idSchema.nullable(),
  seriesId: idSchema,
  countryId: idSchema,
  cityId: idSchema.nullable(),
  year: z.number().int().nullable(),
  logType: z.enum(logTypes),
  oldValue: z.number().nullable(),
  newValue: z.number().nullable(),
  note: z.string().nullable(),
  userId: idSchema.nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
  seriesNumber: z.string().nullable(),
  seriesNameEn: z.string().nullable(),
  seriesNameZh: z.string().nullable(),
  countryNameEn: z.string().nullable(),
  countryNameZh: z.string().nullable(),
  cityNameEn: z.string().nullable(),
  cityNameZh: z.string().nullable(),
});
export type DataLog = z.infer<typeof dataLogSchema>;

export const dataLogQuerySchema = z.object({
  seriesId: idSchema.optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
  logType: z.enum(logTypes).optional(),
  username: containsFilterSchema.describe('who acted: user name contains, case-insensitive'),
  from: z.iso.datetime({ offset: true }).optional().describe('logged at or after'),
  to: z.iso.datetime({ offset: true }).optional().describe('logged at or before'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

/** The one page shape (JeecgBoot IPage: records, total, size, current, pages). */
export const dataLogPageSchema = pageResultSchema(dataLogSchema);

/** A row of a World Bank file left out: an economy the product does not hold (an aggregate such as "World"). */
export const uploadSkippedRowSchema = z.object({
  line: z.number().int(),
  economy: z.string(),
  name: z.string(),
});

/** A field of an upload's source: plain text on one line, no markup (issue 16). */
const sourceText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !/[<>]/.test(v), 'sourceNoMarkup')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'textInvalidCharacter');

/**
 * The source and licence of an upload's figures (issue 16): who published them, the title and address of the
 * publication, the licence (one of `knownLicences` or free text). Credited for the places and years whose published
 * figures came from the upload; the series' source otherwise.
 */
export const uploadSourceSchema = z.object({
  publisher: sourceText(uploadSourceLimits.publisher).pipe(z.string().min(1)),
  title: sourceText(uploadSourceLimits.title).default(''),
  url: sourceText(uploadSourceLimits.url)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'sourceUrlInvalid')
    .default(''),
  licence: sourceText(uploadSourceLimits.licence).default(''),
});
export type UploadSource = z.infer<typeof uploadSourceSchema>;

/** The body of setting an upload's source: the source, or null to credit the series' source again. */
export const uploadSourceBodySchema = z.object({ source: uploadSourceSchema.nullable() });

/** Result of an upload: every row stored (in one transaction) or none. */
export const uploadResultSchema = z.object({
  uploadId: idSchema,
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z
    .number()
    .int()
    .describe('rows equal to the stored value (not rejected): left as they are, still published, no log row'),
  removed: z
    .number()
    .int()
    .describe('stored values removed by rows whose value reads remove / delete / 删除 / 移除 (points holding none: 0)'),
  skippedRows: z.number().int().describe('rows of economies the product does not hold (World Bank aggregates)'),
  skipped: z.array(uploadSkippedRowSchema).describe('the first 300 of them'),
});

export type UploadResult = z.infer<typeof uploadResultSchema>;

/** One upload in the history: who, when, which file and series, how it ended and its counts. */
export const uploadHistoryItemSchema = z.object({
  id: idSchema,
  fileName: z.string().nullable(),
  seriesNumber: z.string().nullable(),
  seriesNameEn: z.string().nullable(),
  seriesNameZh: z.string().nullable(),
  status: z.enum(['processing', 'done', 'failed']).or(z.string()),
  rowCount: z.number().int(),
  rowsRead: z.number().int().describe('rows read so far (progress of one still processing)'),
  created: z.number().int().nullable(),
  updated: z.number().int().nullable(),
  unchanged: z.number().int().nullable(),
  removed: z.number().int().nullable(),
  skippedRows: z.number().int().nullable(),
  errorKey: z.string().nullable().describe('the message key of a failed upload'),
  hasReport: z.boolean().describe('a refused upload whose full error report downloads'),
  hasFile: z
    .boolean()
    .describe('the file as it was uploaded is kept and downloads (GET /city/data/manager/upload/:id/file)'),
  mine: z.boolean().describe("the reader's own upload (its report downloads)"),
  username: z.string().nullable(),
  createdAt: z.string(),
  source: uploadSourceSchema.nullable().describe("the upload's source and licence; null: the series' source"),
});
export type UploadHistoryItem = z.infer<typeof uploadHistoryItemSchema>;

/** How far one of the user's uploads has got (issue 17: GET /city/data/manager/upload/:id/progress). */
export const uploadProgressSchema = z.object({
  uploadId: idSchema,
  status: z.enum(['processing', 'done', 'failed']),
  rowsRead: z.number().int().describe('rows read and checked so far (a wide file: its values); done: every row'),
  rowsWithErrors: z
    .number()
    .int()
    .nullable()
    .describe('bad rows found so far (nothing more is then written); null when not known here'),
  rowsWritten: z
    .number()
    .int()
    .nullable()
    .describe("rows written in the upload's transaction (committed together at its end); null when not known here"),
  created: z.number().int().nullable().optional(),
  updated: z.number().int().nullable().optional(),
  unchanged: z.number().int().nullable().optional(),
  errorKey: z.string().nullable().optional().describe('the message key of a failed upload'),
  hasReport: z.boolean().optional().describe('a refused upload whose full error report downloads'),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;

/** Query of the upload history. */
export const uploadHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** What publishing an upload would change on the public side: each value with the public one it replaces. */
export const uploadPreviewSchema = z.object({
  uploadId: idSchema.optional().describe('the upload previewed (a preview by upload)'),
  total: z.number().int().describe('values the upload brought that are still its own (in your area)'),
  byStatus: z.record(z.string(), z.number().int()),
  added: z.number().int().describe('points the public side shows nothing for yet'),
  changed: z.number().int().describe('points whose public value this replaces (old → new)'),
  rows: z
    .array(
      z.object({
        id: idSchema,
        economy: z.string(),
        economyNameEn: z.string(),
        economyNameZh: z.string(),
        cityNameEn: z.string().nullable(),
        cityNameZh: z.string().nullable(),
        type: z.string(),
        year: z.number().int(),
        oldValue: z.number().nullable().describe('the value before this upload (null: a new point)'),
        newValue: z.number(),
        status: z.string(),
      }),
    )
    .describe('the first 500, by place and year'),
});
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

/** Body of `POST /city/data/manager/upload/{id}/review`: pass, reject (with a reason) or publish all of an upload. */
export const uploadReviewBodySchema = z
  .object({ action: z.enum(['pass', 'reject', 'publish']), reason: z.string().trim().max(500).optional() })
  .refine((b) => b.action !== 'reject' || (b.reason ?? '').length > 0, {
    message: 'rejectReasonRequired',
    path: ['reason'],
  });

/** At most this many economies or places in one batch review selection. */
export const batchReviewMaxPlaces = 5_000;

/**
 * A batch review selection (issue 17): the values of an upload, of a series (optionally one stored type), of
 * whole economies (their economy-level figures and their cities) and/or listed places (a city, or an economy's
 * own figures with `cityId` null). The criteria given all apply; economies and places together name one set of
 * places. At least one criterion.
 */
export const batchSelectionSchema = z
  .object({
    uploadId: idSchema.optional(),
    seriesId: idSchema.optional(),
    dimensionId: idSchema.optional(),
    countryIds: z.array(idSchema).min(1).max(batchReviewMaxPlaces).optional(),
    places: z
      .array(z.object({ countryId: idSchema, cityId: idSchema.nullable() }))
      .min(1)
      .max(batchReviewMaxPlaces)
      .optional(),
  })
  .refine(
    (s) => s.uploadId !== undefined || s.seriesId !== undefined || s.countryIds !== undefined || s.places !== undefined,
    { message: 'selectionEmpty', path: ['seriesId'] },
  );
export type BatchSelection = z.infer<typeof batchSelectionSchema>;

/** Body of `POST /city/data/manager/review`: a selection and pass, reject (with a reason) or publish. */
export const batchReviewBodySchema = z
  .object({
    selection: batchSelectionSchema,
    action: z.enum(['pass', 'reject', 'publish']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.action !== 'reject' || (b.reason ?? '').length > 0, {
    message: 'rejectReasonRequired',
    path: ['reason'],
  });
export type BatchReviewBody = z.infer<typeof batchReviewBodySchema>;

/** Result of removing the values an upload brought. */
export const uploadRemovalResultSchema = z.object({
  uploadId: idSchema,
  removed: z.number().int(),
  published: z.number().int().describe('how many of them were public (they left the public side)'),
});

/**
 * The report of a refused upload (400, `result.report`, beside `result.errors`): how many rows of each kind of
 * problem, then the first 100 rows with problems, each problem with its column, the text found and, for names
 * not found, the nearest known names.
 */
export const uploadErrorReportSchema = z.object({
  uploadId: idSchema
    .optional()
    .describe('the refused upload; its full report downloads from /city/data/manager/upload/{id}/errorReport'),
  rowsWithErrors: z.number().int(),
  rowsShown: z.number().int(),
  rowsStored: z.number().int().optional().describe('rows in the downloadable report (up to 5000)'),
  summary: z.array(z.object({ kind: z.string(), rows: z.number().int(), text: z.string() })),
  rows: z.array(
    z.object({
      line: z.number().int().describe('line of the file; the header is line 1'),
      problems: z.array(
        z.object({
          column: z.string().describe('series, type, economy, city, year, value, or row (the whole row)'),
          header: z.string().optional().describe("the year column of a wide file's value"),
          value: z.string(),
          message: z.string(),
          suggestions: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type UploadErrorReport = z.infer<typeof uploadErrorReportSchema>;

/** Query of the template and single-series exports. */
export const seriesFileQuerySchema = z.object({
  seriesId: idSchema,
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
});

/** An economy or city a back-office user may work on (selector lists). */
export const areaOptionSchema = z.object({
  id: idSchema,
  countryId: idSchema,
  name: z.string(),
  nameEn: z.string(),
});

/**
 * One series at one place (cityId null: the economy-level figures) with how many of its values are in each
 * status: the publish state of a city's series in the back office (SPEC §2 "series list with publish state").
 */
export const dataGroupSchema = z.object({
  seriesId: idSchema,
  seriesNumber: z.string(),
  seriesNameEn: z.string(),
  seriesNameZh: z.string(),
  countryId: idSchema,
  countryCode: z.string(),
  countryNameEn: z.string(),
  countryNameZh: z.string(),
  cityId: idSchema.nullable(),
  cityNameEn: z.string().nullable(),
  cityNameZh: z.string().nullable(),
  level: z.enum(['city', 'economy']),
  total: z.number().int(),
  counts: z.object({
    pending: z.number().int(),
    canExamine: z.number().int(),
    canPublish: z.number().int(),
    published: z.number().int(),
    reject: z.number().int(),
  }),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  updatedAt: z.string(),
});
export type DataGroup = z.infer<typeof dataGroupSchema>;

/** Filters of the groups list; `status` keeps the groups holding at least one value in that status. */
export const dataGroupQuerySchema = z.object({
  seriesId: idSchema.optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
  economyOnly: z.enum(['true', 'false']).optional(),
  cityOnly: z.enum(['true', 'false']).optional(),
  status: z.enum(dataStatuses).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type DataGroupQuery = z.infer<typeof dataGroupQuerySchema>;

/** The one page shape (JeecgBoot IPage: records, total, size, current, pages). */
export const dataGroupPageSchema = pageResultSchema(dataGroupSchema);

/** A series values can be entered for, with its statistical types (only `stored` ones take values). */
export const dataSeriesOptionSchema = z.object({
  id: idSchema,
  pid: idSchema.nullable(),
  level: z.number().int(),
  number: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  typeId: z.string().nullable().describe('series type: how charts show values (SPEC §2)'),
  types: z.array(
    z.object({ id: idSchema, code: z.string(), nameEn: z.string(), nameZh: z.string(), computeType: z.string() }),
  ),
});
export type DataSeriesOption = z.infer<typeof dataSeriesOptionSchema>;
