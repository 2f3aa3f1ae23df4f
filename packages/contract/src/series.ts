import { z } from 'zod';
import { idSchema } from './envelope.js';

/** A series as the back office sees it (SPEC §3 "Series"). */
export const seriesSchema = z.object({
  id: idSchema,
  pid: idSchema.nullable(),
  level: z.number().int(),
  number: z.string(),
  name: z.string().describe('Chinese name (as the SPEC spells it)'),
  nameZh: z.string(),
  nameEn: z.string(),
  typeId: z.string().nullable().describe('series type; SPEC §2: one type shows values in the unit'),
  unit: z.string().describe('unit in the language of the request'),
  unitZh: z.string(),
  unitEn: z.string(),
  valueKind: z.string(),
  decimals: z.number().int(),
  content: z.string().describe('description (sanitized rich text) in the language of the request'),
  contentZh: z.string(),
  contentEn: z.string(),
  sourceZh: z.string(),
  sourceEn: z.string(),
  licence: z.string(),
  display: z.boolean(),
  yearOnYear: z.boolean(),
  open: z.boolean(),
  sort: z.number().int(),
});
export type Series = z.infer<typeof seriesSchema>;

/** A node of the two-level series tree. */
export const seriesTreeNodeSchema = seriesSchema.extend({ children: z.array(seriesSchema) });
export type SeriesTreeNode = z.infer<typeof seriesTreeNodeSchema>;

const text = (max: number) => z.string().trim().max(max);

/** Body of `POST /series/citySerSeries/add` (SPEC §5: name, number and level cannot be empty). */
export const seriesInputSchema = z.object({
  pid: idSchema.nullable().optional(),
  level: z.number({ error: 'levelNotNull' }).int('levelNotNull').min(1, 'levelNotNull').max(2, 'levelNotNull'),
  number: z
    .string({ error: 'numberNotData' })
    .trim()
    .regex(/^\d{1,18}$/, 'numberNotData'),
  nameZh: z.string({ error: 'seriesNotName' }).trim().min(1, 'seriesNotName').max(200),
  nameEn: z.string({ error: 'seriesNotName' }).trim().min(1, 'seriesNotName').max(200),
  typeId: text(40).nullable().optional(),
  unitZh: text(60).optional(),
  unitEn: text(60).optional(),
  valueKind: z.enum(['amount', 'percent', 'index', 'ratio']).optional(),
  decimals: z.number().int().min(0).max(10).optional(),
  contentZh: z.string().max(20_000).optional(),
  contentEn: z.string().max(20_000).optional(),
  sourceZh: text(500).optional(),
  sourceEn: text(500).optional(),
  licence: text(200).optional(),
  display: z.boolean().optional(),
  yearOnYear: z.boolean().optional(),
  open: z.boolean().optional(),
  sort: z.number().int().optional(),
});
export type SeriesInput = z.infer<typeof seriesInputSchema>;

/** Body of `PUT /series/citySerSeries/edit`. */
export const seriesEditSchema = seriesInputSchema.extend({ id: idSchema });
export type SeriesEdit = z.infer<typeof seriesEditSchema>;

/** Body of `PUT /series/citySerSeries/information/edit`: the localized description only. */
export const seriesInformationSchema = z.object({
  id: idSchema,
  contentZh: z.string().max(20_000),
  contentEn: z.string().max(20_000),
});

/** Query `?id=` of the by-id reads and deletes. */
export const idQuerySchema = z.object({ id: idSchema });

/** Series type options (`type/list`): how values are shown (SPEC §2 chart: in the unit or in percent). */
export const seriesTypeOptionSchema = z.object({
  value: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
});

/** Result of `POST /series/citySerSeries/importSeries`. */
export const seriesImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });

/** A statistical type option of a series as the public API shows it (SPEC §3). */
export const statisticalTypeOptionSchema = z.object({
  id: idSchema,
  typeId: idSchema.describe('the series id'),
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  content: z.string(),
  computeType: z.string(),
  resFlag: z.number().int(),
});
export type StatisticalTypeOption = z.infer<typeof statisticalTypeOptionSchema>;

/** A series with its statistical types (`queryCitySerInformationByMainId`). */
export const seriesInformationResultSchema = seriesSchema.extend({
  types: z.array(statisticalTypeOptionSchema),
});

/** A series that has published data for a city, and at which level (SPEC §2 "series of the city"). */
export const citySeriesSchema = seriesSchema.extend({
  dataLevel: z.enum(['city', 'economy']).describe('economy: only economy-level figures exist for this city'),
});
