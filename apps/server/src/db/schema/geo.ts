import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** What the figures cover: city proper, urban agglomeration, metropolitan area... (contract `cityKinds`). */
    kindOfArea: text('kind_of_area').notNull().default('city_proper'),
    /** Retired: hidden from visitors and pickers, its values and history kept; null while in use. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cities_country_idx').on(t.countryId),
    // Names may repeat in an economy (Portland OR / ME; Tokyo city proper / metropolitan area), told apart by
    // region or kind of area; one name, region and kind is one city.
    uniqueIndex('cities_country_name_region_kind_uq').on(
      t.countryId,
      t.nameEn,
      sql`coalesce(${t.adminName}, '')`,
      t.kindOfArea,
    ),
  ],
);

/** Other names of a city, in either language: official long forms (北京市, Beijing Shi), older spellings... */
export const cityNames = pgTable(
  'city_names',
  {
    id: id(),
    cityId: ref('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('city_names_city_name_uq').on(t.cityId, t.name)],
);

/** Codes of a city in outside schemes (a UN or census code...): one per scheme and city, unique per scheme. */
export const cityCodes = pgTable(
  'city_codes',
  {
    id: id(),
    cityId: ref('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    scheme: text('scheme').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('city_codes_scheme_code_uq').on(t.scheme, t.code),
    uniqueIndex('city_codes_city_scheme_uq').on(t.cityId, t.scheme),
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
