import { z } from 'zod';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

/** `GET /city/data/manager/list`: the back-office city list, inside the caller's area. */
export const cityInfoListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['sort', 'nameEn', 'name', 'country', 'documents', 'updateTime']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
  countryId: idSchema.optional(),
  name: containsFilterSchema.describe('part of the English or Chinese city name, or of an alternative name or code'),
  status: z.enum(['all', 'active', 'retired']).default('all'),
});
export type CityInfoListQuery = z.infer<typeof cityInfoListQuerySchema>;

/** One row of the back-office city list. */
export const cityInfoRowSchema = z.object({
  id: idSchema,
  countryId: idSchema,
  countryName: z.string(),
  countryNameEn: z.string(),
  name: z.string().describe('Chinese name'),
  nameEn: z.string(),
  adminName: z.string().nullable(),
  kindOfArea: z.string(),
  retired: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  /** Whether an introduction is written (in either language). */
  hasDescribe: z.boolean(),
  documents: z.number().int(),
  updateTime: z.string(),
});
export type CityInfoRow = z.infer<typeof cityInfoRowSchema>;
