import { z } from 'zod';
import { dataStatuses, logTypes } from './enums.js';
import { idSchema } from './envelope.js';

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
  rejectReason: z.string().nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type DataValue = z.infer<typeof dataValueSchema>;

/** Filters of the back-office data list and exports. `economyOnly` keeps economy-level figures only. */
export const dataListQuerySchema = z.object({
  seriesId: idSchema.optional(),
  dimensionId: idSchema.optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
  economyOnly: z.enum(['true', 'false']).optional(),
  status: z.enum(dataStatuses).optional(),
  startYear: year.optional(),
  endYear: year.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type DataListQuery = z.infer<typeof dataListQuerySchema>;

export const dataPageSchema = z.object({
  records: z.array(dataValueSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

/** Body of `POST /data/cityDataSeries/add`: a new value, pending examination. */
export const dataValueInputSchema = z.object({
  seriesId: idSchema,
  dimensionId: idSchema.optional().describe('a stored type of the series; default: its first stored type'),
  countryId: idSchema,
  cityId: idSchema.nullable().optional().describe('unset or null: an economy-level figure'),
  year,
  value: z.number({ error: 'valueNotNumber' }).finite('valueNotNumber'),
});
export type DataValueInput = z.infer<typeof dataValueInputSchema>;

/** Body of `PUT /data/cityDataSeries/edit`: a new value sends it back to pending. */
export const dataValueEditSchema = z.object({
  id: idSchema,
  value: z.number({ error: 'valueNotNumber' }).finite('valueNotNumber'),
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
});
export type DataLog = z.infer<typeof dataLogSchema>;

export const dataLogQuerySchema = z.object({
  seriesId: idSchema.optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
  logType: z.enum(logTypes).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

export const dataLogPageSchema = z.object({
  records: z.array(dataLogSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

/** Result of an upload: every row stored (in one transaction) or none. */
export const uploadResultSchema = z.object({
  uploadId: idSchema,
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});

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
