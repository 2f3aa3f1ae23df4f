import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';

/** Which prepared template a test database starts from (test/global-setup.ts); none means empty, unmigrated. */
export type TestTemplate = 'demo' | 'empty' | 'none';

/**
 * A database of its own for one test: in-memory PGlite, or (DB_ENGINE=postgres) a new database created on
 * TEST_DATABASE_URL's server and dropped afterwards, so runs never share state. With a template it starts as a
 * copy of the run's migrated and seeded template (with or without the demo data).
 */
export async function createTestDatabase(template: TestTemplate = 'none'): Promise<Database & { engineUrl?: string }> {
  if (process.env.DB_ENGINE !== 'postgres') {
    if (template === 'none') return openDatabase({ dataDir: 'memory://' });
    const tarball = new Blob([readFileSync(inject(`template:${template}`))]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: tarball });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `csp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template === 'none' ? undefined : inject(`template:${template}`));
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'unused', poolSize: 5 });
  return {
    ...database,
    engineUrl: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** CREATE DATABASE, copying a template; retried while another copy of the same template holds it. */
async function createDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  const sql = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
