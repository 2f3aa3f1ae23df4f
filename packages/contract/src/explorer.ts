import { z } from 'zod';
import { observationStatuses } from './observation.js';
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

/**
 * The Sources tab of a view (issue 19): what the figures of one series are and where they come from, for the places
 * of the chart query. `lastPublished` is the latest publication of the series' published values (of these places;
 * null when none carries a date); each place has its own. `statuses` are the observation statuses the view's values
 * carry (the legend lists them all, these marked).
 */
export const viewSourcesSchema = z.object({
  series: z.object({
    id: z.string(),
    number: z.string(),
    name: z.string(),
    definition: z.string().describe('rich text in the language of the request; empty when none'),
    source: z.string(),
    licence: z.string().describe("the source's own licence, if any"),
  }),
  type: chartDataSchema.shape.type,
  unit: z.string(),
  dataLicence: z.string().describe("the platform's data-use licence in the language of the request"),
  citation: z.string().describe('a citation of the view, naming the stable URL of its data'),
  dataUrl: z.string().describe('the stable URL of the view as JSON-stat'),
  lastPublished: z.string().nullable(),
  places: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      level: z.enum(['city', 'economy']),
      kindOfArea: z.string().describe("what a city's figures cover, in the language of the request; '' when none"),
      footnote: z.string(),
      lastPublished: z.string().nullable(),
    }),
  ),
  statuses: z.array(z.enum(observationStatuses)),
  seriesSourceUsed: z
    .boolean()
    .describe(
      "whether some figure of the view is credited to the series' own source (false when uploads naming their own source hold every figure shown)",
    ),
  uploadSources: z
    .array(
      z.object({
        publisher: z.string(),
        title: z.string(),
        url: z.string(),
        licence: z.string(),
        citation: z.string().describe('a citation of this source, in the language of the request'),
        places: z.array(
          z.object({ key: z.string(), label: z.string(), years: z.string().describe('e.g. "2019-2021, 2023"') }),
        ),
      }),
    )
    .describe(
      "sources of published figures that came from uploads naming their own source (issue 16): credited for these places and years instead of the series' source",
    ),
});
export type ViewSources = z.infer<typeof viewSourcesSchema>;
