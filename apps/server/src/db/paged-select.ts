import type { PageQuery } from '@csp/contract';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pageWindow } from '../lib/paging.js';
import type { Db } from './client.js';

/** One page of a table's rows and the total matching `where`: the list query of the simple back-office tables. */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  options: { where?: SQL; orderBy: SQL[]; query: Pick<PageQuery, 'pageNo' | 'pageSize'> },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const { offset, limit } = pageWindow(options.query);
  const from = table as PgTable;
  const rows = await db
    .select()
    .from(from)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(from).where(options.where);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
