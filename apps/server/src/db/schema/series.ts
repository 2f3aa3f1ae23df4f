import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';

/** Indicator series: a two-level tree (level 1 groups, level 2 indicators). */
export const series = pgTable(
  'series',
  {
    id: id(),
    pid: ref('pid'),
    level: smallint('level').notNull(),
    number: text('number').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    typeId: text('type_id'),
    unitZh: text('unit_zh').notNull().default(''),
    unitEn: text('unit_en').notNull().default(''),
    valueKind: text('value_kind').notNull().default('amount'),
    decimals: smallint('decimals').notNull().default(2),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    sourceZh: text('source_zh').notNull().default(''),
    sourceEn: text('source_en').notNull().default(''),
    licence: text('licence').notNull().default(''),
    display: boolean('display').notNull().default(true),
    yearOnYear: boolean('year_on_year').notNull().default(true),
    open: boolean('open').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('series_name_en_uq').on(t.nameEn),
    uniqueIndex('series_name_zh_uq').on(t.nameZh),
    index('series_pid_idx').on(t.pid),
    check('series_level_ck', sql`${t.level} in (1, 2)`),
    check('series_number_ck', sql`${t.number} ~ '^[0-9]+$'`),
  ],
);

/**
 * Statistical types of a series (the SPEC's "dimension" / "statistical type option"):
 * stored values, or values computed from other series by a formula, a chained index or year-on-year.
 */
export const dimensions = pgTable(
  'dimensions',
  {
    id: id(),
    seriesId: ref('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    number: text('number'),
    level: smallint('level').notNull().default(1),
    category: text('category'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    unitZh: text('unit_zh'),
    unitEn: text('unit_en'),
    computeType: text('compute_type').notNull().default('stored'),
    formula: text('formula'),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    coefficient: doublePrecision('coefficient').notNull().default(1),
    resFlag: smallint('res_flag').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dimensions_series_code_uq').on(t.seriesId, t.code)],
);
