import { z } from 'zod';
import { fitsBigint } from './core/data.js';
import { idSchema } from './envelope.js';
import { observationStatuses } from './observation.js';

/** Most places (cities plus economies) one chart query may ask for. */
export const chartMaxPlaces = 50;

const digits = /^\d{1,19}$/;

/**
 * A comma-joined list of ids (SPEC §3 `cityIds`), or an array of them: trimmed, empty items dropped, each id a
 * string of digits (an item that is not reports `key` at its position). Checked in one pass: every chart query
 * goes through it.
 */
const idList = (key: 'cityIdNotStandard' | 'parameterError') =>
  z
    .union([z.string().max(2000), z.number(), z.array(z.union([z.string(), z.number()])).max(chartMaxPlaces)])
    .transform((v, ctx) => {
      const ids: string[] = [];
      for (const item of Array.isArray(v) ? v : String(v).split(',')) {
        const id = String(item).trim();
        if (id === '') continue;
        if (!digits.test(id) || !fitsBigint(id)) {
          ctx.addIssue({ code: 'custom', message: key, path: [ids.length], input: id });
        }
        ids.push(id);
      }
      return ids;
    });

/** An id as a string of digits, or (from JSON clients) a number. */
const looseId = idSchema.or(z.number().int().nonnegative().transform(String));

const optionalYear = z.coerce.number().int('YearNotNull').min(1000, 'YearNotNull').max(9999, 'YearNotNull').optional();

/**
 * The chart query (SPEC §3 "Chart query"). `cityIds` are cities, `countryIds` economies (economy-level figures);
 * at least one place is needed. `typeId` (or its SPEC alias `dimensionInformationId`) picks the statistical type,
 * by default the series' first. `resFlag` 1 asks for year-on-year change instead of values.
 */
export const chartQuerySchema = z
  .object({
    cityIds: idList('cityIdNotStandard').optional(),
    countryIds: idList('parameterError').optional(),
    seriesId: looseId,
    startYear: optionalYear,
    endYear: optionalYear,
    typeId: looseId.or(z.literal('')).optional(),
    dimensionInformationId: looseId.or(z.literal('')).optional(),
    resFlag: z.coerce.number().int().min(0).max(1).optional(),
    findType: z.coerce.number().int().optional(),
    lang: z.enum(['en', 'zh']).optional(),
  })
  .refine((q) => (q.cityIds?.length ?? 0) + (q.countryIds?.length ?? 0) > 0, {
    message: 'cityNotId',
    path: ['cityIds'],
  })
  .refine((q) => (q.cityIds?.length ?? 0) + (q.countryIds?.length ?? 0) <= chartMaxPlaces, {
    message: 'tooManyPlaces',
    path: ['cityIds'],
  })
  .refine((q) => q.startYear === undefined || q.endYear === undefined || q.startYear <= q.endYear, {
    message: 'TheStartTimeCannot',
    path: ['startYear'],
  });
export type ChartQuery = z.infer<typeof chartQuerySchema>;
export type ChartQueryInput = z.input<typeof chartQuerySchema>;

/**
 * The query of a chart download (CSV, XLSX, JSON-stat): the chart query, and `pp=1` for the per-person view
 * (issue 19: the figures divided by the population of the same place and year, `core/per-person.ts`).
 */
export const chartFileQuerySchema = chartQuerySchema.safeExtend({
  pp: z.enum(['0', '1'], { error: 'perPersonInvalid' }).optional(),
});
export type ChartFileQuery = z.infer<typeof chartFileQuerySchema>;

/** What one key of `data` holds: a city's own figures, or an economy's (asked for, or standing in for a city). */
export const chartPlaceSchema = z.object({
  key: z.string(),
  level: z.enum(['city', 'economy']),
  cityId: idSchema.nullable().describe('the city asked for (also when it shows economy-level figures)'),
  countryId: idSchema,
  countryCode: z.string(),
  name: z.string().describe('name in the language of the request'),
  nameZh: z.string(),
  nameEn: z.string(),
  label: z.string().describe('what a chart legend should say; economy-level figures say so'),
  economyLevelFallback: z
    .boolean()
    .describe('true when a city was asked for but only its economy has figures of this series'),
  economyName: z.string().optional().describe("a city's figures: the name of its economy"),
  requestedCityName: z.string().optional().describe('economy-level figures shown for a city: the name of that city'),
  kindOfArea: z.string().optional().describe("a city's figures: what they cover (city proper, urban agglomeration...)"),
  footnote: z.string().optional().describe("a city's figures: the publishers' definitions of the area, if any"),
});
export type ChartPlace = z.infer<typeof chartPlaceSchema>;

/** The chart data (SPEC §3 "Chart data"): values per place key, aligned with `years` (null: no value). */
export const chartDataSchema = z.object({
  requestParams: z.object({
    startYear: z.number().int(),
    endYear: z.number().int(),
    seriesId: idSchema,
    typeId: idSchema,
    cityIds: z.array(idSchema),
    countryIds: z.array(idSchema),
    resFlag: z.number().int(),
  }),
  data: z.record(z.string(), z.array(z.number().nullable())),
  flags: z
    .record(z.string(), z.array(z.enum(observationStatuses).nullable()))
    .optional()
    .describe('observation statuses by place key, aligned with `years`; only places with one; absent when none'),
  years: z.array(z.number().int()),
  unit: z.string(),
  unitZh: z.string(),
  unitEn: z.string(),
  places: z.array(chartPlaceSchema),
  series: z.object({
    id: idSchema,
    number: z.string(),
    name: z.string(),
    nameZh: z.string(),
    nameEn: z.string(),
    decimals: z.number().int(),
    valueKind: z.string(),
    source: z.string(),
    licence: z.string(),
    definition: z.string().optional().describe("the series' definition in the language of the request"),
  }),
  type: z.object({
    id: idSchema,
    code: z.string(),
    name: z.string(),
    nameZh: z.string(),
    nameEn: z.string(),
    computeType: z.string(),
  }),
  yearOnYear: z.boolean(),
  publicationVersion: z.string().describe('changes whenever a publication changes (also the ETag)'),
});
export type ChartData = z.infer<typeof chartDataSchema>;

/** A city's introduction and documents (SPEC §2 data query). */
export const cityDescribeSchema = z.object({
  cityId: idSchema,
  describe: z.string().describe('sanitized rich text in the language of the request'),
  describeZh: z.string(),
  describeEn: z.string(),
  files: z.array(z.object({ id: idSchema, fileName: z.string(), url: z.string() })),
});
export type CityDescribe = z.infer<typeof cityDescribeSchema>;

/** Body of `PUT /city/data/manager/editDescribe`. */
export const cityDescribeEditSchema = z.object({
  id: idSchema,
  describeZh: z.string().max(50_000),
  describeEn: z.string().max(50_000),
  startYear: z.number().int().min(1900).max(2100).nullable().optional(),
  endYear: z.number().int().min(1900).max(2100).nullable().optional(),
});

/** Query of a city document download (`?id=` the document id). */
export const cityFileQuerySchema = z.object({ id: idSchema });

/**
 * The place table (the explorer's Table tab): one series and statistical type, every city with its own figures
 * and every economy, each with its first and last figure within the years asked for.
 */
export const placeTableQuerySchema = z
  .object({
    seriesId: looseId,
    typeId: looseId.or(z.literal('')).optional(),
    startYear: optionalYear,
    endYear: optionalYear,
    lang: z.enum(['en', 'zh']).optional(),
  })
  .refine((q) => q.startYear === undefined || q.endYear === undefined || q.startYear <= q.endYear, {
    message: 'TheStartTimeCannot',
    path: ['startYear'],
  });
export type PlaceTableQuery = z.infer<typeof placeTableQuerySchema>;
export type PlaceTableQueryInput = z.input<typeof placeTableQuerySchema>;

/** One place of the table: its first and last figure in the years asked for (null: none in those years). */
export const placeTableRowSchema = z.object({
  place: chartPlaceSchema,
  startYear: z.number().int().nullable(),
  startValue: z.number().nullable(),
  endYear: z.number().int().nullable(),
  endValue: z.number().nullable(),
});
export type PlaceTableRow = z.infer<typeof placeTableRowSchema>;

export const placeTableSchema = z.object({
  startYear: z.number().int(),
  endYear: z.number().int(),
  unit: z.string(),
  unitZh: z.string(),
  unitEn: z.string(),
  series: chartDataSchema.shape.series,
  type: chartDataSchema.shape.type,
  rows: z.array(placeTableRowSchema).describe('cities with their own figures, then economies; in catalogue order'),
  publicationVersion: z.string(),
});
export type PlaceTable = z.infer<typeof placeTableSchema>;
