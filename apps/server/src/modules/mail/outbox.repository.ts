import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { containsPattern, pageWindow } from '../../lib/paging.js';

/** SQL of the outbox of mails and text messages. */
export function outboxRepository(db: Db) {
  return {
    async insert(row: typeof mailOutbox.$inferInsert) {
      await db.insert(mailOutbox).values(row);
    },
    async page(query: { pageNo: number; pageSize: number; recipient?: string; channel?: 'mail' | 'sms' }) {
      const where = and(
        query.recipient ? ilike(mailOutbox.recipient, containsPattern(query.recipient)) : undefined,
        query.channel ? eq(mailOutbox.channel, query.channel) : undefined,
      );
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
