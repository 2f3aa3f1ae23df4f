import { z } from 'zod';
import { cityKinds } from './core/cities.js';
import { idSchema } from './envelope.js';

export const cityKindSchema = z.enum(cityKinds);
export type CityKind = z.infer<typeof cityKindSchema>;

const nameField = z.string().trim().min(1).max(200);

/** A code of the city in an outside scheme (UN, a census...): unique per scheme. */
export const cityCodeSchema = z.object({
  scheme: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'invalidFormat'),
  code: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^\s;:]+$/, 'invalidFormat'),
});
export type CityCode = z.infer<typeof cityCodeSchema>;

/** Another name of the city: an official long form (北京市, Beijing Shi), an older spelling, a romanisation. */
export const cityAliasSchema = z.object({ lang: z.enum(['en', 'zh']), name: nameField });
export type CityAlias = z.infer<typeof cityAliasSchema>;

/** `POST /city/data/manager/add`: a new city of an economy. */
export const cityCreateSchema = z.object({
  countryId: idSchema,
  nameEn: nameField,
  nameZh: nameField,
  adminName: z.string().trim().max(200).nullish(),
  kindOfArea: cityKindSchema.default('city_proper'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  population: z.number().int().min(0).max(1e11).nullish(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  aliases: z.array(cityAliasSchema).max(50).default([]),
  codes: z.array(cityCodeSchema).max(20).default([]),
});
export type CityCreate = z.infer<typeof cityCreateSchema>;

/** `PUT /city/data/manager/edit`: a city's fields (its economy does not change); aliases and codes replaced. */
export const cityUpdateSchema = cityCreateSchema.omit({ countryId: true }).extend({ id: idSchema });
export type CityUpdate = z.infer<typeof cityUpdateSchema>;

/** One city as the back office edits it. */
export const cityDetailSchema = z.object({
  id: idSchema,
  countryId: idSchema,
  nameEn: z.string(),
  nameZh: z.string(),
  adminName: z.string().nullable(),
  kindOfArea: cityKindSchema,
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().nullable(),
  sort: z.number().int(),
  aliases: z.array(cityAliasSchema),
  codes: z.array(cityCodeSchema),
  retired: z.boolean(),
  retiredAt: z.string().nullable(),
});
export type CityDetail = z.infer<typeof cityDetailSchema>;

/** The result of a city import: every row written, or none. */
export const cityImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type CityImportResult = z.infer<typeof cityImportResultSchema>;

/** `GET /city/data/manager/exportCities` and `cityTemplate`: the file format. */
export const cityFileFormatQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/**
 * Columns of the city import/export file (the template's header is in the user's language; either language's
 * header is read). Several alternative names or codes go in one cell separated by `;`; a code is `scheme:code`.
 */
export const cityFileColumns = [
  'id',
  'economy',
  'nameEn',
  'nameZh',
  'region',
  'kindOfArea',
  'latitude',
  'longitude',
  'population',
  'namesEn',
  'namesZh',
  'codes',
] as const;
export type CityFileColumn = (typeof cityFileColumns)[number];

export const cityFileHeaders: Record<CityFileColumn, { en: string; zh: string }> = {
  id: { en: 'ID', zh: 'ID' },
  economy: { en: 'Economy', zh: '经济体' },
  nameEn: { en: 'English name', zh: '英文名称' },
  nameZh: { en: 'Chinese name', zh: '中文名称' },
  region: { en: 'Region', zh: '行政区' },
  kindOfArea: { en: 'Kind of area', zh: '区域类型' },
  latitude: { en: 'Latitude', zh: '纬度' },
  longitude: { en: 'Longitude', zh: '经度' },
  population: { en: 'Population', zh: '人口' },
  namesEn: { en: 'Other English names', zh: '其他英文名称' },
  namesZh: { en: 'Other Chinese names', zh: '其他中文名称' },
  codes: { en: 'Codes (scheme:code)', zh: '代码（体系:代码）' },
};

/** `GET /city/data/manager/resolve`: which cities of the caller's area a text names (id, code or any name). */
export const placeResolveQuerySchema = z.object({
  text: z.string().trim().min(1).max(200),
  countryId: idSchema.optional(),
});
export const placeResolutionSchema = z.object({
  kind: z.enum(['one', 'ambiguous', 'none']),
  candidates: z.array(z.object({ id: idSchema, label: z.string() })),
});
export type PlaceResolution = z.infer<typeof placeResolutionSchema>;
