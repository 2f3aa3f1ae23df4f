import type { OpLogListQuery } from '@csp/contract';
import { and, asc, desc, eq, gte, ilike, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectPage } from '../../db/paged-select.js';
import { operationLogs } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/paging.js';

export type OpLogRow = typeof operationLogs.$inferSelect;
export type OpLogInsert = typeof operationLogs.$inferInsert;

const sortColumns = {
  createTime: operationLogs.createdAt,
  username: operationLogs.username,
  durationMs: operationLogs.durationMs,
  status: operationLogs.status,
};

/** SQL of the operation log. */
export function opLogRepository(db: Db) {
  return {
    /** One multi-row insert per batch. */
    async insertMany(rows: OpLogInsert[]) {
      if (rows.length) await db.insert(operationLogs).values(rows);
    },
    page(query: OpLogListQuery) {
      const where = and(
        query.username ? ilike(operationLogs.username, containsPattern(query.username)) : undefined,
        query.module ? eq(operationLogs.module, query.module) : undefined,
        query.method ? eq(operationLogs.method, query.method) : undefined,
        query.result === 'success' ? lt(operationLogs.status, 400) : undefined,
        query.result === 'failure' ? gte(operationLogs.status, 400) : undefined,
        query.from ? gte(operationLogs.createdAt, new Date(query.from)) : undefined,
        query.to ? lte(operationLogs.createdAt, new Date(query.to)) : undefined,
      );
      const dir = query.order === 'asc' ? asc : desc;
      return selectPage(db, operationLogs, {
        where,
        orderBy: [dir(sortColumns[query.column]), dir(operationLogs.id)],
        query,
      });
    },
    /** The modules that appear in the log, for the screen's filter. */
    async modules(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ module: operationLogs.module })
        .from(operationLogs)
        .orderBy(asc(operationLogs.module))
        .limit(500);
      return rows.map((r) => r.module);
    },
  };
}
export type OpLogRepository = ReturnType<typeof opLogRepository>;
