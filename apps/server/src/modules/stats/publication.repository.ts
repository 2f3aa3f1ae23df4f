import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publicationState } from '../../db/schema/index.js';

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
 * Raises the publication version inside the caller's transaction, so the new version and the change
 * it stands for commit together.
 */
export async function bumpPublication(db: Db): Promise<number> {
  const [row] = await db
    .insert(publicationState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: publicationState.id,
      set: { version: sql`${publicationState.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: publicationState.version });
  return row?.version ?? 0;
}
