import type { DataStatus } from '@csp/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, countries, dataValues, series } from '../../db/schema/index.js';
import { rowsOf } from '../../db/transactional.js';

export interface DataGroupRow {
  series_id: string | number;
  series_number: string;
  series_name_en: string;
  series_name_zh: string;
  country_id: string | number;
  country_code: string;
  country_name_en: string;
  country_name_zh: string;
  city_id: string | number | null;
  city_name_en: string | null;
  city_name_zh: string | null;
  total: number;
  pending: number;
  can_examine: number;
  can_publish: number;
  published: number;
  reject: number;
  first_year: number;
  last_year: number;
  updated_at: string | Date;
}

/**
 * One page of series × place groups (cityId null: economy-level) inside `where`, with the number of values in
 * each status; `status` keeps the groups holding at least one value in it (what the examine and publish
 * screens work on). Ordered by series number, then economy and city.
 */
export async function groupsPage(
  db: Db,
  where: SQL | undefined,
  status: DataStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ records: DataGroupRow[]; total: number }> {
  const having = status ? sql`having count(*) filter (where ${dataValues.status} = ${status}) > 0` : sql``;
  const grouped = sql`
    select ${dataValues.seriesId} as series_id, ${dataValues.countryId} as country_id, ${dataValues.cityId} as city_id,
           count(*)::int as total,
           count(*) filter (where ${dataValues.status} = 'pending')::int as pending,
           count(*) filter (where ${dataValues.status} = 'canExamine')::int as can_examine,
           count(*) filter (where ${dataValues.status} = 'canPublish')::int as can_publish,
           count(*) filter (where ${dataValues.status} = 'published')::int as published,
           count(*) filter (where ${dataValues.status} = 'reject')::int as reject,
           min(${dataValues.year})::int as first_year, max(${dataValues.year})::int as last_year,
           max(${dataValues.updatedAt}) as updated_at
    from ${dataValues}
    where ${where ?? sql`true`}
    group by ${dataValues.seriesId}, ${dataValues.countryId}, ${dataValues.cityId}
    ${having}`;
  const counted = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${grouped}) g`));
  const records = rowsOf<DataGroupRow>(
    await db.execute(sql`
      select g.*, s.number as series_number, s.name_en as series_name_en, s.name_zh as series_name_zh,
             c.code as country_code, c.name_en as country_name_en, c.name_zh as country_name_zh,
             ci.name_en as city_name_en, ci.name_zh as city_name_zh
      from (${grouped}) g
      join ${series} s on s.id = g.series_id
      join ${countries} c on c.id = g.country_id
      left join ${cities} ci on ci.id = g.city_id
      order by s.number, c.sort, c.name_en, g.city_id nulls first, ci.name_en
      limit ${page.limit} offset ${page.offset}`),
  );
  return { records, total: Number(counted[0]?.n ?? 0) };
}
