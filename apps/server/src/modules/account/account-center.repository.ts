import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailboxChanges, sessionActivity, sessions, userPreferences, users } from '../../db/schema/index.js';

export type PreferencesRow = typeof userPreferences.$inferSelect;

/** SQL of the account center: the caller's own user row, preferences, mailbox codes and sessions. */
export function accountCenterRepository(db: Db) {
  return {
    user: async (id: number) =>
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.id, id), eq(users.deleted, false)))
      )[0],
    async setProfile(id: number, values: { realname?: string; avatar?: string | null; email?: string }) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    async emailTaken(email: string, exceptId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, exceptId)));
      return rows.length > 0;
    },
    preferences: async (userId: number): Promise<PreferencesRow | undefined> =>
      (await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0],
    async savePreferences(userId: number, values: Partial<Omit<PreferencesRow, 'userId' | 'updatedAt'>>) {
      const set = { ...values, updatedAt: new Date() };
      await db
        .insert(userPreferences)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: userPreferences.userId, set });
    },
    /** Whether the live user of a mailbox turned urgent announcement mails off. */
    async mailOptedOut(email: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(users.deleted, false),
            eq(userPreferences.notifyByMail, false),
          ),
        );
      return rows.length > 0;
    },
    /** The latest code issued to the user (any mailbox), for the once-a-minute rule. */
    lastCode: async (userId: number) =>
      (
        await db
          .select()
          .from(mailboxChanges)
          .where(eq(mailboxChanges.userId, userId))
          .orderBy(desc(mailboxChanges.createdAt), desc(mailboxChanges.id))
          .limit(1)
      )[0],
    async issueCode(userId: number, email: string, codeHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(mailboxChanges)
          .set({ usedAt: new Date() })
          .where(and(eq(mailboxChanges.userId, userId), isNull(mailboxChanges.usedAt)));
        await tx.insert(mailboxChanges).values({ userId, email, codeHash, expiresAt });
      });
    },
    /** Counts one try of the open code for this mailbox and returns it (with the new count). */
    async tryCode(userId: number, email: string) {
      const [row] = await db
        .update(mailboxChanges)
        .set({ attempts: sql`${mailboxChanges.attempts} + 1` })
        .where(and(eq(mailboxChanges.userId, userId), eq(mailboxChanges.email, email), isNull(mailboxChanges.usedAt)))
        .returning();
      return row;
    },
    /** Marks a code used; false when another request used it first. */
    async consumeCode(id: number) {
      const rows = await db
        .update(mailboxChanges)
        .set({ usedAt: new Date() })
        .where(and(eq(mailboxChanges.id, id), isNull(mailboxChanges.usedAt)))
        .returning({ id: mailboxChanges.id });
      return rows.length > 0;
    },
    /** The user's live sessions with when each was last used. */
    liveSessions: (userId: number, now: Date) =>
      db
        .select({
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessionActivity.lastSeenAt,
          lastIp: sessionActivity.ip,
        })
        .from(sessions)
        .leftJoin(sessionActivity, eq(sessionActivity.sessionId, sessions.id))
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sql`coalesce(${sessionActivity.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.id)),
    /** Ends one live session of the user; the number of sessions ended (0 or 1). */
    async revokeSession(userId: number, id: number) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
    /** Notes that the session of a token hash was used now, from an address. */
    async touchSession(tokenHash: string, ip: string | null, at: Date) {
      await db.execute(sql`
        insert into ${sessionActivity} (session_id, last_seen_at, ip)
        select ${sessions.id}, ${at.toISOString()}::timestamptz, ${ip} from ${sessions} where ${sessions.tokenHash} = ${tokenHash}
        on conflict (session_id) do update set last_seen_at = excluded.last_seen_at, ip = excluded.ip`);
    },
  };
}
export type AccountCenterRepository = ReturnType<typeof accountCenterRepository>;
