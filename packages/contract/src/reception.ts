import { z } from 'zod';
import { idSchema } from './envelope.js';

/** An APEC economy as the public API shows it (SPEC §3 "Country"). */
export const countrySchema = z.object({
  id: idSchema,
  code: z.string(),
  iso2: z.string(),
  name: z.string().describe('Chinese name'),
  nameEn: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** A city as the public API shows it (SPEC §3 "City"). */
export const citySchema = z.object({
  id: idSchema,
  cityId: idSchema,
  countryId: idSchema,
  name: z.string().describe('Chinese name'),
  nameEn: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});
export type City = z.infer<typeof citySchema>;

export const countryIdParamsSchema = z.object({ id: idSchema });

/** The home page content (SPEC §3 "Home content"). */
export const homeContentSchema = z.object({
  cityIndexRotations: z.array(z.object({ fileId: idSchema, nameZh: z.string(), nameEn: z.string(), url: z.string() })),
  cityIndexContent: z.object({
    contentZh: z.string(),
    contentEn: z.string(),
    videoId: idSchema.nullable(),
    videoUrl: z.string().nullable(),
    mapFileId: idSchema.nullable(),
    mapUrl: z.string().nullable(),
  }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
