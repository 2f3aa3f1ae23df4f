import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

/** How long the code of an administrator's reset stays valid. */
export const adminResetHours = 24;
/** The stored form of a reset code: bound to its user. */
export const resetCodeHash = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** Issues a new six-digit code for a user (only its hash is kept) and returns it, for the mail. */
export async function issueResetCode(
  resets: PasswordResetRepository,
  userId: number,
  minutes: number,
  now = new Date(),
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await resets.issue(userId, resetCodeHash(userId, code), new Date(now.getTime() + minutes * 60_000));
  return code;
}

/** SQL of forgotten-password codes. */
export function passwordResetRepository(db: Db) {
  return {
    /** A new code for a user; earlier unused codes of the user stop working. */
    async issue(userId: number, codeHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ userId, codeHash, expiresAt });
      });
    },
    /** The latest unused code of a user, counting this attempt. */
    async latestForAttempt(userId: number) {
      const [row] = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(
          eq(
            passwordResets.id,
            sql`(select id from ${passwordResets} where user_id = ${userId} and used_at is null order by created_at desc, id desc limit 1)`,
          ),
        )
        .returning();
      return row;
    },
    /** Marks a code used; false when another request used it first. */
    async consume(id: number) {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      return rows.length > 0;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
