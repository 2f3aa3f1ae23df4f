import type { CityInfoListQuery } from '@csp/contract';
import { and, asc, count, desc, eq, exists, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, cityCodes, cityFiles, cityNames, countries, files } from '../../db/schema/index.js';
import { containsPattern, pageWindow } from '../../lib/paging.js';

/** The cities of an area as a SQL condition. */
export function cityScope(scope: AreaScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'country') return eq(cities.countryId, scope.countryId);
  if (scope.kind === 'city') return eq(cities.id, scope.cityId);
  return sql`false`;
}

/** SQL of city introductions and documents. */
export function citiesRepository(db: Db) {
  return {
    find: async (id: number) => (await db.select().from(cities).where(eq(cities.id, id)))[0],
    /** One page of the cities of an area, with their economy and number of documents. */
    async page(scope: AreaScope, query: CityInfoListQuery) {
      const documents = sql<number>`(select count(*) from ${cityFiles} where ${cityFiles.cityId} = ${cities.id})::int`;
      const where = and(
        cityScope(scope),
        query.countryId ? eq(cities.countryId, Number(query.countryId)) : undefined,
        query.name
          ? or(
              ilike(cities.nameEn, containsPattern(query.name)),
              ilike(cities.nameZh, containsPattern(query.name)),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(cityNames)
                  .where(and(eq(cityNames.cityId, cities.id), ilike(cityNames.name, containsPattern(query.name)))),
              ),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(cityCodes)
                  .where(and(eq(cityCodes.cityId, cities.id), ilike(cityCodes.code, containsPattern(query.name)))),
              ),
            )
          : undefined,
        query.status === 'active'
          ? isNull(cities.retiredAt)
          : query.status === 'retired'
            ? isNotNull(cities.retiredAt)
            : undefined,
      );
      const dir = query.order === 'desc' ? desc : asc;
      const sortColumn = {
        sort: [countries.sort, cities.sort],
        nameEn: [cities.nameEn],
        name: [cities.nameZh],
        country: [countries.nameEn, cities.nameEn],
        documents: [documents],
        updateTime: [cities.updatedAt],
      }[query.column];
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select({
          id: cities.id,
          countryId: cities.countryId,
          countryName: countries.nameZh,
          countryNameEn: countries.nameEn,
          name: cities.nameZh,
          nameEn: cities.nameEn,
          adminName: cities.adminName,
          kindOfArea: cities.kindOfArea,
          retired: sql<boolean>`(${cities.retiredAt} is not null)`,
          latitude: cities.latitude,
          longitude: cities.longitude,
          startYear: cities.startYear,
          endYear: cities.endYear,
          hasDescribe: sql<boolean>`(${cities.describeEn} <> '' or ${cities.describeZh} <> '')`,
          documents,
          updatedAt: cities.updatedAt,
        })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(where)
        .orderBy(...sortColumn.map((c) => dir(c)), asc(cities.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
    updateDescribe: (
      id: number,
      row: { describeZh: string; describeEn: string; startYear?: number | null; endYear?: number | null },
    ) =>
      db
        .update(cities)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(cities.id, id)),
    files: (cityId: number) =>
      db
        .select({ id: cityFiles.id, fileName: cityFiles.fileName, fileId: cityFiles.fileId })
        .from(cityFiles)
        .where(eq(cityFiles.cityId, cityId))
        .orderBy(asc(cityFiles.fileName)),
    /** A city document with its stored file. */
    findFile: async (id: number) =>
      (
        await db
          .select({ id: cityFiles.id, cityId: cityFiles.cityId, fileName: cityFiles.fileName, file: files })
          .from(cityFiles)
          .innerJoin(files, eq(files.id, cityFiles.fileId))
          .where(eq(cityFiles.id, id))
      )[0],
    nameTaken: async (cityId: number, fileName: string) =>
      (
        await db
          .select({ id: cityFiles.id })
          .from(cityFiles)
          .where(and(eq(cityFiles.cityId, cityId), eq(cityFiles.fileName, fileName)))
      ).length > 0,
    async insertFile(row: { cityId: number; fileId: number; fileName: string }) {
      const [created] = await db.insert(cityFiles).values(row).returning({ id: cityFiles.id });
      if (!created) throw new Error('city file insert returned nothing');
      return created.id;
    },
    deleteFile: (id: number) => db.delete(cityFiles).where(eq(cityFiles.id, id)),
  };
}
export type CitiesRepository = ReturnType<typeof citiesRepository>;
