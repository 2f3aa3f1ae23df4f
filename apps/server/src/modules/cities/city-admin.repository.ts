import type { CityAlias, CityCode } from '@csp/contract';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, cityCodes, cityNames, countries } from '../../db/schema/index.js';
import { transactional } from '../../db/transactional.js';
import { cityScope } from './cities.repository.js';

/** The stored fields of a city that the back office sets. */
export interface CityFields {
  nameEn: string;
  nameZh: string;
  adminName: string | null;
  kindOfArea: string;
  latitude: number;
  longitude: number;
  population: number | null;
  sort?: number;
}

/** Only the settable fields, whatever else the object holds. */
const pickFields = (row: CityFields): CityFields => ({
  nameEn: row.nameEn,
  nameZh: row.nameZh,
  adminName: row.adminName,
  kindOfArea: row.kindOfArea,
  latitude: row.latitude,
  longitude: row.longitude,
  population: row.population,
  ...(row.sort === undefined ? {} : { sort: row.sort }),
});

/**
 * SQL of city management. Every statement on an existing city carries the caller's area as a condition
 * (`cityScope`), so a regional administrator cannot read or change another economy's city whatever the service
 * checked before.
 */
function queries(db: Db) {
  return {
    exists: async (id: number) => (await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id))).length > 0,
    /** A city inside the area, or undefined. */
    findScoped: async (id: number, scope: AreaScope) =>
      (
        await db
          .select()
          .from(cities)
          .where(and(eq(cities.id, id), cityScope(scope)))
      )[0],
    findCountry: async (id: number) => (await db.select().from(countries).where(eq(countries.id, id)))[0],
    aliasesOf: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ cityId: cityNames.cityId, lang: cityNames.lang, name: cityNames.name })
            .from(cityNames)
            .where(inArray(cityNames.cityId, ids))
            .orderBy(asc(cityNames.id)),
    codesOf: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ cityId: cityCodes.cityId, scheme: cityCodes.scheme, code: cityCodes.code })
            .from(cityCodes)
            .where(inArray(cityCodes.cityId, ids))
            .orderBy(asc(cityCodes.scheme)),
    /** Other cities already holding one of these codes. */
    codeOwners: (codes: CityCode[], exceptId: number | null) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .select({ cityId: cityCodes.cityId, scheme: cityCodes.scheme, code: cityCodes.code })
            .from(cityCodes)
            .where(
              and(
                or(...codes.map((c) => and(eq(cityCodes.scheme, c.scheme), eq(cityCodes.code, c.code)))),
                exceptId === null ? undefined : ne(cityCodes.cityId, exceptId),
              ),
            ),
    /** Another city of the economy with the same English name, region and kind of area. */
    nameClash: async (countryId: number, row: CityFields, exceptId: number | null) =>
      (
        await db
          .select({ id: cities.id })
          .from(cities)
          .where(
            and(
              eq(cities.countryId, countryId),
              eq(cities.nameEn, row.nameEn),
              sql`coalesce(${cities.adminName}, '') = ${row.adminName ?? ''}`,
              eq(cities.kindOfArea, row.kindOfArea),
              exceptId === null ? undefined : ne(cities.id, exceptId),
            ),
          )
      ).length > 0,
    async insert(countryId: number, row: CityFields) {
      const [created] = await db
        .insert(cities)
        .values({ ...pickFields(row), countryId })
        .returning({ id: cities.id });
      if (!created) throw new Error('city insert returned nothing');
      return created.id;
    },
    /** Updates a city inside the area; false when it is not there. */
    update: async (id: number, scope: AreaScope, row: CityFields) =>
      (
        await db
          .update(cities)
          .set({ ...pickFields(row), updatedAt: new Date() })
          .where(and(eq(cities.id, id), cityScope(scope)))
          .returning({ id: cities.id })
      ).length > 0,
    /** Retires (a date) or restores (null) a city inside the area that is not already so; false otherwise. */
    setRetired: async (id: number, scope: AreaScope, at: Date | null) =>
      (
        await db
          .update(cities)
          .set({ retiredAt: at, updatedAt: new Date() })
          .where(
            and(
              eq(cities.id, id),
              cityScope(scope),
              at === null ? isNotNull(cities.retiredAt) : isNull(cities.retiredAt),
            ),
          )
          .returning({ id: cities.id })
      ).length > 0,
    async replaceAliases(cityId: number, aliases: CityAlias[]) {
      await db.delete(cityNames).where(eq(cityNames.cityId, cityId));
      if (aliases.length > 0) await db.insert(cityNames).values(aliases.map((a) => ({ ...a, cityId })));
    },
    async replaceCodes(cityId: number, codes: CityCode[]) {
      await db.delete(cityCodes).where(eq(cityCodes.cityId, cityId));
      if (codes.length > 0) await db.insert(cityCodes).values(codes.map((c) => ({ ...c, cityId })));
    },
    /** Every code held, for an import's checks. */
    allCodes: () =>
      db.select({ cityId: cityCodes.cityId, scheme: cityCodes.scheme, code: cityCodes.code }).from(cityCodes),
    /** Adds cities in one statement per 500; their ids by (economy, English name, region, kind of area). */
    async insertMany(rows: (CityFields & { countryId: number })[]) {
      const out: { id: number; countryId: number; nameEn: string; adminName: string | null; kindOfArea: string }[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        out.push(
          ...(await db
            .insert(cities)
            .values(rows.slice(i, i + 500).map((r) => ({ ...pickFields(r), countryId: r.countryId })))
            .returning({
              id: cities.id,
              countryId: cities.countryId,
              nameEn: cities.nameEn,
              adminName: cities.adminName,
              kindOfArea: cities.kindOfArea,
            })),
        );
      }
      return out;
    },
    /** Replaces the alternative names and codes of many cities at once. */
    async replaceListsMany(
      ids: number[],
      aliases: (CityAlias & { cityId: number })[],
      codes: (CityCode & { cityId: number })[],
    ) {
      for (let i = 0; i < ids.length; i += 5000) {
        const part = ids.slice(i, i + 5000);
        await db.delete(cityNames).where(inArray(cityNames.cityId, part));
        await db.delete(cityCodes).where(inArray(cityCodes.cityId, part));
      }
      for (let i = 0; i < aliases.length; i += 1000) await db.insert(cityNames).values(aliases.slice(i, i + 1000));
      for (let i = 0; i < codes.length; i += 1000) await db.insert(cityCodes).values(codes.slice(i, i + 1000));
    },
    /** Every city of the area (retired ones too) with its economy's code, for the export. */
    exportRows: (scope: AreaScope) =>
      db
        .select({ city: cities, economy: countries.code })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(cityScope(scope))
        .orderBy(asc(countries.sort), asc(cities.sort), asc(cities.nameEn), asc(cities.id)),
  };
}

export const cityAdminRepository = (db: Db) => transactional(db, queries);
export type CityAdminRepository = ReturnType<typeof cityAdminRepository>;
