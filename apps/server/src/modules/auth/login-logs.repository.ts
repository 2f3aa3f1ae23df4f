import { and, asc, count, desc, eq, gt, gte, ilike, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginLogs } from '../../db/schema/index.js';
import { containsPattern, pageWindow, type SortedPageQuery } from '../../lib/paging.js';

export interface LoginLogQuery extends SortedPageQuery<'createTime' | 'username'> {
  username?: string;
  action?: 'login' | 'logout';
  method?: string;
  result?: string;
  ip?: string;
  from?: string;
  to?: string;
}

/** SQL of the login log: every login, sign-out and unlock, also the counts behind rate limits and lockout. */
export function loginLogsRepository(db: Db) {
  return {
    async record(row: typeof loginLogs.$inferInsert) {
      await db.insert(loginLogs).values(row);
    },
    /** Login attempts since a time, by username from one address or by address. */
    async attemptsSince(by: { username: string; ip: string } | { ip: string }, since: Date) {
      const who =
        'username' in by ? and(eq(loginLogs.username, by.username), eq(loginLogs.ip, by.ip)) : eq(loginLogs.ip, by.ip);
      const [row] = await db
        .select({ n: count() })
        .from(loginLogs)
        .where(and(who, eq(loginLogs.action, 'login'), gt(loginLogs.createdAt, since)));
      return row?.n ?? 0;
    },
    /**
     * Wrong-password failures of a username (from one address, or from all) since a time and since its last
     * successful login or administrator's unlock: how many, and when the last one was.
     */
    async failuresSince(username: string, since: Date, ip?: string) {
      const reset = sql`coalesce((select max(s.created_at) from ${loginLogs} s where s.username = ${username} and ((s.action = 'login' and s.result = 'success') or s.action = 'unlock')), '-infinity'::timestamptz)`;
      const [row] = await db
        .select({ n: count(), last: max(loginLogs.createdAt) })
        .from(loginLogs)
        .where(
          and(
            eq(loginLogs.username, username),
            ip === undefined ? undefined : eq(loginLogs.ip, ip),
            eq(loginLogs.action, 'login'),
            eq(loginLogs.result, 'WrongUser'),
            gt(loginLogs.createdAt, since),
            gt(loginLogs.createdAt, reset),
          ),
        );
      return { n: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
    },
    /** Did this address sign the username in since a time? */
    async succeededFrom(username: string, ip: string, since: Date) {
      const [row] = await db
        .select({ id: loginLogs.id })
        .from(loginLogs)
        .where(
          and(
            eq(loginLogs.username, username),
            eq(loginLogs.ip, ip),
            eq(loginLogs.action, 'login'),
            eq(loginLogs.result, 'success'),
            gt(loginLogs.createdAt, since),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async page(query: LoginLogQuery) {
      const where = and(
        query.username ? ilike(loginLogs.username, containsPattern(query.username)) : undefined,
        query.action ? eq(loginLogs.action, query.action) : undefined,
        query.method ? eq(loginLogs.method, query.method) : undefined,
        query.result ? eq(loginLogs.result, query.result) : undefined,
        query.ip ? ilike(loginLogs.ip, containsPattern(query.ip)) : undefined,
        query.from ? gte(loginLogs.createdAt, new Date(query.from)) : undefined,
        query.to ? lte(loginLogs.createdAt, new Date(query.to)) : undefined,
      );
      const column = query.column === 'username' ? loginLogs.username : loginLogs.createdAt;
      const dir = query.order === 'asc' ? asc : desc;
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select()
        .from(loginLogs)
        .where(where)
        .orderBy(dir(column), dir(loginLogs.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(loginLogs).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type LoginLogsRepository = ReturnType<typeof loginLogsRepository>;
