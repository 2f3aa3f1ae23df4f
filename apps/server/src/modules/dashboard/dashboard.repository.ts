import { and, count, desc, eq, exists, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { areaScope, isRegionalAdmin } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, countries, dataLogs, dataValues, series, uploads, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';

const decisionTypes = ['pass', 'logReject', 'publish'];

/** The figures of the dashboard analysis (SQL only here), each limited to a regional administrator's area. */
export function dashboardRepository(db: Db) {
  const first = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

  /** Economies of the area: a city administrator's area lies in the economy of their city. */
  function economiesOf(p: Principal): SQL | undefined {
    if (isRegionalAdmin(p) && p.cityId != null) {
      return sql`${countries.id} in (select ${cities.countryId} from ${cities} where ${cities.id} = ${p.cityId})`;
    }
    return areaScope(p, { countryId: countries.id });
  }

  return {
    async counts(p: Principal) {
      const values = areaScope(p, { countryId: dataValues.countryId, cityId: dataValues.cityId });
      const byStatus = await db
        .select({ status: dataValues.status, n: count() })
        .from(dataValues)
        .where(values)
        .groupBy(dataValues.status);
      const status = (...names: string[]) =>
        byStatus.filter((r) => names.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
      return {
        economies: await first(db.select({ n: count() }).from(countries).where(economiesOf(p))),
        cities: await first(
          db
            .select({ n: count() })
            .from(cities)
            .where(areaScope(p, { countryId: cities.countryId, cityId: cities.id })),
        ),
        series: await first(db.select({ n: count() }).from(series).where(eq(series.level, 2))),
        publishedValues: status('published'),
        toExamine: status('pending', 'canExamine'),
        toPublish: status('canPublish'),
      };
    },

    /**
     * The latest uploads. For a regional administrator: those made by users of their area or that stored
     * values in it.
     */
    recentUploads(p: Principal, limit: number) {
      const uploader = areaScope(p, { countryId: users.countryId, cityId: users.cityId });
      const stored = areaScope(p, { countryId: dataValues.countryId, cityId: dataValues.cityId });
      const scope = uploader
        ? or(
            uploader,
            exists(
              db
                .select({ one: sql`1` })
                .from(dataValues)
                .where(and(eq(dataValues.uploadId, uploads.id), stored)),
            ),
          )
        : undefined;
      return db
        .select({
          id: uploads.id,
          fileName: uploads.fileName,
          seriesNameEn: series.nameEn,
          seriesNameZh: series.nameZh,
          status: uploads.status,
          rowCount: uploads.rowCount,
          username: users.username,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .leftJoin(series, eq(series.id, uploads.seriesId))
        .leftJoin(users, eq(users.id, uploads.userId))
        .where(scope)
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(limit);
    },

    /** The latest review decisions (pass, reject, publish) on values of the area. */
    recentDecisions(p: Principal, limit: number) {
      const economy = alias(countries, 'decision_economy');
      return db
        .select({
          id: dataLogs.id,
          logType: dataLogs.logType,
          seriesNameEn: series.nameEn,
          seriesNameZh: series.nameZh,
          cityNameEn: cities.nameEn,
          cityNameZh: cities.nameZh,
          economyNameEn: economy.nameEn,
          economyNameZh: economy.nameZh,
          year: dataLogs.year,
          note: dataLogs.note,
          username: users.username,
          createdAt: dataLogs.createdAt,
        })
        .from(dataLogs)
        .leftJoin(series, eq(series.id, dataLogs.seriesId))
        .leftJoin(cities, eq(cities.id, dataLogs.cityId))
        .leftJoin(economy, eq(economy.id, dataLogs.countryId))
        .leftJoin(users, eq(users.id, dataLogs.userId))
        .where(
          and(
            inArray(dataLogs.logType, decisionTypes),
            areaScope(p, { countryId: dataLogs.countryId, cityId: dataLogs.cityId }),
          ),
        )
        .orderBy(desc(dataLogs.createdAt), desc(dataLogs.id))
        .limit(limit);
    },

    /** Values published now, counted by the month (UTC) of their publication, from `since` on. */
    async publicationsByMonth(p: Principal, since: Date) {
      const month = sql<string>`to_char(${dataValues.publishedAt} at time zone 'UTC', 'YYYY-MM')`;
      const rows = await db
        .select({ month, n: count() })
        .from(dataValues)
        .where(
          and(
            eq(dataValues.status, 'published'),
            isNotNull(dataValues.publishedAt),
            gte(dataValues.publishedAt, since),
            areaScope(p, { countryId: dataValues.countryId, cityId: dataValues.cityId }),
          ),
        )
        .groupBy(month);
      return rows.map((r) => ({ month: r.month, count: Number(r.n) }));
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
