// biome-ignore-all lint/suspicious/noTemplateCurlyInString: report SQL writes its parameters as ${name}
import { permissions as p } from '@csp/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { ReadOnlySource } from '../src/modules/data-sources/read-only-source.js';
import { REPORT_READER_ROLE } from '../src/modules/data-sources/read-only-source.js';
import { REPORT_VIEWS } from '../src/modules/online-report/relation-guard.js';
import { openReportReader } from '../src/modules/online-report/report-reader.js';
import { runPage } from '../src/modules/online-report/report-runner.js';
import { composeProbe } from '../src/modules/online-report/sql-compose.js';
import type { CheckedSql } from '../src/modules/online-report/sql-guard.js';
import { checkReportSql } from '../src/modules/online-report/sql-guard.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

/**
 * Issue 15: report SQL on the platform's own database as a least-privilege reader. Every attack of the finding
 * (functions that run SQL text, secret tables, the catalogue, files, sleeps, other sessions, settings, and the
 * ways to hide a name: CTE, subquery, LATERAL, schema, quotes, comments, several statements) is answered 400
 * with a message key and no secret; with the parser guard bypassed, the reports role itself still refuses.
 */
let t: TestContext;
let token = '';
let secrets: string[] = [];
const postgres = process.env.DB_ENGINE === 'postgres';
const quiet: { warn(object: object, message: string): void } = { warn: () => undefined };
/** Rows of a query run as the product (both engines answer `{ rows }`). */
const rowsOf = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await buildTestApp({ demo: true });
  token = (await signedInUser(t.app, t.database.db, { perms: [p.onlineReportTest, p.onlineReportAdd] })).token;
  // A key pair exists once the sign-in key was asked for.
  await t.app.inject({ method: 'GET', url: '/api/sys/getRSAPublicKey' });
  const hashes = await rowsOf<{ s: string }>(sql`select password_hash as s from users`);
  const keys = await rowsOf<{ s: string }>(sql`select private_key as s from rsa_keys`);
  secrets = [...hashes, ...keys].map((row) => row.s).filter(Boolean);
  expect(hashes.length).toBeGreaterThan(0);
  expect(keys.length).toBeGreaterThan(0);
});
afterAll(() => t.close());

const testRun = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/online/cgreport/head/testRun',
    headers: { 'x-access-token': token, 'accept-language': 'en' },
    payload: { sql: body },
  });

/** The reply is a clean 400 with the key, on the field `sql`, and carries no secret of the database. */
async function expectRefused(text: string, key = 'reportSqlForbidden') {
  const res = await testRun(text);
  expect(res.statusCode, `${text}: ${res.body}`).toBe(400);
  expect(res.json().message, text).toBe(key);
  for (const secret of secrets) expect(res.body).not.toContain(secret.slice(0, 40));
  expect(res.body).not.toMatch(/PRIVATE KEY|\$argon2|\$2[aby]\$|root:/);
}

describe('the attacks of the finding are refused by the guard, with no secret in the reply', () => {
  it.each([
    "select word from ts_stat('select password_hash from users')",
    "select * from ts_stat('select to_tsvector(password_hash) from users')",
    "select query_to_xml('select * from users', true, true, '') as x",
    "select * from query_to_xml('select private_key from rsa_keys', true, true, '')",
    "select table_to_xml('users', true, true, '') as x",
    "select ts_rewrite('a'::tsquery, 'select password_hash::tsquery, ''a''::tsquery from users') as r",
    'select private_key from rsa_keys',
    'select rolname, rolpassword from pg_authid',
    'select * from pg_catalog.pg_authid',
    'select * from pg_shadow',
    'select * from pg_stat_activity',
    "select pg_read_file('/etc/passwd') as f",
    "select pg_catalog.pg_read_binary_file('/etc/passwd') as f",
    "select * from pg_ls_dir('.') as f",
    "select lo_import('/etc/passwd') as o",
    'select pg_sleep(30) as s',
    "select pg_sleep_for('30 seconds') as s",
    'select pg_terminate_backend(pid) from pg_stat_activity',
    'select pg_cancel_backend(1) as c',
    "select set_config('role', session_user, true) as r",
    "select set_config('statement_timeout', '0', false) as r",
    'select pg_advisory_lock(1) as l',
    "select nextval('users_id_seq') as n",
    'with u as (select password_hash from users) select * from u',
    'with recursive u as (select password_hash from users) select * from u',
    'select (select password_hash from users limit 1) as h from countries',
    'select c.code, u.h from countries c, lateral (select password_hash as h from users) u',
    'select * from countries where exists (select 1 from sessions)',
    'select code from countries union all select password_hash from users',
    '(select code from countries for update) union select code from countries',
    '(with u as (select 1 as a) select * from u) union select password_hash from users',
    'select * from public.users',
    'select * from public.data_values',
    'select * from reports.users',
    'select * from "users"',
    'select * from "public"."rsa_keys"',
    'select * from csp.public.countries',
    'select "pg_read_file"(\'/etc/passwd\') as f',
    'select "public"."anything"() as f',
    'select * from/**/users',
    'select code from countries -- a note\n union select token_hash from sessions',
    'select * from (with users as (select 1 as a) select * from users) a, users',
    'with a as (select * from b), b as (select 1 as x) select * from a',
    'select * from captchas',
    'select * from password_resets',
    'select * from mail_outbox',
    'select * from data_sources',
    'select * from login_logs',
    'select * from sms_codes',
    'select * from login_handoffs',
    'select * from data_logs',
  ])('%s', async (text) => {
    await expectRefused(text);
  });

  it.each([
    'select 1 as a; select password_hash from users',
    'select 1 as a; /* c */ select 2 as b;',
    'select 1 as a;; ',
    'do $$ begin perform pg_sleep(1); end $$',
    'set role postgres',
    'reset role',
    "copy users to '/tmp/u'",
  ])('only one SELECT: %s', async (text) => {
    await expectRefused(text, 'reportSqlNotSelect');
  });

  it('finds parameters with the real scanner: not in literals, quoted names or comments; Chinese text keeps its place', () => {
    const checked = checkReportSql(
      'select code, name_zh as "名称" from positions /* ${no} */ where name_zh = \'北京\' and code = ${c}',
      'postgres',
    );
    expect(checked.params).toEqual(['c']);
    expect(composeProbe(checked, { c: 'x' }).text).toContain("where name_zh = '北京' and code = $1");
    for (const text of ["select '${x}' as t", 'select 1 as "${x}"', 'select $$ ${x} $$ as t']) {
      expect(() => checkReportSql(text, 'postgres'), text).toThrow(
        expect.objectContaining({ key: 'reportSqlParamInLiteral' }),
      );
    }
  });
});

describe('a saved report is checked the same way', () => {
  it.each([
    "select word from ts_stat('select password_hash from users')",
    'select password_hash from users',
    'with u as (select * from sessions) select * from u',
  ])('refuses to save %s on the platform database, and stores nothing', async (text) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/online/cgreport/head/add',
      headers: { 'x-access-token': token },
      payload: { code: 'privilege_bad', name: 'bad', sql: text },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('reportSqlForbidden');
    expect(await rowsOf(sql`select id from online_reports where code = 'privilege_bad'`)).toEqual([]);
  });
});

describe('legitimate reports over the reports views still work', () => {
  it('reads the views by their plain names, qualified, through CTEs, joins and functions', async () => {
    for (const text of [
      'select code, name_en from countries order by code',
      'select c.code, count(ci.id) as cities from reports.countries c left join cities ci on ci.country_id = c.id group by c.code',
      'with big as (select id, country_id from cities where population > 0) select count(*) as n from big',
      "select d.code, string_agg(i.text_en, ', ' order by i.sort) as items from dicts d join dict_items i on i.dict_id = d.id group by d.code",
      "select pg_typeof(1)::text as t, round(3.14159, 2) as r, to_char(now(), 'YYYY') as y, coalesce(null, '北京') as z",
      'select s.number, count(v.id) as n from series s left join data_values v on v.series_id = s.id group by s.number',
      '(with x as (select code from countries) select code from x) union (select code from reports.countries)',
      // The end-to-end test's report (e2e/online-report.e2e.ts).
      'select i.value, i.text_en, i.text_zh, d.code as dict_code\nfrom dict_items i join dicts d on d.id = i.dict_id',
    ]) {
      const res = await testRun(text);
      expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
      expect(res.json().result.total, text).toBeGreaterThan(0);
    }
  });

  it('shows only published values', async () => {
    const [published] = await rowsOf<{ n: string }>(
      sql`select count(*) as n from data_values where status = 'published'`,
    );
    await t.database.db.execute(
      sql`update data_values set status = 'pending' where id = (select min(id) from data_values)`,
    );
    const res = await testRun(
      "select count(*) as n, count(*) filter (where status <> 'published') as other from data_values",
    );
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().result.records[0];
    expect([Number(record.n), Number(record.other)]).toEqual([Number(published?.n) - 1, 0]);
  });

  it('a saved report with a parameter reads a view and binds its value', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/online/cgreport/head/add',
      headers: { 'x-access-token': token },
      payload: {
        code: 'privilege_ok',
        name: '经济体',
        sql: "select code, name_zh from countries where code = ${c} or name_zh = '不是'",
        params: [{ name: 'c', title: 'c' }],
      },
    });
    expect(add.statusCode, add.body).toBe(200);
  });
});

/** The statement as the guard would pass it, claiming it reads only allowed views. */
const unchecked = (text: string): CheckedSql => ({
  dialect: 'postgres',
  tokens: [{ kind: 'code', text, value: text }],
  params: [],
  relations: [],
});

describe('the reports role refuses on its own (the parser guard bypassed)', () => {
  /** The source `default` as the app opens it (on PostgreSQL: the report login's own pool). */
  const sources: ReadOnlySource[] = [];
  const reader = async (timeoutMs = 5_000) => {
    const source = await openReportReader(t.database, { ...t.config, REPORT_QUERY_TIMEOUT_MS: timeoutMs }, quiet);
    sources.push(source);
    return source;
  };
  afterAll(async () => {
    for (const source of sources) await source.close();
  });
  const run = async (text: string, timeoutMs = 5_000) =>
    runPage(await reader(timeoutMs), unchecked(text), { params: {}, limit: 10, offset: 0 }, true);

  it.each([
    "select word from ts_stat('select to_tsvector(password_hash) from public.users')",
    "select query_to_xml('select * from public.users', true, true, '')::text as x",
    "select query_to_xml('select private_key from public.rsa_keys', true, true, '')::text as x",
    "select table_to_xml('public.sessions', true, true, '')::text as x",
    'select password_hash from public.users',
    'select private_key from public.rsa_keys',
    'select password_cipher from public.data_sources',
    'select * from public.data_values',
    'select rolpassword from pg_catalog.pg_authid',
    "select pg_read_file('/etc/passwd') as f",
    "select * from pg_ls_dir('.') as f",
    "select lo_import('/etc/passwd') as o",
    "select nextval('public.users_id_seq') as n",
  ])('%s', async (text) => {
    const error = await run(text).catch((e: unknown) => e);
    expect(error, text).toMatchObject({ status: 400, key: 'reportSqlFailed' });
    const words = JSON.stringify((error as { fieldErrors?: unknown }).fieldErrors);
    expect(words).toMatch(/permission denied/);
    for (const secret of secrets) expect(words).not.toContain(secret.slice(0, 40));
  });

  it('reads the views and nothing else: every relation it may select is a reports view', async () => {
    const rows = await rowsOf<{ name: string }>(sql`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'm', 'p', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and has_table_privilege(${REPORT_READER_ROLE}, c.oid, 'select')`);
    expect(rows.map((r) => r.name).sort()).toEqual([...REPORT_VIEWS].map((v) => `reports.${v}`).sort());
    const schemas = await rowsOf<{ name: string }>(sql`
      select nspname as name from pg_namespace
      where has_schema_privilege(${REPORT_READER_ROLE}, oid, 'create')`);
    expect(schemas).toEqual([]);
  });

  it.runIf(postgres)('cannot end or cancel the product’s other connections (PostgreSQL)', async () => {
    const error = await run(
      'select pg_terminate_backend(pid) as t from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    ).catch((e: unknown) => e);
    if (error instanceof Error) expect(error).toMatchObject({ status: 400, key: 'reportSqlFailed' });
    else expect((error as { records: { t: boolean }[] }).records.every((r) => r.t === false)).toBe(true);
    const alive = await rowsOf<{ one: number }>(sql`select 1 as one`);
    expect(alive).toHaveLength(1);
  });

  it.runIf(postgres)('stops pg_sleep at the statement timeout (PostgreSQL; PGlite has no timer)', async () => {
    const started = Date.now();
    await expect(run('select pg_sleep(5) as s', 300)).rejects.toMatchObject({ status: 400, key: 'reportTimeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('the database alone holds the role (the parser guard bypassed)', () => {
  const sources: ReadOnlySource[] = [];
  const reader = async (config: Partial<typeof t.config> = {}, log = quiet) => {
    const source = await openReportReader(t.database, { ...t.config, REPORT_QUERY_TIMEOUT_MS: 5_000, ...config }, log);
    sources.push(source);
    return source;
  };
  afterAll(async () => {
    for (const source of sources) await source.close();
  });
  let productRole = '';
  beforeAll(async () => {
    productRole = (await rowsOf<{ r: string }>(sql`select current_user as r`))[0]?.r ?? '';
    expect(productRole).not.toBe('');
  });
  /** Statements run one after the other in one report transaction, as no guard would let them; the last one's rows. */
  const raw = async (...texts: string[]) =>
    (await reader()).readOnly(async (query) => {
      let rows: Record<string, unknown>[] = [];
      for (const text of texts) rows = (await query(text, [])).rows;
      return rows;
    });
  const stealHashes = 'select password_hash from public.users';
  /** Refused, and no row of the last statement (the secret read) came back. */
  async function expectHeld(...texts: string[]) {
    const outcome = await raw(...texts).then(
      (rows) => ({ rows }),
      (error: unknown) => ({ error: error as { message?: string; code?: string; key?: string } }),
    );
    expect('error' in outcome, `${texts.join('; ')}: ${JSON.stringify(outcome)}`).toBe(true);
    const words = JSON.stringify(outcome);
    for (const secret of secrets) expect(words).not.toContain(secret.slice(0, 40));
    return (outcome as { error: { message?: string; code?: string; key?: string } }).error;
  }

  it.runIf(postgres)('reports sign in as their own login, which is a member of no role (PostgreSQL)', async () => {
    const [who] = await raw(
      'select session_user::text as s, current_user::text as c, (select count(*) from pg_auth_members m join pg_roles r on r.oid = m.member where r.rolname = session_user)::int as memberships',
    );
    expect(who?.s).toBe(new URL(t.config.REPORT_DATABASE_URL ?? '').username);
    expect(who?.s).not.toBe(productRole);
    expect(who?.c).toBe(who?.s);
    expect(who?.memberships).toBe(0);
  });

  it.runIf(postgres)(
    'set_config(role), SET ROLE, RESET ROLE, SET SESSION AUTHORIZATION reach no other role (PostgreSQL)',
    async () => {
      for (const attempt of [
        [`select set_config('role', '${productRole}', true) as r`, stealHashes],
        [`select set_config('role', '${productRole}', false) as r`, stealHashes],
        [`select set_config('role', 'csp_report_reader', true) as r`, stealHashes],
        [`select set_config('session_authorization', '${productRole}', true) as r`, stealHashes],
        [`set role ${productRole}`, stealHashes],
        [`set local role ${productRole}`, stealHashes],
        [`set session authorization ${productRole}`, stealHashes],
        [`set session authorization default`, stealHashes],
        ['reset session authorization', stealHashes],
        ['reset role', stealHashes],
        ['set role none', stealHashes],
      ]) {
        const error = await expectHeld(...attempt);
        expect(error.message, attempt.join('; ')).toMatch(/permission denied/);
      }
      // And through the runner's own wrapping (what a report that slipped past the guard would be).
      for (const text of [
        `select set_config('role', '${productRole}', true) as r`,
        `select set_config('session_authorization', '${productRole}', true) as r`,
      ]) {
        const error = await runPage(await reader(), unchecked(text), { params: {}, limit: 10, offset: 0 }, true).catch(
          (e: unknown) => e,
        );
        expect(error, text).toMatchObject({ status: 400, key: 'reportSqlFailed' });
      }
    },
  );

  it.runIf(postgres)(
    'reads no users, password hashes, sessions or keys, whatever it ran before (PostgreSQL)',
    async () => {
      for (const text of [
        stealHashes,
        'select token_hash from public.sessions',
        'select private_key from public.rsa_keys',
        "select query_to_xml('select password_hash from public.users', true, true, '')::text as x",
      ]) {
        const error = await expectHeld('reset role', text);
        expect(error.message, text).toMatch(/permission denied/);
      }
    },
  );

  it.runIf(postgres)(
    'leaves nothing on its connection for the next report: advisory locks are released (PostgreSQL)',
    async () => {
      await raw('select pg_advisory_lock(424242) as l');
      const held = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 424242`,
      );
      expect(held[0]?.n).toBe(0);
    },
  );

  it.runIf(postgres)(
    'unset on PostgreSQL: a warning at start-up and reports on the platform database are refused',
    async () => {
      const warnings: string[] = [];
      const source = await reader(
        { REPORT_DATABASE_URL: undefined },
        { warn: (_o: object, message: string) => void warnings.push(message) },
      );
      expect(warnings.join(' ')).toMatch(/REPORT_DATABASE_URL/);
      await expect(source.readOnly(async () => 1)).rejects.toMatchObject({ status: 503, key: 'reportReaderUnset' });
    },
  );

  it.runIf(postgres)('a report login that could reach more is refused at start-up (PostgreSQL)', async () => {
    const suffix = Math.random().toString(16).slice(2, 8);
    const [member, creator, group] = [`csp_rt_m_${suffix}`, `csp_rt_c_${suffix}`, `csp_rt_g_${suffix}`];
    const url = (role: string) => {
      const u = new URL(t.config.REPORT_DATABASE_URL ?? '');
      u.username = role;
      u.password = 'x';
      return u.toString();
    };
    const exec = (text: string) => t.database.db.execute(sql.raw(text));
    await exec(`create role ${group} nologin`);
    await exec(`create role ${member} login password 'x' in role ${group}`);
    await exec(`create role ${creator} login password 'x' createdb`);
    try {
      for (const [role, words] of [
        [member, /member of csp_rt_g_/],
        [creator, /CREATEDB/],
        [`csp_rt_none_${suffix}`, /does not exist/],
      ] as const) {
        await expect(reader({ REPORT_DATABASE_URL: url(role) }), role).rejects.toThrow(words);
      }
      // A login that may read a secret table is refused too.
      await exec(`revoke ${group} from ${member}`);
      await exec(`grant select on public.users to ${member}`);
      await expect(reader({ REPORT_DATABASE_URL: url(member) })).rejects.toThrow(/may read public\.users/);
      // The product's own role, in the setting.
      expect(() =>
        loadConfig({ DATABASE_URL: t.config.REPORT_DATABASE_URL, REPORT_DATABASE_URL: t.config.REPORT_DATABASE_URL }),
      ).toThrow(/login role of its own/);
    } finally {
      await exec(`revoke all on all tables in schema reports from ${member}`);
      await exec(`revoke usage on schema reports from ${member}`);
      await exec(`revoke all on public.users from ${member}`);
      await exec(`drop role if exists ${member}, ${creator}, ${group}`);
    }
  });

  it.runIf(!postgres)(
    'PGlite: set_config and sleeping are not the reader’s to call; a role change is caught after the statement',
    async () => {
      for (const text of [
        "select set_config('role', 'postgres', true) as r",
        "select set_config('session_authorization', 'postgres', true) as r",
        'select pg_sleep(0.01) as s',
        "select * from ts_stat('select to_tsvector(password_hash) from public.users')",
      ]) {
        const error = await runPage(await reader(), unchecked(text), { params: {}, limit: 10, offset: 0 }, true).catch(
          (e: unknown) => e,
        );
        expect(error, text).toMatchObject({ status: 400, key: 'reportSqlFailed' });
        expect(JSON.stringify((error as { fieldErrors?: unknown }).fieldErrors), text).toMatch(/permission denied/);
      }
      // PGlite's one session is a superuser: a raw SET ROLE / RESET ROLE statement (which the runner never sends:
      // every statement it sends is one SELECT) would take it back; the check after each statement refuses the rows.
      for (const attempt of [
        ['reset role', stealHashes],
        ['set role postgres', stealHashes],
        ['set session authorization postgres', stealHashes],
      ]) {
        const error = await expectHeld(...attempt);
        expect(error.key, attempt.join('; ')).toBe('reportSqlForbidden');
      }
      // The product itself (the superuser) still may.
      const [own] = await rowsOf<{ r: string }>(sql`select set_config('application_name', 'csp', true) as r`);
      expect(own?.r).toBe('csp');
    },
  );
});
