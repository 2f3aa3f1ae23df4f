import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { serializeError } from '../src/logger.js';
import { buildTestApp, type TestContext } from './helper.js';
import { encryptPassword, login } from './identity-fixtures.js';

/**
 * Error logs never carry the values of the statement that failed (docs/security.md "Logs without statement
 * values"): drizzle's "Failed query … params: …", its `params`, and PostgreSQL's `detail` ("Failing row
 * contains (…)") would otherwise write a session token's hash, password hashes and user input to the log.
 */
describe('log lines of failed statements', () => {
  let t: TestContext;
  const lines: string[] = [];
  const log = () => lines.join('');
  const password = 'Secret#Pass9';
  const newPassword = 'Brand#New55';

  beforeAll(async () => {
    t = await buildTestApp({
      demo: false,
      env: { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'debug' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await t.database.db.insert(users).values({
      username: 'logwatch',
      realname: 'Log Watch',
      passwordHash: await hashPassword(password),
      approval: 'approved',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a session lookup that fails writes neither the token nor its hash', async () => {
    const signedIn = await login(t.app, t.database.db, 'logwatch', password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().result.token as string;
    const wrong = await login(t.app, t.database.db, 'logwatch', 'Wrong#Pass77');
    expect(wrong.statusCode).not.toBe(200);
    // The session lookup joins tenants: without that table every lookup fails inside the database.
    await t.database.db.execute(sql`alter table tenants rename to tenants_gone`);
    const failed = await t.app.inject({
      url: `${t.base}/sys/user/getCurrentUserDeparts`,
      headers: { 'x-access-token': token },
    });
    await t.database.db.execute(sql`alter table tenants_gone rename to tenants`);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(log()).toContain('Failed query'); // the failure is logged, with its SQL text
    const tokenHash = createHash('sha256').update(token).digest('hex');
    expect(log()).not.toContain(tokenHash);
    expect(log()).not.toContain(token);
    for (const secret of [password, 'Wrong#Pass77']) expect(log()).not.toContain(secret);
  });

  it('a password change that fails writes neither the passwords nor the new hash', async () => {
    const signedIn = await login(t.app, t.database.db, 'logwatch', password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().result.token as string;
    // Existing rows stay valid (NOT VALID); the update of the password is refused by the database.
    await t.database.db.execute(
      sql`alter table users add constraint test_block_password check (length(password_hash) < 5) not valid`,
    );
    const enc = (plain: string) => encryptPassword(t.app, plain);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.base}/sys/user/updatePassword`,
      headers: { 'x-access-token': token },
      payload: {
        username: 'logwatch',
        oldpassword: await enc(password),
        password: await enc(newPassword),
        confirmpassword: await enc(newPassword),
      },
    });
    await t.database.db.execute(sql`alter table users drop constraint test_block_password`);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(log()).toContain('test_block_password');
    expect(log()).not.toContain('$argon2');
    for (const secret of [password, newPassword, token]) expect(log()).not.toContain(secret);
  });

  it('the serializer keeps the SQL text and the cause, and drops values at every depth', () => {
    const cause = Object.assign(new Error('new row violates check constraint'), {
      code: '23514',
      detail: 'Failing row contains (7, admin, $argon2id$v=19$secret).',
    });
    const error = Object.assign(
      new Error('Failed query: update "users" set "password_hash" = $1\nparams: $argon2id$x,7'),
      {
        query: 'update "users" set "password_hash" = $1',
        params: ['$argon2id$x', 7],
        cause,
      },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).toContain('update \\"users\\" set \\"password_hash\\" = $1');
    expect(text).toContain('23514');
    expect(text).not.toContain('$argon2id');
  });
});
