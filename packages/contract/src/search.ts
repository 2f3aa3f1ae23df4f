import { z } from 'zod';
import { searchKinds, searchLimits } from './core/search.js';
import { idSchema } from './envelope.js';

/**
 * GET /reception/search (issue 19): one box across cities, economies and indicators in English, Chinese
 * characters and pinyin without tones. `limit` is the most hits of each kind.
 */
export const searchQuerySchema = z.object({
  q: z.string().max(searchLimits.queryMaxLength),
  limit: z.coerce.number().int().min(1).max(searchLimits.maxLimit).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(searchKinds),
  id: idSchema,
  nameEn: z.string(),
  nameZh: z.string(),
  /** The economy of a city (an economy: itself; an indicator: null). */
  countryId: idSchema.nullable(),
  countryNameEn: z.string().nullable(),
  countryNameZh: z.string().nullable(),
  /** What the query matched when it is not one of the two names (an alternative name, a code, pinyin). */
  matched: z.string().nullable(),
  /** The place or series has published figures. */
  hasFigures: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  cities: z.array(searchHitSchema),
  economies: z.array(searchHitSchema),
  indicators: z.array(searchHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
