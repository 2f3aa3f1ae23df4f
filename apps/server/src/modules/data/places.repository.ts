import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, countries, dimensions, series } from '../../db/schema/index.js';

/** SQL of the look-ups data entry needs: series, their types, economies and cities, inside an area. */
export function placesRepository(db: Db) {
  const countryScope = (scope: AreaScope) =>
    scope.kind === 'all'
      ? sql`true`
      : scope.kind === 'country'
        ? eq(countries.id, scope.countryId)
        : scope.kind === 'city'
          ? sql`${countries.id} = (select c.country_id from ${cities} c where c.id = ${scope.cityId})`
          : sql`false`;
  const cityScope = (scope: AreaScope) =>
    scope.kind === 'all'
      ? sql`true`
      : scope.kind === 'country'
        ? eq(cities.countryId, scope.countryId)
        : scope.kind === 'city'
          ? eq(cities.id, scope.cityId)
          : sql`false`;
  return {
    findSeries: async (id: number) => (await db.select().from(series).where(eq(series.id, id)))[0],
    typesOf: (seriesId: number) =>
      db
        .select()
        .from(dimensions)
        .where(eq(dimensions.seriesId, seriesId))
        .orderBy(asc(dimensions.sort), asc(dimensions.id)),
    /** Every series (tree order) with its statistical types, for the data entry and filter pickers. */
    async seriesWithTypes() {
      const all = await db.select().from(series).orderBy(asc(series.level), asc(series.sort), asc(series.number));
      const types = await db.select().from(dimensions).orderBy(asc(dimensions.sort), asc(dimensions.id));
      return all.map((s) => ({ ...s, types: types.filter((t) => t.seriesId === s.id) }));
    },
    findCountry: async (id: number) => (await db.select().from(countries).where(eq(countries.id, id)))[0],
    findCity: async (id: number) => (await db.select().from(cities).where(eq(cities.id, id)))[0],
    /** Economies the area touches (a city administrator sees the economy of the city). */
    countries: (scope: AreaScope) =>
      db.select().from(countries).where(countryScope(scope)).orderBy(asc(countries.sort), asc(countries.nameEn)),
    /** Cities in use (not retired) inside the area, optionally of one economy: the pickers' lists. */
    cities: (scope: AreaScope, countryId?: number) =>
      db
        .select()
        .from(cities)
        .where(
          and(
            cityScope(scope),
            isNull(cities.retiredAt),
            countryId !== undefined ? eq(cities.countryId, countryId) : undefined,
          ),
        )
        .orderBy(asc(cities.sort), asc(cities.nameEn)),
  };
}
export type PlacesRepository = ReturnType<typeof placesRepository>;
