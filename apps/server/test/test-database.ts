import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (DB_ENGINE=postgres) a new database
 * created on TEST_DATABASE_URL's server and dropped afterwards, so runs never share state.
 */
export async function createTestDatabase(): Promise<Database & { engineUrl?: string }> {
  if (process.env.DB_ENGINE !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `csp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
