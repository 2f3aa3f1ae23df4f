import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/transactional.js';

/** One figure of the database, or null where the engine has no such thing (PGlite has no other sessions). */
async function figure<T>(database: Database, query: ReturnType<typeof sql>, pick: (row: Record<string, unknown>) => T) {
  try {
    const row = rowsOf<Record<string, unknown>>(await database.db.execute(query))[0];
    return row ? pick(row) : null;
  } catch {
    return null;
  }
}

/** Size (pg_database_size) and sessions (pg_stat_activity) of this database, and its server version. */
async function databaseFigures(database: Database) {
  const [version, sizeBytes, connections] = await Promise.all([
    figure(database, sql`select current_setting('server_version') as v`, (r) => String(r.v)),
    figure(database, sql`select pg_database_size(current_database()) as n`, (r) => Number(r.n)),
    database.engine === 'postgres'
      ? figure(database, sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`, (r) =>
          Number(r.n),
        )
      : Promise.resolve(null),
  ]);
  return {
    engine: database.engine,
    version,
    sizeBytes: sizeBytes !== null && Number.isFinite(sizeBytes) ? sizeBytes : null,
    connections,
  };
}

/** The figures the monitoring screen shows of the database (SQL only here). */
export function databaseFiguresRepository(database: Database) {
  return { read: () => databaseFigures(database) };
}

export type DatabaseFiguresRepository = ReturnType<typeof databaseFiguresRepository>;
