import { z } from 'zod';
import { chartDataSchema, chartPlaceSchema, placeTableQuerySchema } from './stats.js';

/**
 * Every place's figures of one series and statistical type, year by year (the explorer's Map tab and the full
 * download of a series): each city with its own figures, then each economy with figures, values aligned with
 * `years` (null: no figure that year). Same query as the place table.
 */
export const placeGridQuerySchema = placeTableQuerySchema;
export type PlaceGridQuery = z.infer<typeof placeGridQuerySchema>;

export const placeGridSchema = z.object({
  startYear: z.number().int(),
  endYear: z.number().int(),
  years: z.array(z.number().int()),
  unit: z.string(),
  unitZh: z.string(),
  unitEn: z.string(),
  series: chartDataSchema.shape.series,
  type: chartDataSchema.shape.type,
  places: z.array(chartPlaceSchema).describe('cities with their own figures, then economies; in catalogue order'),
  data: z.record(z.string(), z.array(z.number().nullable())).describe('values per place key, aligned with years'),
  publicationVersion: z.string(),
});
export type PlaceGrid = z.infer<typeof placeGridSchema>;
