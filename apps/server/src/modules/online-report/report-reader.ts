import type pg from 'pg';
import { type Config, ConfigError } from '../../config.js';
import { type Database, openReportPool } from '../../db/client.js';
import { platformSource, type ReadOnlySource } from '../data-sources/read-only-source.js';

/** Start-up grants of the reports views to the report login, one instance at a time. */
const reportGrantLockKey = 4_242_031;

interface Log {
  warn(object: object, message: string): void;
}

const rowsOf = async <T>(pool: pg.Pool, text: string, values: unknown[] = []) =>
  (await pool.query(text, values)).rows as T[];

const fail = (message: string): never => {
  throw new ConfigError(`Invalid setting REPORT_DATABASE_URL: ${message} (README "Running on PostgreSQL")`);
};

/**
 * The source `default` of online reports (the platform's own database), opened once at start-up.
 *
 * On PostgreSQL reports sign in as the login role of REPORT_DATABASE_URL through a small pool of their own, so
 * whatever a report runs (`set_config('role', …)`, SET ROLE, RESET ROLE, SET SESSION AUTHORIZATION) can reach
 * only roles that login is a member of, and it must be a member of none. Checked here before the product
 * starts; a login that could reach more stops the start with one line saying what is wrong:
 *  - the role exists, is not the product's own, and is not SUPERUSER, CREATEROLE, CREATEDB, REPLICATION or
 *    BYPASSRLS;
 *  - it is a member of no role at all (predefined roles such as pg_read_all_data included);
 *  - it may create nothing in the database or any schema, and may select nothing outside the schema `reports`;
 *  - it signs in to the same database as the product.
 * The product (the views' owner) grants it USAGE on `reports` and SELECT on its views, also on views a later
 * migration adds. Unset on PostgreSQL: a warning at start-up, and reports on the platform database are refused
 * (503 reportReaderUnset); reports on other data sources are not affected.
 */
export async function openReportReader(database: Database, config: Config, log: Log): Promise<ReadOnlySource> {
  const timeoutMs = config.REPORT_QUERY_TIMEOUT_MS;
  const url = config.REPORT_DATABASE_URL;
  if (database.engine === 'pglite') {
    if (url) fail('only with PostgreSQL (DATABASE_URL); the embedded database has a single connection');
    return platformSource(database, timeoutMs);
  }
  if (!url) {
    log.warn(
      { setting: 'REPORT_DATABASE_URL' },
      'online reports on the platform database are refused until REPORT_DATABASE_URL names a login role of their own (README "Running on PostgreSQL")',
    );
    return platformSource(database, timeoutMs);
  }
  const product = (database.db as unknown as { $client: pg.Pool }).$client;
  const login = decodeURIComponent(new URL(url).username);
  await checkLogin(product, login);
  await database.withLock(reportGrantLockKey, () => grantViews(product, login));
  await checkReach(product, login);
  const pool = openReportPool(url);
  try {
    await checkSameDatabase(product, pool, login);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return platformSource(database, timeoutMs, pool);
}

async function checkLogin(product: pg.Pool, login: string) {
  const [role] = await rowsOf<{
    oid: number;
    rolsuper: boolean;
    rolcreaterole: boolean;
    rolcreatedb: boolean;
    rolreplication: boolean;
    rolbypassrls: boolean;
    rolcanlogin: boolean;
    me: boolean;
  }>(
    product,
    `select oid, rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls, rolcanlogin,
            rolname = session_user or rolname = current_user as me
     from pg_catalog.pg_roles where rolname = $1`,
    [login],
  );
  if (!role) return fail(`the role ${login} does not exist`);
  if (role.me) return fail(`${login} is the product's own role; reports need a login role of their own`);
  if (!role.rolcanlogin) return fail(`the role ${login} cannot log in (ALTER ROLE … LOGIN)`);
  const rights = (['rolsuper', 'rolcreaterole', 'rolcreatedb', 'rolreplication', 'rolbypassrls'] as const)
    .filter((k) => role[k])
    .map((k) => k.slice(3).toUpperCase());
  if (rights.length) return fail(`the role ${login} has ${rights.join(', ')}; it must have none of them`);
  const member = await rowsOf<{ name: string }>(
    product,
    `select r.rolname as name from pg_catalog.pg_auth_members m join pg_catalog.pg_roles r on r.oid = m.roleid
     where m.member = $1 order by 1`,
    [role.oid],
  );
  if (member.length) {
    return fail(
      `the role ${login} is a member of ${member.map((m) => m.name).join(', ')}; reports could SET ROLE to them (REVOKE … FROM ${login})`,
    );
  }
}

async function grantViews(product: pg.Pool, login: string) {
  const [missing] = await rowsOf<{ n: string; usage: boolean }>(
    product,
    `select count(*) filter (where not pg_catalog.has_table_privilege($1, c.oid, 'select')) as n,
            pg_catalog.has_schema_privilege($1, 'reports', 'usage') as usage
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'reports' and c.relkind in ('v', 'r', 'm')`,
    [login],
  );
  if (missing?.usage && Number(missing.n) === 0) return;
  const quoted = (await rowsOf<{ q: string }>(product, 'select pg_catalog.quote_ident($1) as q', [login]))[0]?.q;
  try {
    await product.query(`grant usage on schema reports to ${quoted}`);
    await product.query(`grant select on all tables in schema reports to ${quoted}`);
  } catch (error) {
    fail(
      `the product could not grant the reports views to ${login} (${(error as Error).message}); the views' owner runs: GRANT USAGE ON SCHEMA reports TO ${quoted}; GRANT SELECT ON ALL TABLES IN SCHEMA reports TO ${quoted};`,
    );
  }
}

async function checkReach(product: pg.Pool, login: string) {
  const create = await rowsOf<{ name: string }>(
    product,
    `select 'database ' || current_database() as name where pg_catalog.has_database_privilege($1, current_database(), 'create')
     union all
     select 'schema ' || nspname from pg_catalog.pg_namespace where pg_catalog.has_schema_privilege($1, oid, 'create')`,
    [login],
  );
  if (create.length) {
    return fail(`the role ${login} may create objects in ${create.map((c) => c.name).join(', ')}; revoke CREATE`);
  }
  const reach = await rowsOf<{ name: string }>(
    product,
    `select n.nspname || '.' || c.relname as name
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'v', 'm', 'p', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema', 'reports') and n.nspname not like 'pg\\_%'
       and pg_catalog.has_table_privilege($1, c.oid, 'select')
     order by 1 limit 5`,
    [login],
  );
  if (reach.length) {
    return fail(
      `the role ${login} may read ${reach.map((r) => r.name).join(', ')}; reports may read only the schema reports`,
    );
  }
}

async function checkSameDatabase(product: pg.Pool, pool: pg.Pool, login: string) {
  const sql = `select session_user::text as who, (select oid from pg_catalog.pg_database where datname = current_database())::text as db`;
  const [mine] = await rowsOf<{ db: string }>(product, sql);
  let theirs: { who: string; db: string } | undefined;
  try {
    [theirs] = await rowsOf<{ who: string; db: string }>(pool, sql);
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return fail(`cannot sign in (${e.code ?? 'error'}: ${e.message})`);
  }
  if (theirs?.who !== login) return fail(`signed in as ${theirs?.who}, not ${login}`);
  if (theirs.db !== mine?.db) return fail("connects to another database than DATABASE_URL's");
}
