import { bigint, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';
import { files } from './files.js';

/** APEC member economies (the SPEC's "country"). */
export const countries = pgTable('countries', {
  id: id(),
  code: text('code').notNull().unique(),
  iso2: text('iso2').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const cities = pgTable(
  'cities',
  {
    id: id(),
    countryId: ref('country_id')
      .notNull()
      .references(() => countries.id),
    sourceKey: text('source_key').unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    adminName: text('admin_name'),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    capital: text('capital').notNull().default(''),
    population: bigint('population', { mode: 'number' }),
    describeZh: text('describe_zh').notNull().default(''),
    describeEn: text('describe_en').notNull().default(''),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cities_country_idx').on(t.countryId),
    uniqueIndex('cities_country_name_en_uq').on(t.countryId, t.nameEn),
  ],
);

/** Downloadable documents of a city (Word or PDF); names unique per city. */
export const cityFiles = pgTable(
  'city_files',
  {
    id: id(),
    cityId: ref('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    fileId: ref('file_id')
      .notNull()
      .references(() => files.id),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('city_files_city_name_uq').on(t.cityId, t.fileName)],
);
