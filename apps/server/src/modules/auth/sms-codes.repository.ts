import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';

/** SQL of text-message login codes (hashes only); the counts behind their rate limits. */
export function smsCodesRepository(db: Db) {
  return {
    /** A new code for a number; earlier unused codes of the number stop working. */
    async issue(row: { phone: string; userId: number | null; codeHash: string; expiresAt: Date; ip: string }) {
      await db.transaction(async (tx) => {
        await tx
          .update(smsCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(smsCodes.phone, row.phone), isNull(smsCodes.usedAt)));
        await tx.insert(smsCodes).values(row);
      });
    },
    /** Codes asked for since a time, for a number or from an address. */
    async sentSince(by: { phone: string } | { ip: string }, since: Date) {
      const who = 'phone' in by ? eq(smsCodes.phone, by.phone) : eq(smsCodes.ip, by.ip);
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(who, gt(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    /** The latest unused code of a number, counting this attempt. */
    async latestForAttempt(phone: string) {
      const [row] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          eq(
            smsCodes.id,
            sql`(select id from ${smsCodes} where phone = ${phone} and used_at is null order by created_at desc, id desc limit 1)`,
          ),
        )
        .returning();
      return row;
    },
    /** Marks a code used; false when another request used it first. */
    async consume(id: number) {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length > 0;
    },
  };
}
export type SmsCodesRepository = ReturnType<typeof smsCodesRepository>;
