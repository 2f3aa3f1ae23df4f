import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usedPasswordEnvelopes } from '../../db/schema/index.js';

/** SQL of opened password envelopes: each ciphertext is accepted once, on every instance. */
export function passwordEnvelopesRepository(db: Db) {
  return {
    /** Records a ciphertext's hash; false when it was opened before (a replay). Drops the expired ones. */
    async claim(hash: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.delete(usedPasswordEnvelopes).where(lt(usedPasswordEnvelopes.expiresAt, now));
      const rows = await db
        .insert(usedPasswordEnvelopes)
        .values({ hash, expiresAt })
        .onConflictDoNothing()
        .returning({ hash: usedPasswordEnvelopes.hash });
      return rows.length > 0;
    },
  };
}
export type PasswordEnvelopesRepository = ReturnType<typeof passwordEnvelopesRepository>;
