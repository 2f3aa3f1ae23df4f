import { permissions } from '@csp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, mailOutbox, users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { captchaRepository } from '../src/modules/auth/captcha.repository.js';
import { captchaHash } from '../src/modules/auth/captcha.service.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { encryptPassword, encryptWith, login, publicKey, sealWith } from './identity-fixtures.js';

/**
 * Issue 15, sign-in and secrets at rest: password ciphertexts cannot be replayed, nobody locks a user out from
 * elsewhere, the open look-ups tell nothing about ids and have the open-account budget, and an administrator's
 * reset mails a one-time code, never a password.
 */
let t: TestContext;
let admin = '';
const OPEN_RATE = 40;
const PASSWORD = 'Owner#Pass1';

beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    env: {
      OPEN_ACCOUNT_RATE_PER_MINUTE: String(OPEN_RATE),
      LOGIN_MAX_FAILURES: '5',
      LOGIN_ATTEMPTS_PER_USER_PER_MINUTE: '100',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '1000',
    },
  });
  admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
}, 180_000);
afterAll(() => t.close());

let serial = 0;
/** A captcha whose answer is known, stored as the image route stores it (no image, so no image budget used). */
async function captcha() {
  serial += 1;
  const key = `sig${serial}_${Date.now().toString(36)}`;
  const now = new Date();
  await captchaRepository(t.database.db).save(key, captchaHash(key, 'ab12'), new Date(now.getTime() + 60_000), now);
  return { checkKey: key, captcha: 'ab12' };
}

const signIn = async (username: string, password: string, ip: string, encrypted?: string) => {
  const c = await captcha();
  return t.app.inject({
    method: 'POST',
    url: '/api/sys/login',
    remoteAddress: ip,
    payload: {
      username,
      password: encrypted ?? (await encryptPassword(t.app, password, { captchaKey: c.checkKey })),
      ...c,
    },
  });
};

const call = (method: string, url: string, payload?: object, token = admin) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  });

/** A user with a known password and a mailbox. */
async function owner(name: string) {
  const password = await encryptPassword(t.app, PASSWORD);
  const res = await call('POST', '/sys/user/add', {
    username: name,
    realname: name,
    email: `${name}@example.org`,
    password,
    confirmPassword: password,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.id as string;
}

describe('password envelopes', () => {
  it('refuses a captured login ciphertext sent again with a fresh captcha', async () => {
    await owner('envelope_owner');
    const first = await captcha();
    const captured = await encryptPassword(t.app, PASSWORD, { captchaKey: first.checkKey });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'envelope_owner', password: captured, ...first },
    });
    expect(ok.statusCode).toBe(200);
    // The attacker solves a new captcha and sends the captured ciphertext with it.
    const replay = await signIn('envelope_owner', '', '10.66.0.1', captured);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: 'Invalid', result: { errors: [{ field: 'password' }] } });
  });

  it('refuses a ciphertext bound to another captcha, an old one, a bare password and one used elsewhere', async () => {
    const key = await publicKey(t.app);
    const other = await captcha();
    const c = await captcha();
    const variants: Record<string, (checkKey: string) => string> = {
      'bound to another captcha': () => encryptWith(key, PASSWORD, other.checkKey),
      'three minutes old': (checkKey) => encryptWith(key, PASSWORD, checkKey, Date.now() - 3 * 60_000),
      'from the future': (checkKey) => encryptWith(key, PASSWORD, checkKey, Date.now() + 5 * 60_000),
      'without its captcha key': () => encryptWith(key, PASSWORD),
      'a bare password (old clients)': () => sealWith(key, PASSWORD),
    };
    for (const [name, make] of Object.entries(variants)) {
      const fresh = await captcha();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/login',
        payload: { username: 'envelope_owner', password: make(fresh.checkKey), ...fresh },
      });
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, 'Invalid']);
    }
    // Opened once by a password change, a ciphertext cannot log in either.
    const token = (await signIn('envelope_owner', PASSWORD, '10.66.0.2')).json().result.token;
    const fresh = encryptWith(key, 'Changed#Pw2');
    const changed = await call(
      'POST',
      '/sys/user/updatePassword',
      { username: 'envelope_owner', oldpassword: encryptWith(key, PASSWORD), password: fresh, confirmpassword: fresh },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'envelope_owner', password: fresh, ...c },
    });
    expect([reuse.statusCode, reuse.json().message]).toEqual([400, 'Invalid']);
    expect((await signIn('envelope_owner', 'Changed#Pw2', '10.66.0.3')).statusCode).toBe(200);
  });

  it("refuses an administrator's captured password set sent again", async () => {
    const password = await encryptPassword(t.app, 'Admin#Set12');
    const body = { username: 'envelope_owner', password, confirmpassword: password };
    expect((await call('PUT', '/sys/user/changePassword', body)).statusCode).toBe(200);
    const again = await call('PUT', '/sys/user/changePassword', body);
    expect([again.statusCode, again.json().message]).toEqual([400, 'Invalid']);
  });
});

describe('lockout', () => {
  it('does not lock a user out when wrong passwords come from five addresses', async () => {
    await owner('spread_target');
    for (let i = 1; i <= 5; i += 1) {
      expect((await signIn('spread_target', 'Wrong#Pass1', `10.1.0.${i}`)).json().message).toBe('WrongUser');
    }
    const sixth = await signIn('spread_target', PASSWORD, '10.1.0.6');
    expect(sixth.statusCode).toBe(200);
  });

  it('locks one address for that user after five wrong passwords from it; other addresses still sign in', async () => {
    await owner('local_target');
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('local_target', 'Wrong#Pass1', '10.2.0.1')).json().message).toBe('WrongUser');
    }
    const locked = await signIn('local_target', PASSWORD, '10.2.0.1');
    expect([locked.statusCode, locked.json().message]).toEqual([429, 'loginLocked']);
    // Another user from the same address is not affected.
    expect((await signIn('admin', testAdminPassword, '10.2.0.1')).statusCode).toBe(200);
    expect((await signIn('local_target', PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('delays new addresses after many wrong passwords from everywhere, but not an address that signed in before', async () => {
    await owner('swarm_target');
    expect((await signIn('swarm_target', PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    for (let i = 1; i <= 10; i += 1) {
      expect((await signIn('swarm_target', 'Wrong#Pass1', `10.3.0.${i}`)).json().message).toBe('WrongUser');
    }
    const stranger = await signIn('swarm_target', PASSWORD, '10.3.2.1');
    expect([stranger.statusCode, stranger.json().message]).toEqual([429, 'loginDelayed']);
    expect((await signIn('swarm_target', PASSWORD, '10.3.1.1')).statusCode).toBe(200);
  });

  it('lets an administrator unlock a user, in the login log', async () => {
    const id = await owner('unlock_target');
    for (let i = 0; i < 5; i += 1) await signIn('unlock_target', 'Wrong#Pass1', '10.4.0.1');
    expect((await signIn('unlock_target', PASSWORD, '10.4.0.1')).json().message).toBe('loginLocked');
    const res = await call('PUT', '/sys/user/unlock', { id });
    expect([res.statusCode, res.json().message]).toEqual([200, 'userUnlocked']);
    expect((await signIn('unlock_target', PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.username, 'unlock_target'));
    expect(rows.filter((r) => r.action === 'unlock')).toMatchObject([{ result: 'success', userAgent: 'by admin' }]);
  });

  it('answers 401 without a session and 403 without the permission for the unlock route', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'unlock_target'));
    const id = String(row?.id);
    expect((await call('PUT', '/sys/user/unlock', { id }, '')).statusCode).toBe(401);
    const clerk = await signedInUser(t.app, t.database.db, { perms: [permissions.userList] });
    const refused = await call('PUT', '/sys/user/unlock', { id }, clerk.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'notAuthority']);
    const holder = await signedInUser(t.app, t.database.db, { perms: [permissions.userUnlock] });
    expect((await call('PUT', '/sys/user/unlock', { id }, holder.token)).statusCode).toBe(200);
  });
});

describe('open look-ups', () => {
  it('answers only free or taken, and ignores the user id for callers who may not edit that user', async () => {
    const id = await owner('lookup_owner');
    const mine = 'lookup_owner@example.org';
    // Anonymous: with the owner's id the mailbox is still "taken", so ids cannot be matched to mailboxes.
    const anonymous = await call('POST', `/sys/user/check/email/${id}`, { email: mine }, '');
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([409, 'mailboxNotDuplicate']);
    const noIds = { text: expect.any(String), errors: [{ field: 'email', message: expect.any(String) }] };
    expect(anonymous.json().result).toStrictEqual(noIds);
    const stranger = await signedInUser(t.app, t.database.db, { perms: [] });
    expect((await call('POST', `/sys/user/check/email/${id}`, { email: mine }, stranger.token)).statusCode).toBe(409);
    // The administrator editing that user may keep the mailbox.
    expect((await call('POST', `/sys/user/check/email/${id}`, { email: mine })).statusCode).toBe(200);
    const free = await call('GET', '/sys/user/checkOnlyUser?username=nobody_has_this', undefined, '');
    expect(free.json()).toMatchObject({ success: true, result: null });
    const taken = await call('GET', '/sys/user/checkOnlyUser?username=lookup_owner', undefined, '');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().result).toStrictEqual({
      ...noIds,
      errors: [{ field: 'username', message: expect.any(String) }],
    });
  });

  it('gives each look-up the open-account budget per address', async () => {
    for (const [method, url, payload] of [
      ['GET', '/sys/user/checkOnlyUser?username=budget_probe', undefined],
      ['POST', '/sys/user/check/email/0', { email: 'budget@example.org' }],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i <= OPEN_RATE; i += 1) {
        const res = await t.app.inject({
          method,
          url: `/api${url}`,
          remoteAddress: '10.9.9.9',
          ...(payload ? { payload } : {}),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, OPEN_RATE).every((s) => s === 200)).toBe(true);
      expect(statuses[OPEN_RATE]).toBe(429);
    }
  });
});

describe("administrator's reset", () => {
  it('mails a one-time code, never a password: neither the stored mail nor the outbox list holds one', async () => {
    const id = await owner('reset_target');
    const res = await call('PUT', '/sys/user/reset', { id });
    expect(res.json()).toMatchObject({ message: 'passwordResetMailed', result: { mailed: true } });
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'reset_target'));
    const stored = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'reset_target@example.org'));
    const listed = (await call('GET', '/sys/mail/outbox/list?recipient=reset_target@')).json().result.records;
    expect(stored).toHaveLength(1);
    expect(listed).toHaveLength(1);
    const code = /code (\d{6})/.exec(stored[0]?.body ?? '')?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    // No word of the mail (as stored, as listed) is the user's password now.
    const words = new Set(`${stored[0]?.body} ${listed[0].body}`.split(/\s+/).filter((w) => w.length >= 6));
    for (const word of words) expect(await verifyPassword(user?.passwordHash as string, word)).toBe(false);
    expect((await signIn('reset_target', PASSWORD, '10.5.0.1')).json().message).toBe('WrongUser');

    const set = async (password: string) => {
      const encrypted = await encryptPassword(t.app, password);
      return call('POST', '/sys/user/passwordChange', {
        username: 'reset_target',
        code,
        password: encrypted,
        confirmPassword: encrypted,
      });
    };
    expect((await set('Chosen#Pw42')).statusCode).toBe(200);
    expect((await set('Second#Pw42')).json().message).toBe('mailCodeInvalid');
    expect((await signIn('reset_target', 'Chosen#Pw42', '10.5.0.1')).statusCode).toBe(200);
    const after = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'reset_target@example.org'));
    expect(after.map((m) => m.body).join(' ')).not.toContain('Chosen#Pw42');
  });
});
