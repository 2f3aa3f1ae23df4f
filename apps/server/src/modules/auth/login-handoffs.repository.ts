import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginHandoffs } from '../../db/schema/index.js';

export const handoffHash = (value: string) => createHash('sha256').update(value).digest('hex');

/** SQL of one-time values of external sign-in (OAuth states, post-callback tickets); hashes only. */
export function loginHandoffsRepository(db: Db) {
  return {
    async put(row: { value: string; kind: 'state' | 'ticket'; source: string; userId?: number; expiresAt: Date }) {
      await db.delete(loginHandoffs).where(lt(loginHandoffs.expiresAt, new Date()));
      await db.insert(loginHandoffs).values({
        hash: handoffHash(row.value),
        kind: row.kind,
        source: row.source,
        userId: row.userId ?? null,
        expiresAt: row.expiresAt,
      });
    },
    /** Takes (deletes) a live value of its kind and source: single use even across instances. */
    async take(value: string, kind: 'state' | 'ticket', now: Date) {
      const [row] = await db
        .delete(loginHandoffs)
        .where(
          and(
            eq(loginHandoffs.hash, handoffHash(value)),
            eq(loginHandoffs.kind, kind),
            gt(loginHandoffs.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type LoginHandoffsRepository = ReturnType<typeof loginHandoffsRepository>;
