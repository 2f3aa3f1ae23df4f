import type { DataStatus, ObservationStatus } from '@csp/contract';
import { asc, isNull, sql } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import { scopeSql } from '../../db/area-scope.js';
import type { Db, PreparedQuery } from '../../db/client.js';
import { cities, countries, dataValues, dimensions, series } from '../../db/schema/index.js';
import { rowsOf } from '../../db/transactional.js';
import { type FlagQuery, readFlags } from './observation-flags.js';

export interface LeafRange {
  typeId: number;
  seriesId: number;
  from: number;
  to: number;
}

export interface ValueRow {
  typeId: number;
  countryId: number;
  cityId: number | null;
  year: number;
  value: number;
}

const published: readonly DataStatus[] = ['published'];

/** The published values of one place for one stored type (a block of `published-values.ts`), years in any order. */
export interface PlaceSeriesRow {
  countryId: number;
  cityId: number | null;
  years: number[];
  values: number[];
  /** The observation statuses of its values that carry one (issue 16; most carry none). */
  flags?: readonly (readonly [year: number, status: ObservationStatus])[];
}

/**
 * Every published value of one stored type ($2, of series $1), one row per place: the cities' own figures
 * (grouped along the partial index of published values) and the economy-level ones. Years and values come as
 * binary lists in the same order (`int2send`, `float8send`: big-endian, the exact doubles), so a type of
 * tens of thousands of values is a few hundred rows, and neither side formats or parses a number as text.
 * The observation statuses come along as `<year>:<status>,…` of the values that carry one (null when none), so a
 * chart reads them with its values instead of asking the database each time (issue 22).
 * Constant text, run as a named prepared statement.
 */
const publishedBlockSql = `
  select min(country_id)::int as "countryId", city_id::int as "cityId",
         string_agg(int2send(year), ''::bytea) as years, string_agg(float8send(value), ''::bytea) as vals,
         string_agg(year || ':' || obs_status, ',') filter (where obs_status is not null) as flags
  from data_values
  where series_id = $1 and dimension_id = $2 and city_id is not null and status = 'published'
  group by city_id
  union all
  select country_id::int, null::int,
         string_agg(int2send(year), ''::bytea), string_agg(float8send(value), ''::bytea),
         string_agg(year || ':' || obs_status, ',') filter (where obs_status is not null)
  from data_values
  where dimension_id = $2 and city_id is null and status = 'published'
  group by country_id`;

/** Reads `<year>:<status>,…` (`publishedBlockSql`). */
function flagList(text: string | null): PlaceSeriesRow['flags'] {
  if (!text) return undefined;
  return text.split(',').map((item) => {
    const colon = item.indexOf(':');
    return [Number(item.slice(0, colon)), item.slice(colon + 1) as ObservationStatus] as const;
  });
}

/** Reads a binary list of big-endian numbers (`size` 2: smallint, 8: double). */
function binaryList(bytes: Uint8Array, size: 2 | 8): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / size }, (_, i) =>
    size === 2 ? view.getInt16(i * 2) : view.getFloat64(i * 8),
  );
}

/** Reads every published value of one stored type, as a named prepared statement (`publishedBlockSql`). */
export function publishedBlockReader(prepared: PreparedQuery) {
  return async (typeId: number, seriesId: number): Promise<PlaceSeriesRow[]> => {
    const rows = await prepared<{
      countryId: number;
      cityId: number | null;
      years: Uint8Array;
      vals: Uint8Array;
      flags: string | null;
    }>('chart_published_block', publishedBlockSql, [seriesId, typeId]);
    return rows.map((r) => ({
      countryId: r.countryId,
      cityId: r.cityId,
      years: binaryList(r.years, 2),
      values: binaryList(r.vals, 8),
      flags: flagList(r.flags),
    }));
  };
}

/**
 * SQL of the chart query: the small catalogue (series, types, places) and the values it reads where the
 * in-memory published values (`published-values.ts`) do not serve: back-office reads of other statuses, in an area.
 */
export function chartRepository(db: Db) {
  return {
    /**
     * The observation statuses of a chart's values (`observation-flags.ts`), for back-office reads (other statuses,
     * an area); the public chart reads them with the held values.
     */
    flags: (q: FlagQuery) => readFlags(db, q),
    async catalogue() {
      const [seriesRows, typeRows, countryRows, cityRows] = await Promise.all([
        db.select().from(series).orderBy(asc(series.sort), asc(series.id)),
        db.select().from(dimensions).orderBy(asc(dimensions.sort), asc(dimensions.id)),
        db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id)),
        db
          .select({
            id: cities.id,
            countryId: cities.countryId,
            nameZh: cities.nameZh,
            nameEn: cities.nameEn,
            kindOfArea: cities.kindOfArea,
            describeZh: cities.describeZh,
            describeEn: cities.describeEn,
          })
          .from(cities)
          // Retired cities are hidden from visitors (their values are kept).
          .where(isNull(cities.retiredAt)),
      ]);
      return { seriesRows, typeRows, countryRows, cityRows };
    },

    /**
     * Values of the given stored types over their year ranges, for cities (their own figures) and
     * economies (economy-level figures, city null). Public reads pass only `published`; the back office
     * may read other statuses, always inside its area.
     */
    async values(
      leaves: LeafRange[],
      places: { cityIds: number[]; countryIds: number[] },
      options: { statuses?: readonly DataStatus[]; scope?: AreaScope } = {},
    ): Promise<ValueRow[]> {
      if (leaves.length === 0) return [];
      // A literal `= 'published'` lets PostgreSQL use the partial indexes of published values.
      const list = options.statuses ?? published;
      const status =
        list.length === 1 && list[0] === 'published'
          ? sql`${dataValues.status} = 'published'`
          : sql`${dataValues.status} = any(${sql.param([...list])}::text[])`;
      const scope = options.scope ? scopeSql(options.scope) : sql`true`;
      const cityIds = sql.param(places.cityIds);
      const countryIds = sql.param(places.countryIds);
      // Plain selects (one per stored type and level) plan in a fraction of a millisecond and use the
      // partial indexes of published values: (series, type, city, year) and (type, economy, year).
      const parts = [];
      for (const l of leaves) {
        const common = sql`${dataValues.dimensionId} = ${l.typeId} and ${dataValues.year} between ${l.from} and ${l.to}
          and ${status} and ${scope}`;
        if (places.cityIds.length > 0) {
          parts.push(sql`select ${l.typeId}::int as "typeId", ${dataValues.countryId}::int as "countryId",
              ${dataValues.cityId}::int as "cityId", ${dataValues.year}::int as year, ${dataValues.value} as value
            from ${dataValues} where ${dataValues.seriesId} = ${l.seriesId} and ${common}
              and ${dataValues.cityId} = any(${cityIds}::bigint[])`);
        }
        if (places.countryIds.length > 0) {
          parts.push(sql`select ${l.typeId}::int as "typeId", ${dataValues.countryId}::int as "countryId",
              null::int as "cityId", ${dataValues.year}::int as year, ${dataValues.value} as value
            from ${dataValues} where ${common}
              and ${dataValues.cityId} is null and ${dataValues.countryId} = any(${countryIds}::bigint[])`);
        }
      }
      if (parts.length === 0) return [];
      const result = await db.execute(sql.join(parts, sql` union all `));
      return rowsOf<ValueRow>(result);
    },

    /** For each stored type: does the city have published figures of its own, does its economy? */
    async presence(types: { typeId: number; seriesId: number }[], cityId: number, countryId: number) {
      if (types.length === 0) return [];
      const result = await db.execute(sql`
        select t.dim::int as "typeId",
          exists (select 1 from ${dataValues} v where v.series_id = t.ser and v.dimension_id = t.dim
                  and v.city_id = ${cityId} and v.status = 'published') as city,
          exists (select 1 from ${dataValues} v where v.dimension_id = t.dim and v.country_id = ${countryId}
                  and v.city_id is null and v.status = 'published') as economy
        from unnest(${sql.param(types.map((t) => t.typeId))}::bigint[], ${sql.param(types.map((t) => t.seriesId))}::bigint[]) as t(dim, ser)`);
      return rowsOf<{ typeId: number; city: boolean; economy: boolean }>(result);
    },
  };
}
export type ChartRepository = ReturnType<typeof chartRepository>;
