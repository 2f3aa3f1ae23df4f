import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rsaKeys } from '../../db/schema/index.js';

/** SQL of the password transport key pair (one active row, held by a partial unique index). */
export function rsaKeysRepository(db: Db) {
  return {
    active: async () => (await db.select().from(rsaKeys).where(eq(rsaKeys.active, true)))[0],
    /** Inserts a key pair as the active one unless another instance just did; false when it lost. */
    async insertActive(publicKey: string, privateKey: string) {
      const rows = await db
        .insert(rsaKeys)
        .values({ publicKey, privateKey, active: true })
        .onConflictDoNothing()
        .returning({ id: rsaKeys.id });
      return rows.length > 0;
    },
    /** Retires the active pair and makes a new one active, in one transaction. */
    async rotate(publicKey: string, privateKey: string) {
      await db.transaction(async (tx) => {
        await tx.update(rsaKeys).set({ active: false }).where(eq(rsaKeys.active, true));
        await tx.insert(rsaKeys).values({ publicKey, privateKey, active: true });
      });
    },
  };
}
export type RsaKeysRepository = ReturnType<typeof rsaKeysRepository>;
