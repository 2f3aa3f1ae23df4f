import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server for one e2e file, so the test can do what a
 * person reading the captcha image does: know its answer. The product stores only a hash of the answer
 * bound to the captcha key (`captchas.code_hash`); the test replaces it with the hash of an answer it chose.
 */
export async function createDatabase(adminUrl: string) {
  const name = `csp_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  let connected = false;
  return {
    url: url.toString(),
    /** Makes `answer` the answer of the captcha issued for `key` (as the server hashes it). */
    async setCaptchaAnswer(key: string, answer: string) {
      if (!connected) {
        await client.connect();
        connected = true;
      }
      const hash = createHash('sha256').update(`${key}:${answer.trim().toLowerCase()}`).digest('hex');
      const { rowCount } = await client.query('update captchas set code_hash = $1 where key = $2', [hash, key]);
      if (rowCount !== 1) throw new Error(`no captcha issued for ${key}`);
    },
    async drop() {
      if (connected) await client.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
