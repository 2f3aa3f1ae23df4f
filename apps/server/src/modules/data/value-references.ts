import type { MessageKey } from '@csp/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, countries, dimensions, series } from '../../db/schema/index.js';
import { rowsOf } from '../../db/transactional.js';

/** What data values being written refer to. */
export interface ValueReferences {
  seriesIds: number[];
  dimensionIds: number[];
  countryIds: number[];
  cityIds: number[];
}

type MissingReference = Extract<
  MessageKey,
  'seriesNotExist' | 'dimensionNotExist' | 'countryNotExist' | 'cityNotExist'
>;

/**
 * `data_values` keeps its series, type, economy and city ids without foreign keys (a per-row foreign-key check
 * cost more than half of a large upload: docs/decisions.md). Every writer of new values calls this inside its
 * transaction instead: each referenced row is locked FOR KEY SHARE, so deleting it waits until the write has
 * committed (and then finds the data: `seriesAlreadyHasData`, `dimensionHasData`), and a write that comes after
 * a deletion finds the row gone. Answers the first kind of reference that does not exist, or null.
 */
export async function lockValueReferences(db: Db, refs: ValueReferences): Promise<MissingReference | null> {
  const ids = (list: number[]) => sql.param([...new Set(list)]);
  const size = (list: number[]) => new Set(list).size;
  const result = await db.execute(sql`
    with s as (select id from ${series} where id = any(${ids(refs.seriesIds)}::bigint[]) for key share),
         d as (select id from ${dimensions} where id = any(${ids(refs.dimensionIds)}::bigint[]) for key share),
         e as (select id from ${countries} where id = any(${ids(refs.countryIds)}::bigint[]) for key share),
         c as (select id from ${cities} where id = any(${ids(refs.cityIds)}::bigint[]) for key share)
    select (select count(*) from s)::int as s, (select count(*) from d)::int as d,
           (select count(*) from e)::int as e, (select count(*) from c)::int as c`);
  const found = rowsOf<{ s: number; d: number; e: number; c: number }>(result)[0];
  if (Number(found?.s) !== size(refs.seriesIds)) return 'seriesNotExist';
  if (Number(found?.d) !== size(refs.dimensionIds)) return 'dimensionNotExist';
  if (Number(found?.e) !== size(refs.countryIds)) return 'countryNotExist';
  if (Number(found?.c) !== size(refs.cityIds)) return 'cityNotExist';
  return null;
}

/**
 * The reference locks of a transaction that writes in batches (an upload): each referenced row is locked once, the
 * first time a batch refers to it (a lock FOR KEY SHARE holds to the end of the transaction), so a batch that
 * refers only to rows an earlier batch locked sends no statement. Answers as `lockValueReferences` does.
 */
export function referenceLocks(lock: (refs: ValueReferences) => Promise<MissingReference | null>) {
  const held = {
    seriesIds: new Set<number>(),
    dimensionIds: new Set<number>(),
    countryIds: new Set<number>(),
    cityIds: new Set<number>(),
  };
  const kinds = Object.keys(held) as (keyof ValueReferences)[];
  return async (refs: ValueReferences): Promise<MissingReference | null> => {
    const wanted = {} as ValueReferences;
    for (const kind of kinds) wanted[kind] = refs[kind].filter((id) => !held[kind].has(id));
    if (kinds.every((kind) => wanted[kind].length === 0)) return null;
    const missing = await lock(wanted);
    if (missing === null) for (const kind of kinds) for (const id of wanted[kind]) held[kind].add(id);
    return missing;
  };
}

/** The references of rows about to be written. */
export function referencesOf(
  rows: { seriesId: number; dimensionId: number; countryId: number; cityId: number | null }[],
): ValueReferences {
  const distinct = (pick: (row: (typeof rows)[number]) => number | null) =>
    [...new Set(rows.map(pick))].filter((id): id is number => id !== null);
  return {
    seriesIds: distinct((r) => r.seriesId),
    dimensionIds: distinct((r) => r.dimensionId),
    countryIds: distinct((r) => r.countryId),
    cityIds: distinct((r) => r.cityId),
  };
}
