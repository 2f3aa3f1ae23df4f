import type { PageQuery } from '@csp/contract';
import { and, asc, count, desc, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, pageWindow, type SortedPageQuery } from '../lib/paging.js';
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

/** The list query of a definition table (data sources, online reports and forms): `name` and `code` contain filters. */
export type CodeNamePageQuery = SortedPageQuery<'createTime' | 'code' | 'name'> & { name?: string; code?: string };

/**
 * A page of a definition table with a code and a name: rows whose name and code contain the query's texts, in the
 * order of the chosen column (creation time, code or `name`, the column shown as its name), then by id.
 */
export function selectCodeNamePage<T extends PgTable & { id: PgColumn; code: PgColumn; createdAt: PgColumn }>(
  db: Db,
  table: T,
  name: PgColumn,
  query: CodeNamePageQuery,
) {
  const where = and(
    query.name ? ilike(name, containsPattern(query.name)) : undefined,
    query.code ? ilike(table.code, containsPattern(query.code)) : undefined,
  );
  const column = { createTime: table.createdAt, code: table.code, name }[query.column];
  const dir = query.order === 'asc' ? asc : desc;
  return selectPage(db, table, { where, orderBy: [dir(column), dir(table.id)], query });
}
