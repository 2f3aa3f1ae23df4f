import type { PGlite } from '@electric-sql/pglite';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { Database } from '../../db/client.js';

/**
 * A database that online reports read, always inside a READ ONLY transaction with a statement timeout:
 *  - PostgreSQL: BEGIN READ ONLY, SET LOCAL statement_timeout, standard_conforming_strings on (the lexer's
 *    assumption), the extended protocol (one statement per call), ROLLBACK at the end;
 *  - MySQL / MariaDB: the session is READ ONLY, max_execution_time (MySQL) or max_statement_time (MariaDB),
 *    sql_mode without ANSI_QUOTES and NO_BACKSLASH_ESCAPES, START TRANSACTION READ ONLY, prepared statements,
 *    ROLLBACK at the end;
 *  - PGlite (the embedded default database): as PostgreSQL; its WebAssembly build has no timer to cancel a
 *    statement, so the timeout is set but not enforced there (sleeping functions are refused by the guard).
 * On the platform's own database (both engines) the transaction also takes the role REPORT_READER_ROLE, which
 * reads only the views of the schema `reports`, and `search_path` = reports (docs/security.md "Online reports").
 */
export interface ResultSet {
  fields: string[];
  rows: Record<string, unknown>[];
}
export type RunQuery = (text: string, values: unknown[]) => Promise<ResultSet>;

export interface ReadOnlySource {
  dialect: 'postgres' | 'mysql';
  /** The platform's own database: reports may read only some of its tables (relation-guard.ts). */
  platform: boolean;
  readOnly<T>(work: (query: RunQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ConnectionSettings {
  type: 'postgres' | 'mysql';
  host: string;
  port: number;
  database: string;
  username: string;
  password?: string;
  ssl: boolean;
}

/** The role report SQL on the platform's own database runs as (migration 0009_report_reader creates it). */
export const REPORT_READER_ROLE = 'csp_report_reader';
const READER_SETTINGS = [`set local role ${REPORT_READER_ROLE}`, 'set local search_path = reports'];

const fieldNames = (fields: readonly { name: string }[] | undefined) => [...new Set((fields ?? []).map((f) => f.name))];

async function pgReadOnly<T>(
  client: pg.PoolClient | pg.Client,
  timeoutMs: number,
  work: (q: RunQuery) => Promise<T>,
  settings: readonly string[] = [],
) {
  await client.query('begin transaction read only');
  try {
    await client.query(`set local statement_timeout = ${Math.trunc(timeoutMs)}`);
    await client.query('set local standard_conforming_strings = on');
    for (const setting of settings) await client.query(setting);
    return await work(async (text, values) => {
      const result = await client.query({ text, values, queryMode: 'extended' } as pg.QueryConfig);
      return { fields: fieldNames(result.fields), rows: result.rows };
    });
  } finally {
    await client.query('rollback').catch(() => undefined);
  }
}

/** The platform's own database (the source `default`). */
export function platformSource(database: Database, timeoutMs: number): ReadOnlySource {
  const raw = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.engine === 'postgres') {
    const pool = raw as pg.Pool;
    return {
      dialect: 'postgres',
      platform: true,
      async readOnly(work) {
        const client = await pool.connect();
        try {
          return await pgReadOnly(client, timeoutMs, work, READER_SETTINGS);
        } finally {
          client.release();
        }
      },
      close: async () => undefined,
    };
  }
  const lite = raw as PGlite;
  return {
    dialect: 'postgres',
    platform: true,
    readOnly: (work) =>
      lite.transaction(async (tx) => {
        await tx.query('set transaction read only');
        await tx.query(`set local statement_timeout = ${Math.trunc(timeoutMs)}`);
        for (const setting of READER_SETTINGS) await tx.query(setting);
        try {
          return await work(async (text, values) => {
            const result = await tx.query<Record<string, unknown>>(text, values);
            return { fields: fieldNames(result.fields), rows: result.rows };
          });
        } finally {
          await tx.rollback().catch(() => undefined);
        }
      }),
    close: async () => undefined,
  };
}

const CONNECT_TIMEOUT_MS = 5_000;

function postgresSource(settings: ConnectionSettings, timeoutMs: number): ReadOnlySource {
  const pool = new pg.Pool({
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.username,
    password: settings.password ?? '',
    ssl: settings.ssl ? { rejectUnauthorized: true } : false,
    max: 4,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'csp-online-report',
  });
  pool.on('error', () => undefined);
  return {
    dialect: 'postgres',
    platform: false,
    async readOnly(work) {
      const client = await pool.connect();
      try {
        return await pgReadOnly(client, timeoutMs, work);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const mysqlOptions = (s: ConnectionSettings) => ({
  host: s.host,
  port: s.port,
  database: s.database,
  user: s.username,
  password: s.password ?? '',
  ssl: s.ssl ? {} : undefined,
  connectTimeout: CONNECT_TIMEOUT_MS,
  dateStrings: true,
  supportBigNumbers: true,
  bigNumberStrings: true,
  multipleStatements: false,
});

/** MySQL names the SELECT timeout max_execution_time (ms), MariaDB max_statement_time (s). */
async function limitStatementTime(conn: mysql.PoolConnection | mysql.Connection, timeoutMs: number) {
  try {
    await conn.query(`set session max_execution_time = ${Math.trunc(timeoutMs)}`);
  } catch (error) {
    if ((error as { errno?: number }).errno !== 1193) throw error;
    await conn.query(`set session max_statement_time = ${(timeoutMs / 1000).toFixed(3)}`);
  }
}

function mysqlSource(settings: ConnectionSettings, timeoutMs: number): ReadOnlySource {
  const pool = mysql.createPool({
    ...mysqlOptions(settings),
    connectionLimit: 4,
    maxIdle: 2,
    maxPreparedStatements: 100,
  });
  return {
    dialect: 'mysql',
    platform: false,
    async readOnly(work) {
      const conn = await pool.getConnection();
      let broken = false;
      try {
        await conn.query(
          "set session sql_mode = replace(replace(@@session.sql_mode, 'NO_BACKSLASH_ESCAPES', ''), 'ANSI_QUOTES', '')",
        );
        await limitStatementTime(conn, timeoutMs);
        await conn.query('set session transaction read only');
        await conn.query('start transaction read only');
        return await work(async (text, values) => {
          const [rows, fields] = await conn.execute({
            sql: text,
            values: values as never[],
            timeout: timeoutMs + 2_000,
          });
          return { fields: fieldNames(fields as { name: string }[]), rows: rows as Record<string, unknown>[] };
        });
      } catch (error) {
        broken =
          (error as { fatal?: boolean }).fatal === true ||
          (error as { code?: string }).code === 'PROTOCOL_SEQUENCE_TIMEOUT';
        throw error;
      } finally {
        if (broken) conn.destroy();
        else {
          await conn.query('rollback').catch(() => undefined);
          conn.release();
        }
      }
    },
    close: () => pool.end(),
  };
}

export function externalSource(settings: ConnectionSettings, timeoutMs: number): ReadOnlySource {
  return settings.type === 'mysql' ? mysqlSource(settings, timeoutMs) : postgresSource(settings, timeoutMs);
}

/** Connects once and asks for the server's version (the connection test); throws the driver's error. */
export async function probeConnection(settings: ConnectionSettings): Promise<string> {
  if (settings.type === 'mysql') {
    const conn = await mysql.createConnection(mysqlOptions(settings));
    try {
      const [rows] = await conn.query({ sql: 'select version() as version', timeout: CONNECT_TIMEOUT_MS });
      return String((rows as { version: unknown }[])[0]?.version ?? '');
    } finally {
      await conn.end().catch(() => conn.destroy());
    }
  }
  const client = new pg.Client({
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.username,
    password: settings.password ?? '',
    ssl: settings.ssl ? { rejectUnauthorized: true } : false,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const result = await client.query<{ version: string }>('select version() as version');
    return result.rows[0]?.version ?? '';
  } finally {
    await client.end().catch(() => undefined);
  }
}
