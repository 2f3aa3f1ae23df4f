import { z } from 'zod';
import { computeTypes, dimensionSchema } from './dimensions.js';
import { priorities } from './enums.js';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';
import { seriesTreeNodeSchema } from './series.js';

/**
 * Back-office series and dimension administration beyond the SPEC's base calls: paged lists, information push
 * (announcing a new or revised series) and the initial data of a statistical type.
 */

/** `GET /series/citySerSeries/rootList`: level-1 groups, paged, each with its level-2 series. */
export const seriesRootListQuerySchema = pageQuerySchema.extend({
  keyword: containsFilterSchema.describe('number or name (either language); a group shows the children that match'),
  column: z.enum(['sort', 'number', 'nameEn', 'nameZh']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type SeriesRootListQuery = z.infer<typeof seriesRootListQuerySchema>;
export const seriesRootNodeSchema = seriesTreeNodeSchema.extend({
  childCount: z.number().int().describe('children of the group, before the keyword filter'),
});
export type SeriesRootNode = z.infer<typeof seriesRootNodeSchema>;

/** `GET /dimension/list`: statistical types of every series, paged, sorted and filtered on the server. */
export const dimensionListQuerySchema = pageQuerySchema.extend({
  seriesId: idSchema.optional(),
  computeType: z.enum(computeTypes).optional(),
  keyword: containsFilterSchema.describe('code, name (either language) or series number'),
  column: z.enum(['seriesNumber', 'code', 'nameEn', 'nameZh', 'computeType', 'sort']).default('seriesNumber'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type DimensionListQuery = z.infer<typeof dimensionListQuerySchema>;
export const dimensionRowSchema = dimensionSchema.extend({
  seriesNumber: z.string(),
  seriesName: z.string().describe('in the language of the request'),
});
export type DimensionRowView = z.infer<typeof dimensionRowSchema>;

/** What an information push announces. */
export const seriesPushKinds = ['new', 'revised'] as const;
export type SeriesPushKind = (typeof seriesPushKinds)[number];

/** Body of `POST /series/citySerSeries/push`: announce a series to every user (released at once). */
export const seriesPushInputSchema = z.object({
  seriesId: idSchema,
  kind: z.enum(seriesPushKinds).default('new'),
  note: z.string().trim().max(2000).default('').describe('plain text added to the announcement'),
  priority: z.enum(priorities).default('L').describe('H (urgent) is also mailed when mail is set up'),
});
export type SeriesPushInput = z.infer<typeof seriesPushInputSchema>;

/** One information push of a series (`GET /series/citySerSeries/push/list?seriesId=`). */
export const seriesPushSchema = z.object({
  id: idSchema,
  seriesId: idSchema,
  kind: z.enum(seriesPushKinds),
  note: z.string(),
  announcementId: idSchema.nullable().describe('null when the announcement was deleted since'),
  titile: z.string().nullable(),
  sendStatus: z.string().nullable().describe('of the announcement: 1 released, 2 revoked'),
  pushedBy: z.string().nullable(),
  pushedAt: z.string().describe('ISO 8601 time'),
});
export type SeriesPush = z.infer<typeof seriesPushSchema>;

/** `?dimensionId=` of the initial-data calls. */
export const initialDataQuerySchema = z.object({ dimensionId: idSchema });

/** A stored statistical type whose values a type is computed from (its "initial data"). */
export const initialDataInputSchema = z.object({
  dimensionId: idSchema,
  seriesId: idSchema,
  seriesNumber: z.string(),
  seriesName: z.string(),
  code: z.string(),
  name: z.string(),
  values: z.number().int().describe('values held now, inside the area of the caller'),
});
export type InitialDataInput = z.infer<typeof initialDataInputSchema>;

/** Result of `POST /dimension/importInitialData`. */
export const initialDataImportResultSchema = z.object({
  dimensionId: idSchema,
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int().describe('rows equal to the stored value: left as they are'),
});
