import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, countries } from '../../db/schema/index.js';

/** SQL of economies and cities; retired cities are not shown to visitors. */
export function geoRepository(db: Db) {
  return {
    listCountries: () => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.nameEn)),
    findCountry: async (id: number) => (await db.select().from(countries).where(eq(countries.id, id)))[0],
    listCities: (countryId: number) =>
      db
        .select()
        .from(cities)
        .where(and(eq(cities.countryId, countryId), isNull(cities.retiredAt)))
        .orderBy(asc(cities.sort), asc(cities.nameEn)),
    listAllCities: () =>
      db
        .select()
        .from(cities)
        .where(isNull(cities.retiredAt))
        .orderBy(asc(cities.countryId), asc(cities.sort), asc(cities.nameEn)),
    findCity: async (id: number) =>
      (
        await db
          .select()
          .from(cities)
          .where(and(eq(cities.id, id), isNull(cities.retiredAt)))
      )[0],
  };
}
export type GeoRepository = ReturnType<typeof geoRepository>;
