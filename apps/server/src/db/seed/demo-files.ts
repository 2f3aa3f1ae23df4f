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
  nameZh: z.string(),
  adminName: z.string().nullable().optional(),
  lat: z.number(),
  lng: z.number(),
  capital: z.string(),
  population: z.number().nullable().optional(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
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
  types: z.array(statType),
});
const valueRow = z.object({
  series_number: z.string(),
  economy: z.string(),
  year: z.coerce.number().int(),
  value: z.coerce.number(),
});

export type DemoEconomy = z.infer<typeof economy>;
export type DemoCity = z.infer<typeof city>;
export type DemoSeries = z.infer<typeof seriesEntry>;
export type DemoValue = z.infer<typeof valueRow>;

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(path.join(demoDataDir, file), 'utf8')));
}

export function loadDemoFiles() {
  const rows: unknown[] = parse(readFileSync(path.join(demoDataDir, 'values.csv')), { columns: true });
  return {
    economies: readJson('economies.json', z.array(economy)),
    cities: readJson('cities.json', z.array(city)),
    series: readJson('series.json', z.array(seriesEntry)),
    values: z.array(valueRow).parse(rows),
  };
}
export type DemoFiles = ReturnType<typeof loadDemoFiles>;
