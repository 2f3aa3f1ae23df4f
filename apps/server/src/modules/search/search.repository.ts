import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, cityNames, countries, dataValues, publicationState, series } from '../../db/schema/index.js';
import { rowsOf } from '../../db/transactional.js';

/** Count and sum of the rows' writing transaction ids: changes whenever a row is added, changed or removed. */
const tableVersion = (table: typeof cities | typeof cityNames | typeof countries | typeof series) =>
  sql`(select count(*) || ':' || coalesce(sum(${table}.xmin::text::bigint), 0) from ${table})`;

/** SQL of the search index: the names of economies, cities and public series, and which have published figures. */
export function searchRepository(db: Db) {
  return {
    /**
     * A value that changes with any change of the economies, cities, their alternative names or the series (by
     * any writer: the geo module's idea), and with the publication version (which places have figures).
     */
    async version(): Promise<string> {
      const result = await db.execute(sql`select ${tableVersion(cities)} || '|' || ${tableVersion(cityNames)}
        || '|' || ${tableVersion(countries)} || '|' || ${tableVersion(series)}
        || '|' || coalesce((select ${publicationState.version}::text from ${publicationState} where ${publicationState.id} = 1), '') as version`);
      return String(rowsOf<{ version: string }>(result)[0]?.version ?? '');
    },
    listCountries: () =>
      db
        .select({
          id: countries.id,
          code: countries.code,
          iso2: countries.iso2,
          nameEn: countries.nameEn,
          nameZh: countries.nameZh,
          sort: countries.sort,
        })
        .from(countries)
        .orderBy(asc(countries.sort), asc(countries.nameEn)),
    /** Cities in use (retired ones are not shown to visitors). */
    listCities: () =>
      db
        .select({ id: cities.id, countryId: cities.countryId, nameEn: cities.nameEn, nameZh: cities.nameZh })
        .from(cities)
        .where(isNull(cities.retiredAt))
        .orderBy(asc(cities.countryId), asc(cities.sort), asc(cities.nameEn)),
    listCityNames: () => db.select({ cityId: cityNames.cityId, name: cityNames.name }).from(cityNames),
    /** The chartable public series: level 2, open and shown in the public tree. */
    listSeries: () =>
      db
        .select({ id: series.id, nameEn: series.nameEn, nameZh: series.nameZh })
        .from(series)
        .where(and(eq(series.level, 2), eq(series.open, true), eq(series.display, true)))
        .orderBy(asc(series.sort), asc(series.id)),
    /** The cities, economies and series with published figures. */
    async withFigures() {
      const published = eq(dataValues.status, 'published');
      const [cityRows, countryRows, seriesRows] = await Promise.all([
        db.selectDistinct({ id: dataValues.cityId }).from(dataValues).where(published),
        db.selectDistinct({ id: dataValues.countryId }).from(dataValues).where(published),
        db.selectDistinct({ id: dataValues.seriesId }).from(dataValues).where(published),
      ]);
      const ids = (rows: { id: number | null }[]) => new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
      return { cities: ids(cityRows), countries: ids(countryRows), series: ids(seriesRows) };
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
