import type { DataStatus, ObservationStatus } from '@csp/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataValues } from '../../db/schema/index.js';
import { rowsOf } from '../../db/transactional.js';

/**
 * The observation statuses of a chart (issue 16): which of the values it shows the source calls an estimate, a
 * projection, provisional or a break in series. The public chart reads them with the published values held in
 * memory (`value-block.ts` holds them by place and year; issue 22: a query per computed chart made distinct charts
 * about three times slower); back-office reads (other statuses, an area) read them here, one small query over the
 * few values that carry a status, by the same places and years as the chart. A cached chart keeps them with its
 * JSON.
 */
export interface FlagQuery {
  /** The stored type whose values are shown (for a year-on-year chart, the type it is computed from). */
  typeId: number;
  seriesId: number;
  cityIds: number[];
  countryIds: number[];
  from: number;
  to: number;
  /** Review statuses read (default: published only, as the public chart). */
  statuses?: readonly DataStatus[];
}

/** Statuses by place key (`c<cityId>`, `e<countryId>`) and year. */
export type FlagLookup = Map<string, Map<number, ObservationStatus>>;

export async function readFlags(db: Db, q: FlagQuery): Promise<FlagLookup> {
  const out: FlagLookup = new Map();
  if (q.cityIds.length === 0 && q.countryIds.length === 0) return out;
  const list = q.statuses ?? ['published'];
  const status: SQL =
    list.length === 1 && list[0] === 'published'
      ? sql`${dataValues.status} = 'published'`
      : sql`${dataValues.status} = any(${sql.param([...list])}::text[])`;
  const common = sql`${dataValues.seriesId} = ${q.seriesId} and ${dataValues.dimensionId} = ${q.typeId}
    and ${dataValues.year} between ${q.from} and ${q.to} and ${status} and ${dataValues.obsStatus} is not null`;
  const result = await db.execute(sql`
    select ${dataValues.countryId}::int as "countryId", ${dataValues.cityId}::int as "cityId",
           ${dataValues.year}::int as year, ${dataValues.obsStatus} as flag
    from ${dataValues}
    where ${common} and (
      ${dataValues.cityId} = any(${sql.param(q.cityIds)}::bigint[])
      or (${dataValues.cityId} is null and ${dataValues.countryId} = any(${sql.param(q.countryIds)}::bigint[])))`);
  for (const r of rowsOf<{ countryId: number; cityId: number | null; year: number; flag: ObservationStatus }>(result)) {
    const key = r.cityId === null ? `e${r.countryId}` : `c${r.cityId}`;
    let years = out.get(key);
    if (!years) {
      years = new Map();
      out.set(key, years);
    }
    years.set(Number(r.year), r.flag);
  }
  return out;
}

/**
 * The `flags` of a chart reply: for each place of `data` (its key, and the key of the place whose values it shows:
 * its own, or its economy's) the statuses aligned with the years; only places with one; undefined when none.
 * `lookup` gives a place's statuses by year (a `FlagLookup` read here, or the held values': `value-block.ts`).
 */
export function chartFlags(
  lookup: FlagLookup | ((sourceKey: string) => ReadonlyMap<number, ObservationStatus> | undefined),
  shown: readonly (readonly [dataKey: string, sourceKey: string])[],
  years: readonly number[],
): Record<string, (ObservationStatus | null)[]> | undefined {
  if (typeof lookup !== 'function' && lookup.size === 0) return undefined;
  const of = typeof lookup === 'function' ? lookup : (key: string) => lookup.get(key);
  const out: Record<string, (ObservationStatus | null)[]> = {};
  let any = false;
  for (const [dataKey, sourceKey] of shown) {
    const byYear = of(sourceKey);
    if (!byYear) continue;
    const list = years.map((y) => byYear.get(y) ?? null);
    if (list.some((f) => f !== null)) {
      out[dataKey] = list;
      any = true;
    }
  }
  return any ? out : undefined;
}
