import { z } from 'zod';
import { idSchema } from './envelope.js';

/**
 * How the values of a statistical type come about:
 * - stored: entered or uploaded values;
 * - formula: arithmetic over other series (`S<number>` references, numbers, + - * / and parentheses) × coefficient;
 *   a reference stands for the value type of that series (its first type that is not `yoy`), computed if need be;
 * - chain_index: an index, 100 in `parameters.baseYear`, chained from the annual % changes of the one series
 *   its formula names (e.g. `S1300`), over the unbroken run of years that contains the base year;
 * - yoy: the year-on-year % change, (v(y) − v(y−1)) / v(y−1) × 100, of another type of the same series.
 */
export const computeTypes = ['stored', 'formula', 'chain_index', 'yoy'] as const;
export type ComputeType = (typeof computeTypes)[number];

/** Parameters of a computed statistical type. */
export const dimensionParametersSchema = z.object({
  baseYear: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .optional()
    .describe('chain_index: the year whose index is 100; formula: year of the rebased references'),
  rebase: z
    .array(z.string().regex(/^S\d{1,18}$/, 'formulaInvalid'))
    .max(10)
    .optional()
    .describe('formula: references taken as value(year) / value(baseYear), e.g. a deflator'),
  source: z
    .string()
    .max(40)
    .optional()
    .describe('yoy: code of the type of the same series it compares (default: the value type)'),
});
export type DimensionParameters = z.infer<typeof dimensionParametersSchema>;

/** A statistical type (dimension) of a series as the back office sees it (SPEC §3 "Dimension"). */
export const dimensionSchema = z.object({
  id: idSchema,
  seriesId: idSchema,
  code: z.string(),
  number: z.string().nullable(),
  level: z.number().int(),
  category: z.string().nullable(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  unitZh: z.string().nullable(),
  unitEn: z.string().nullable(),
  computeType: z.enum(computeTypes),
  formula: z.string().nullable(),
  relatedSeries: z.array(z.string()).describe('series numbers the formula refers to'),
  parameters: dimensionParametersSchema,
  coefficient: z.number(),
  resFlag: z.number().int(),
  sort: z.number().int(),
});
export type Dimension = z.infer<typeof dimensionSchema>;

/** Body of `POST /dimension/addDimension`. */
export const dimensionInputSchema = z.object({
  seriesId: idSchema,
  code: z
    .string({ error: 'parameterError' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'parameterError'),
  number: z.string().trim().max(40).nullable().optional(),
  level: z.number().int().min(1).max(2).optional(),
  category: z.string().trim().max(60).nullable().optional(),
  nameZh: z.string({ error: 'seriesNotName' }).trim().min(1, 'seriesNotName').max(200),
  nameEn: z.string({ error: 'seriesNotName' }).trim().min(1, 'seriesNotName').max(200),
  contentZh: z.string().max(20_000).optional(),
  contentEn: z.string().max(20_000).optional(),
  unitZh: z.string().trim().max(60).nullable().optional(),
  unitEn: z.string().trim().max(60).nullable().optional(),
  computeType: z.enum(computeTypes, { error: 'computeTypeInvalid' }),
  formula: z.string().trim().max(500).nullable().optional(),
  parameters: dimensionParametersSchema.optional(),
  coefficient: z.number().finite().optional(),
  resFlag: z.number().int().min(0).max(1).optional(),
  sort: z.number().int().optional(),
});
export type DimensionInput = z.infer<typeof dimensionInputSchema>;

/** Body of `PUT /dimension/editDimension`. */
export const dimensionEditSchema = dimensionInputSchema.extend({ id: idSchema });
export type DimensionEdit = z.infer<typeof dimensionEditSchema>;

/** Body of `PUT /dimension/dimensionInformation/edit`: only the computing part of a type. */
export const dimensionInformationEditSchema = z.object({
  id: idSchema,
  formula: z.string().trim().max(500).nullable().optional(),
  parameters: dimensionParametersSchema.optional(),
  coefficient: z.number().finite().optional(),
});

/** One option of `GET /dimension/getComputeType`. */
export const computeTypeOptionSchema = z.object({
  value: z.enum(computeTypes),
  nameEn: z.string(),
  nameZh: z.string(),
  needsFormula: z.boolean(),
  parameters: z.array(z.string()),
});

/** Query of lists scoped to one series. */
export const seriesIdQuerySchema = z.object({ seriesId: idSchema });

/** A series a formula may refer to (`getSeriesList`). */
export const formulaSeriesSchema = z.object({
  id: idSchema,
  number: z.string(),
  reference: z.string().describe('the formula reference, S<number>'),
  name: z.string(),
  nameEn: z.string(),
  unitEn: z.string(),
  stored: z.boolean().describe('has a stored statistical type, so formulas may refer to it'),
});

/** Result of the GDP deflator import. */
export const deflatorImportResultSchema = z.object({
  seriesId: idSchema,
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int().describe('rows equal to the stored value: left as they are'),
  skippedRows: z.number().int().describe('rows of economies the product does not hold (World Bank aggregates)'),
  skipped: z.array(z.object({ line: z.number().int(), economy: z.string(), name: z.string() })),
});
