import type { PGlite } from '@electric-sql/pglite';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { OutboundPolicy, ProtectedEndpoint } from '../../lib/outbound-policy.js';

/**
 * A database that online reports read, always inside a READ ONLY transaction with a statement timeout:
 *  - PostgreSQL: BEGIN READ ONLY, SET LOCAL statement_timeout, standard_conforming_strings on (the lexer's
 *    assumption), the extended protocol (one statement per call), ROLLBACK at the end;
 *  - MySQL / MariaDB: the session is READ ONLY, max_execution_time (MySQL) or max_statement_time (MariaDB),
 *    sql_mode without ANSI_QUOTES and NO_BACKSLASH_ESCAPES, START TRANSACTION READ ONLY, prepared statements,
 *    ROLLBACK at the end;
 *  - PGlite (the embedded default database): as PostgreSQL; its WebAssembly build has no timer to cancel a
 *    statement, so the timeout is set but not enforced there (sleeping functions are refused by the guard).
 * On the platform's own database reports read only the views of the schema `reports` (`search_path` = reports):
 * on PostgreSQL as a login role of their own, on PGlite as the role REPORT_READER_ROLE (platformSource below,
 * docs/security.md "Online reports").
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

/** The role report SQL on the platform's own database runs as on PGlite (migration 0009_report_reader creates it). */
export const REPORT_READER_ROLE = 'csp_report_reader';
const READER_SETTINGS = [`set local role ${REPORT_READER_ROLE}`, 'set local search_path = reports'];

const fieldNames = (fields: readonly { name: string }[] | undefined) => [...new Set((fields ?? []).map((f) => f.name))];

export async function pgReadOnly<T>(
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

/**
 * PGlite's one session is a superuser, so `set_config('role', …)` could take that role back from inside a
 * SELECT; as that superuser we can revoke what a SELECT would need for it (and the functions that run SQL text or
 * sleep, which PGlite cannot time out) from PUBLIC, i.e. from the reader. The product itself, a superuser, is not
 * affected. Idempotent; run before the first report of the process.
 */
const PGLITE_REVOKED = [
  'pg_catalog.set_config(text,text,boolean)',
  'pg_catalog.query_to_xml(text,boolean,boolean,text)',
  'pg_catalog.query_to_xmlschema(text,boolean,boolean,text)',
  'pg_catalog.query_to_xml_and_xmlschema(text,boolean,boolean,text)',
  'pg_catalog.cursor_to_xml(refcursor,integer,boolean,boolean,text)',
  'pg_catalog.ts_stat(text)',
  'pg_catalog.ts_stat(text,text)',
  'pg_catalog.ts_rewrite(tsquery,text)',
  'pg_catalog.pg_sleep(double precision)',
  'pg_catalog.pg_sleep_for(interval)',
  'pg_catalog.pg_sleep_until(timestamp with time zone)',
];
export const PGLITE_HARDENING = `DO $$
DECLARE f text;
BEGIN
  FOREACH f IN ARRAY ARRAY[${PGLITE_REVOKED.map((f) => `'${f}'`).join(', ')}] LOOP
    IF pg_catalog.to_regprocedure(f) IS NOT NULL THEN
      EXECUTE pg_catalog.format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f);
    END IF;
  END LOOP;
END $$`;

/**
 * The platform's own database (the source `default`).
 *  - PostgreSQL: `reportPool` signs in as the report login role (REPORT_DATABASE_URL, checked at start-up by
 *    online-report/report-reader.ts); the product's own connections are never used. After each report the
 *    connection is `DISCARD ALL`ed (advisory locks, prepared statements, settings a report may have left), or
 *    dropped. Without `reportPool`, every report on it is refused (503 reportReaderUnset).
 *  - PGlite: one embedded connection, so SET LOCAL ROLE in the transaction, PGLITE_HARDENING, and after every
 *    statement a check that the role is still the reader (docs/security.md "Online reports").
 */
export function platformSource(database: Database, timeoutMs: number, reportPool?: pg.Pool): ReadOnlySource {
  if (database.engine === 'postgres') {
    return {
      dialect: 'postgres',
      platform: true,
      async readOnly(work) {
        if (!reportPool) throw new AppError('reportReaderUnset', 503);
        const client = await reportPool.connect();
        try {
          return await pgReadOnly(client, timeoutMs, work, ['set local search_path = reports']);
        } finally {
          const clean = await client.query('discard all').then(
            () => true,
            () => false,
          );
          client.release(clean ? undefined : true);
        }
      },
      close: async () => {
        await reportPool?.end();
      },
    };
  }
  const lite = (database.db as unknown as { $client: PGlite }).$client;
  let hardened: Promise<unknown> | undefined;
  return {
    dialect: 'postgres',
    platform: true,
    async readOnly(work) {
      hardened ??= lite.exec(PGLITE_HARDENING);
      await hardened;
      return lite.transaction(async (tx) => {
        await tx.query('set transaction read only');
        await tx.query(`set local statement_timeout = ${Math.trunc(timeoutMs)}`);
        for (const setting of READER_SETTINGS) await tx.query(setting);
        try {
          return await work(async (text, values) => {
            const result = await tx.query<Record<string, unknown>>(text, values);
            const role = await tx.query<{ r: string }>('select current_user as r');
            if (role.rows[0]?.r !== REPORT_READER_ROLE) throw new AppError('reportSqlForbidden', 400);
            return { fields: fieldNames(result.fields), rows: result.rows };
          });
        } finally {
          await tx.rollback().catch(() => undefined);
        }
      });
    },
    close: async () => undefined,
  };
}

/**
 * The platform's own database server (DATABASE_URL, or the pool's URL): the outbound policy refuses it to
 * data sources unless OUTBOUND_ALLOW names it with its port. A socket path or no host means this host.
 */
export function platformEndpoints(database: Database, databaseUrl?: string): ProtectedEndpoint[] {
  const pool = (database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
  const urls = [databaseUrl, database.engine === 'postgres' ? pool.options?.connectionString : undefined];
  return urls.flatMap((text) => {
    const url = text ? URL.parse(text) : null;
    if (!url) return [];
    const port = Number(url.searchParams.get('port') ?? url.port) || 5432;
    return [{ host: url.searchParams.get('host') ?? url.hostname, port }];
  });
}

/** Bounds a connection attempt (TCP, TLS and sign-in); a failed attempt is answered no sooner than this. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A data source that could not be reached: refused by the outbound policy, DNS, a closed or filtered port, a
 * server that does not speak the protocol, a failed sign-in. One message for the caller; `cause` for the log.
 */
export class SourceUnreachable extends AppError {
  constructor(cause: unknown) {
    super('couldNotConnect', 502);
    this.cause = cause;
  }
}
const unreachable = (error: unknown): never => {
  throw error instanceof SourceUnreachable ? error : new SourceUnreachable(error);
};

/** Where and as whom a PostgreSQL pool or client connects (the pool and the connection test alike). */
function pgOptions(settings: ConnectionSettings, policy: OutboundPolicy) {
  return {
    // The socket checks host:port against the outbound policy and connects to the address it checked.
    stream: () => policy.socket(),
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.username,
    password: settings.password ?? '',
    ssl: settings.ssl ? { rejectUnauthorized: true } : false,
  };
}

function postgresSource(settings: ConnectionSettings, timeoutMs: number, policy: OutboundPolicy): ReadOnlySource {
  const pool = new pg.Pool({
    ...pgOptions(settings, policy),
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
      const client = await pool.connect().catch(unreachable);
      try {
        return await pgReadOnly(client, timeoutMs, work);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const mysqlOptions = (s: ConnectionSettings, policy: OutboundPolicy) => ({
  // The socket checks host:port against the outbound policy and connects to the address it checked.
  stream: () => policy.socket().connect(s.port, s.host),
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

function mysqlSource(settings: ConnectionSettings, timeoutMs: number, policy: OutboundPolicy): ReadOnlySource {
  const pool = mysql.createPool({
    ...mysqlOptions(settings, policy),
    connectionLimit: 4,
    maxIdle: 2,
    maxPreparedStatements: 100,
  });
  return {
    dialect: 'mysql',
    platform: false,
    async readOnly(work) {
      const conn = await pool.getConnection().catch(unreachable);
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

/** A stored source's pool; every connection it opens goes through the outbound policy. */
export function externalSource(
  settings: ConnectionSettings,
  timeoutMs: number,
  policy: OutboundPolicy,
): ReadOnlySource {
  return settings.type === 'mysql'
    ? mysqlSource(settings, timeoutMs, policy)
    : postgresSource(settings, timeoutMs, policy);
}

/**
 * Connects once through the outbound policy and asks for the server's version (the connection test);
 * a failure to connect or sign in throws SourceUnreachable with the driver's error as its cause.
 */
export async function probeConnection(settings: ConnectionSettings, policy: OutboundPolicy): Promise<string> {
  if (settings.type === 'mysql') {
    const conn = await mysql.createConnection(mysqlOptions(settings, policy)).catch(unreachable);
    try {
      const [rows] = await conn.query({ sql: 'select version() as version', timeout: CONNECT_TIMEOUT_MS });
      return String((rows as { version: unknown }[])[0]?.version ?? '');
    } finally {
      await conn.end().catch(() => conn.destroy());
    }
  }
  const client = new pg.Client({
    ...pgOptions(settings, policy),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  await client.connect().catch(unreachable);
  try {
    const result = await client.query<{ version: string }>('select version() as version');
    return result.rows[0]?.version ?? '';
  } finally {
    await client.end().catch(() => undefined);
  }
}
