import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { assertChannel, postgresListener } from './pg-listener.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** A raw query, for the few places that need SQL text (health, advisory locks). */
  ping(): Promise<void>;
  /** Runs fn while holding a PostgreSQL advisory lock, so only one instance does it at a time. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** LISTEN on a channel (lower-case name); returns the function that stops listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel; call it after the transaction that caused it has committed. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /**
   * A hot read as a named prepared statement of constant text (PostgreSQL plans it once per connection and may
   * keep a generic plan); on PGlite a plain query. Text and parameters only: SQL stays in repositories.
   */
  prepared: PreparedQuery;
  /** PGlite only: the data directory as a tarball, to start other databases from (test templates). */
  dump?: () => Promise<Blob>;
}

export type PreparedQuery = <T>(name: string, text: string, params: unknown[]) => Promise<T[]>;

export interface DatabaseOptions {
  /** PostgreSQL URL; unset means embedded PGlite. */
  url?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this data directory dump (a tarball from `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // pg returns bigint as string by default; our ids fit in a JavaScript number.
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = postgresListener(url);
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    withLock: async (key, fn) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        lockClient.release();
      }
    },
    prepared: async <T>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as T[],
    listen: (channel, handler) => listener.listen(channel, handler),
    notify: async (channel, payload) => {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * The second, small pool of online reports on the platform's own PostgreSQL database: it signs in as the report
 * login role of REPORT_DATABASE_URL (modules/online-report/report-reader.ts checks that role at start-up).
 */
export function openReportPool(url: string, max = 4): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'csp-online-report',
  });
  pool.on('error', () => {
    /* idle client errors surface on the next report */
  });
  return pool;
}

/**
 * PGlite has no replicas: minimal WAL lets a load into a table emptied in the same transaction (the demo
 * seed's values) skip the WAL, and a small max_wal_size keeps few WAL segments. The data directory (and each
 * test file's copy of the template) stays about half the size it would be with the defaults.
 */
const pgliteWalParams = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'max_wal_size=64MB'];

/**
 * PGlite's PostgreSQL lives in the process's WebAssembly memory, which never shrinks, and PostgreSQL zeroes its
 * shared memory at start: PGlite's defaults (shared_buffers 128 MB, shared memory for 100 connections) are resident
 * from the first second, about 190 MB of an idle server. PGlite serves one connection; its data files are read
 * through the operating system's page cache, and the chart keeps its own values in memory. So: 16 MB of buffers,
 * the fewest connections PostgreSQL accepts (above the 3 reserved for superusers), and index builds and vacuum
 * (the demo's first load) in 16 MB instead of 64 MB. Measured in bench/README.md "Idle memory".
 */
const pgliteMemoryParams = ['-c', 'shared_buffers=16MB', '-c', 'max_connections=5', '-c', 'maintenance_work_mem=16MB'];

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let dir = dataDir;
  if (dataDir !== 'memory://') {
    dir = path.join(path.resolve(dataDir), 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: dir === 'memory://' ? undefined : dir,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...pgliteWalParams, ...pgliteMemoryParams],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withLock: (_key, fn) => fn(),
    prepared: async <T>(_name: string, text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
    listen: (channel, handler) => {
      assertChannel(channel);
      return client.listen(channel, handler);
    },
    notify: async (channel, payload) => {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
