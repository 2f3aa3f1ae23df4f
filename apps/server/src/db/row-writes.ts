import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { compact } from '../lib/replies.js';
import type { Db } from './client.js';

type IdTable = PgTable & { id: PgColumn };

/** Inserts one row of a back-office table and answers its new id. */
export async function insertRow<T extends IdTable>(db: Db, table: T, values: T['$inferInsert']): Promise<number> {
  const [row] = await db
    .insert(table as PgTable)
    .values(values as never)
    .returning({ id: table.id });
  return (row as { id: number }).id;
}

/** A partial edit of row `id`: sets the fields `values` defines, and runs nothing when it defines none. */
export async function updateRow<T extends IdTable>(db: Db, table: T, id: number, values: Partial<T['$inferInsert']>) {
  const set = compact(values as Record<string, unknown>);
  if (Object.keys(set).length)
    await db
      .update(table as PgTable)
      .set(set as never)
      .where(eq(table.id, id));
}
