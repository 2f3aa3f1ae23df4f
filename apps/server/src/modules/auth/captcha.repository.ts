import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';

/** SQL of captcha answers. */
export function captchaRepository(db: Db) {
  return {
    /** Stores (or replaces) the answer of a key and drops expired ones. */
    async save(key: string, codeHash: string, expiresAt: Date, now: Date) {
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
      await db
        .insert(captchas)
        .values({ key, codeHash, expiresAt })
        .onConflictDoUpdate({ target: captchas.key, set: { codeHash, expiresAt } });
    },
    /** Removes and returns the answer of a key: each captcha is checked once. */
    async take(key: string) {
      const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
      return row;
    },
  };
}
export type CaptchaRepository = ReturnType<typeof captchaRepository>;
