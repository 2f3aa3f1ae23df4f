import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publicationState } from '../../db/schema/index.js';
import { rowsOf } from '../../db/transactional.js';
import { type ChangedSeries, changePayload, noteRaised, publicationChannel } from './publication-signal.js';

/** SQL of the publication version (one row, id 1, created on first bump). */
export function publicationRepository(db: Db) {
  return {
    async current(): Promise<number> {
      const [row] = await db
        .select({ version: publicationState.version })
        .from(publicationState)
        .where(eq(publicationState.id, 1));
      return row?.version ?? 0;
    },
  };
}
export type PublicationRepository = ReturnType<typeof publicationRepository>;

/**
 * Raises the publication version inside the caller's transaction, so the new version and the change it stands
 * for commit together; the same statement NOTIFYs the other instances (delivered at commit), and the version is
 * noted so this process adopts it as soon as the transaction has committed. `series` names the series whose
 * published values may have changed (the in-memory published values of other series stay: `published-values.ts`);
 * leave it out when that is not known.
 */
export async function bumpPublication(db: Db, series: ChangedSeries = 'all'): Promise<number> {
  const result = await db.execute(sql`
    with raised as (
      insert into ${publicationState} (id, version) values (1, 1)
      on conflict (id) do update set version = ${publicationState.version} + 1, changed_at = now()
      returning version
    )
    select version::int as version, pg_notify(${publicationChannel}, version::text || ${changePayload(series)})
    from raised`);
  const version = Number(rowsOf<{ version: number }>(result)[0]?.version ?? 0);
  noteRaised(db, version, series);
  return version;
}
