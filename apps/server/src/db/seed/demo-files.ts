import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

/** The committed demo dataset (built by `npm run demo-data` from the published sources; see data/SOURCES.md). */
export const demoDataDir = path.resolve(import.meta.dirname, 'data');

const economy = z.object({
  code: z.string(),
  iso2: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  sort: z.number(),
});
const city = z.object({
  key: z.string(),
  economy: z.string(),
  nameEn: z.string(),
  /** null: no checked Chinese name; the city is stored with its English name in both languages. */
  nameZh: z.string().nullable(),
  adminName: z.string().nullable().optional(),
  lat: z.number(),
  lng: z.number(),
  capital: z.string(),
  population: z.number().nullable().optional(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  kindOfArea: z.enum(['city_proper', 'urban_agglomeration', 'metropolitan_area']).default('city_proper'),
  codes: z.array(z.object({ scheme: z.string(), code: z.string() })).default([]),
  aliases: z.array(z.object({ lang: z.enum(['en', 'zh']), name: z.string() })).default([]),
});
const statType = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  computeType: z.string(),
  formula: z.string().optional(),
  coefficient: z.number().optional(),
  baseYear: z.number().optional(),
});
const seriesEntry = z.object({
  number: z.string(),
  /** Whose figures: an economy's or a city's own; city series are inserted after the economy ones. */
  figures: z.enum(['economy', 'city']).default('economy'),
  parentNumber: z.string().nullable(),
  level: z.union([z.literal(1), z.literal(2)]),
  nameEn: z.string(),
  nameZh: z.string(),
  unitEn: z.string().default(''),
  unitZh: z.string().default(''),
  descriptionEn: z.string().default(''),
  descriptionZh: z.string().default(''),
  sourceEn: z.string().default(''),
  sourceZh: z.string().default(''),
  licence: z.string().default(''),
  decimals: z.number().int().default(2),
  valueKind: z.string().default('amount'),
  /** The first year whose values the publisher gives as projections (UN WUP 2018: 2019 on). */
  projectionsFrom: z.number().int().optional(),
  types: z.array(statType),
});
const valueRow = z.object({
  series_number: z.string(),
  economy: z.string(),
  year: z.coerce.number().int(),
  value: z.coerce.number(),
});

/** One line of city-values.csv: a series, a city key, the first year and the values of consecutive years. */
const cityValueLine = z.object({
  series_number: z.string(),
  city_key: z.string(),
  first_year: z.coerce.number().int(),
  values: z.string(),
});

export interface DemoCityValue {
  series_number: string;
  city_key: string;
  year: number;
  value: number;
}

/** Expands the compact lines ("4100,UN-WUP:206171,1950,429277 442740 ...") into one value per year. */
export function expandCityValues(lines: readonly z.infer<typeof cityValueLine>[]): DemoCityValue[] {
  const out: DemoCityValue[] = [];
  for (const line of lines) {
    for (const [i, cell] of line.values.split(' ').entries()) {
      if (cell === '') continue;
      const value = Number(cell);
      if (!Number.isFinite(value)) throw new Error(`city-values.csv: bad value "${cell}" for ${line.city_key}`);
      out.push({ series_number: line.series_number, city_key: line.city_key, year: line.first_year + i, value });
    }
  }
  return out;
}

export type DemoEconomy = z.infer<typeof economy>;
export type DemoCity = z.infer<typeof city>;
export type DemoSeries = z.infer<typeof seriesEntry>;
export type DemoValue = z.infer<typeof valueRow>;

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(path.join(demoDataDir, file), 'utf8')));
}

/** The demo series alone (their names, sources and licences). */
export function loadDemoSeries(): DemoSeries[] {
  return readJson('series.json', z.array(seriesEntry));
}

export function loadDemoFiles() {
  const rows: unknown[] = parse(readFileSync(path.join(demoDataDir, 'values.csv')), { columns: true });
  return {
    economies: readJson('economies.json', z.array(economy)),
    cities: readJson('cities.json', z.array(city)),
    series: readJson('series.json', z.array(seriesEntry)),
    values: z.array(valueRow).parse(rows),
    cityValues: expandCityValues(
      z.array(cityValueLine).parse(parse(readFileSync(path.join(demoDataDir, 'city-values.csv')), { columns: true })),
    ),
  };
}
export type DemoFiles = ReturnType<typeof loadDemoFiles>;
