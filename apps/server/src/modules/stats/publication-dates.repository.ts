import { and, eq, inArray, isNull, max, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataValues } from '../../db/schema/index.js';

/** A place whose figures are asked for: a city's own, or an economy's (city null). */
export interface DatedPlace {
  key: string;
  cityId: number | null;
  countryId: number;
}

/**
 * When the published figures of a series were last published (issue 19, the Sources tab and JSON-stat `updated`):
 * the latest `published_at` of its published values, of every statistical type, for each place asked for, or for the
 * whole series when no place is named. Values published before the column existed carry no date (null).
 */
export function publicationDatesRepository(db: Db) {
  return {
    async lastPublished(seriesId: number, places?: readonly DatedPlace[]): Promise<Map<string, Date | null>> {
      const published = and(eq(dataValues.seriesId, seriesId), eq(dataValues.status, 'published'));
      if (!places) {
        const [row] = await db
          .select({ at: max(dataValues.publishedAt) })
          .from(dataValues)
          .where(published);
        return new Map([['', row?.at ? new Date(row.at) : null]]);
      }
      const cityIds = places.flatMap((p) => (p.cityId ? [p.cityId] : []));
      const economyIds = places.flatMap((p) => (p.cityId ? [] : [p.countryId]));
      const which: SQL[] = [];
      if (cityIds.length) which.push(inArray(dataValues.cityId, cityIds));
      if (economyIds.length)
        which.push(and(isNull(dataValues.cityId), inArray(dataValues.countryId, economyIds)) as SQL);
      const dates = new Map<string, Date | null>(places.map((p) => [p.key, null]));
      if (!which.length) return dates;
      const rows = await db
        .select({ cityId: dataValues.cityId, countryId: dataValues.countryId, at: max(dataValues.publishedAt) })
        .from(dataValues)
        .where(and(published, or(...which)))
        .groupBy(dataValues.cityId, dataValues.countryId);
      const found = new Map(rows.map((r) => [r.cityId ? `c${r.cityId}` : `e${r.countryId}`, r.at]));
      for (const p of places) {
        const at = found.get(p.cityId ? `c${p.cityId}` : `e${p.countryId}`);
        dates.set(p.key, at ? new Date(at) : null);
      }
      return dates;
    },
  };
}
export type PublicationDatesRepository = ReturnType<typeof publicationDatesRepository>;
