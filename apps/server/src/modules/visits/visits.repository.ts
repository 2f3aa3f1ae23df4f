import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publicDailyCounts } from '../../db/schema/index.js';

export type TrafficKind = 'visit' | 'download';

/** SQL of the public traffic counters (one row per day, kind and item). */
export function visitsRepository(db: Db) {
  return {
    /** Adds one to a day's counter, creating it; safe under concurrent requests on any instance. */
    async increment(day: string, kind: TrafficKind, item: string) {
      await db
        .insert(publicDailyCounts)
        .values({ day, kind, item, count: 1 })
        .onConflictDoUpdate({
          target: [publicDailyCounts.day, publicDailyCounts.kind, publicDailyCounts.item],
          set: { count: sql`${publicDailyCounts.count} + 1` },
        });
    },
    /** Totals per day of one kind from `since` (YYYY-MM-DD) on. */
    async perDay(kind: TrafficKind, since: string) {
      const rows = await db
        .select({ day: publicDailyCounts.day, n: sql<number>`sum(${publicDailyCounts.count})::int` })
        .from(publicDailyCounts)
        .where(and(eq(publicDailyCounts.kind, kind), gte(publicDailyCounts.day, since)))
        .groupBy(publicDailyCounts.day);
      return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
    },
  };
}
export type VisitsRepository = ReturnType<typeof visitsRepository>;
