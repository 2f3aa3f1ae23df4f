import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, countries } from '../../db/schema/index.js';

/** What a city list shows (not the descriptions: the all-cities list runs to thousands of rows). */
const listedCity = {
  id: cities.id,
  countryId: cities.countryId,
  nameZh: cities.nameZh,
  nameEn: cities.nameEn,
  longitude: cities.longitude,
  latitude: cities.latitude,
  startYear: cities.startYear,
  endYear: cities.endYear,
};
export type ListedCityRow = { [K in keyof typeof listedCity]: (typeof cities.$inferSelect)[K] };

/** SQL of economies and cities; retired cities are not shown to visitors. */
export function geoRepository(db: Db) {
  return {
    listCountries: () => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.nameEn)),
    findCountry: async (id: number) => (await db.select().from(countries).where(eq(countries.id, id)))[0],
    listAllCities: () =>
      db
        .select(listedCity)
        .from(cities)
        .where(isNull(cities.retiredAt))
        .orderBy(asc(cities.countryId), asc(cities.sort), asc(cities.nameEn)),
    /**
     * A value that changes whenever any city row is added, changed or removed, by any writer: the row count and
     * the sum of the rows' writing transaction ids (`xmin`). A few milliseconds on 10,000 cities, against a few
     * hundred to read them all on PGlite.
     */
    citiesVersion: async () => {
      const [row] = await db
        .select({ version: sql<string>`count(*) || ':' || coalesce(sum(${cities}.xmin::text::bigint), 0)` })
        .from(cities);
      return row?.version ?? '';
    },
    findCity: async (id: number) =>
      (
        await db
          .select(listedCity)
          .from(cities)
          .where(and(eq(cities.id, id), isNull(cities.retiredAt)))
      )[0],
  };
}
export type GeoRepository = ReturnType<typeof geoRepository>;
