import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/setup.js';
import { testAdminPassword } from './helper.js';

/**
 * Once per test run and project: migrates and seeds two template databases (with and without the demo
 * data), so each test file starts from a copy instead of migrating and seeding its own. PGlite templates are
 * data-directory tarballs in a temporary folder; PostgreSQL templates are databases of this run, copied with
 * `CREATE DATABASE … TEMPLATE`, and dropped at the end. Each test file still gets its own database.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-templates-'));
    for (const kind of ['demo', 'empty'] as const) {
      const database = await openDatabase({ dataDir: 'memory://' });
      await prepareDatabase(database, { seedDemo: kind === 'demo', adminPassword: testAdminPassword });
      const dump = await database.dump?.();
      if (!dump) throw new Error('PGlite could not dump its data directory');
      const file = path.join(dir, `${kind}.tar`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await database.close();
      project.provide(`template:${kind}`, file);
    }
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const prefix = `csp_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  const names: string[] = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await ensureReportLogin(admin);
    project.provide('reportLogin', `${REPORT_LOGIN}:${REPORT_LOGIN_PASSWORD}`);
    for (const kind of ['demo', 'empty'] as const) {
      const name = `${prefix}_${kind}`;
      await admin.query(`create database ${name}`);
      names.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), dataDir: 'unused', poolSize: 2 });
      await prepareDatabase(database, { seedDemo: kind === 'demo', adminPassword: testAdminPassword });
      await database.close();
      project.provide(`template:${kind}`, name);
    }
  } finally {
    await admin.end();
  }
  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    for (const name of names) await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}

/**
 * The login role online reports sign in as on PostgreSQL (REPORT_DATABASE_URL; README "Running on PostgreSQL"):
 * created once per server by the test role (CREATEROLE suffices), a member of no role, with no right of its own;
 * each app grants it the reports views of its test database at start-up. Kept between runs, like the reader role.
 */
const REPORT_LOGIN = 'csp_report_ci';
const REPORT_LOGIN_PASSWORD = 'csp-report-ci';
async function ensureReportLogin(admin: pg.Client) {
  const exists = await admin.query('select 1 from pg_roles where rolname = $1', [REPORT_LOGIN]);
  if (!exists.rowCount) {
    try {
      await admin.query(
        `create role ${REPORT_LOGIN} login noinherit nosuperuser nocreatedb nocreaterole password '${REPORT_LOGIN_PASSWORD}'`,
      );
    } catch (error) {
      // Another run created it meanwhile.
      if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    }
  }
  // The test role a member of the login (never the other way round), so that `DROP DATABASE … WITH (FORCE)` may
  // end report connections still closing when a test file drops its database.
  const member = await admin.query('select pg_has_role(current_user, $1, $2) as m', [REPORT_LOGIN, 'MEMBER']);
  if (!member.rows[0]?.m) await admin.query(`grant ${REPORT_LOGIN} to current_user`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL only: `role:password` of the report login. */
    reportLogin: string;
    'template:demo': string;
    'template:empty': string;
  }
}
