import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/db/schema/index.js';
import { AppError } from '../src/errors.js';
import { createMailer } from '../src/modules/mail/mailer.js';
import { outboxRepository } from '../src/modules/mail/outbox.repository.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { encryptPassword, knownCaptcha, login } from './identity-fixtures.js';
import { startSmtp } from './smtp-fixture.js';

/** Registration, approval mail, password change and the forgotten-password flow, over a real SMTP server. */
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin = '';
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({
    demo: false,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'noreply@example.org',
      OPEN_ACCOUNT_RATE_PER_MINUTE: '10000',
      LOGIN_ATTEMPTS_PER_USER_PER_MINUTE: '100',
    },
  });
  admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: token ? { 'x-access-token': token } : {} });
const get = (url: string, token?: string) =>
  t.app.inject({ url: `/api${url}`, headers: token ? { 'x-access-token': token } : {} });
const enc = (plain: string, captchaKey?: string) => encryptPassword(t.app, plain, { captchaKey });

async function register(username: string, email: string, password = 'Passw0rd!') {
  const captcha = await knownCaptcha(t.app, t.database.db);
  return send('POST', '/sys/user/register', {
    username,
    email,
    password: await enc(password, captcha.checkKey),
    confirmPassword: await enc(password, captcha.checkKey),
    ...captcha,
  });
}

describe('registration and approval', () => {
  let userId = '';
  it('registers an account that waits for approval and cannot log in yet', async () => {
    const res = await register('newcomer', 'Newcomer@Example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'registerSuccess',
      result: { username: 'newcomer', approval: 'pending' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'newcomer'));
    expect(row).toMatchObject({ approval: 'pending', email: 'newcomer@example.org' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    userId = String(row?.id);
    const early = await login(t.app, t.database.db, 'newcomer', 'Passw0rd!');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('accountPending');
  });

  it('lists pending registrations, approves them and mails a confirmation', async () => {
    const pending = await get('/sys/user/list?approval=pending', admin);
    expect(pending.json().result.records.map((u: { username: string }) => u.username)).toEqual(['newcomer']);
    const res = await send('POST', '/sys/user/pass', { ids: userId }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'approveSuccess', result: { approved: 1, mailed: 1 } });
    const mail = await smtp.latestTo('newcomer@example.org');
    expect(mail.subject).toContain('approved');
    expect(mail.text).toContain('newcomer');
    expect(mail.text).toContain('审核通过');
    const ok = await login(t.app, t.database.db, 'newcomer', 'Passw0rd!');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.userInfo.roles).toEqual(['user']);
  });

  it('answers 409 for a taken username or mailbox', async () => {
    expect((await register('newcomer', 'other@example.org')).json().message).toBe('userNameNotRepeated');
    const dupMail = await register('another', 'NEWCOMER@example.org');
    expect(dupMail.statusCode).toBe(409);
    expect(dupMail.json()).toMatchObject({ message: 'mailboxNotDuplicate', result: { errors: [{ field: 'email' }] } });
  });
});

describe('password change', () => {
  it('checks the old password, then ends every session of the user', async () => {
    const first = (await login(t.app, t.database.db, 'newcomer', 'Passw0rd!')).json().result.token;
    const second = (await login(t.app, t.database.db, 'newcomer', 'Passw0rd!')).json().result.token;
    const body = async (old: string, next: string, confirm = next) => ({
      username: 'newcomer',
      oldpassword: await enc(old),
      password: await enc(next),
      confirmpassword: await enc(confirm),
    });
    const wrongOld = await send('POST', '/sys/user/updatePassword', await body('Nope#1234', 'NewPass#12'), first);
    expect(wrongOld.json()).toMatchObject({
      message: 'oldPasswordWrong',
      result: { errors: [{ field: 'oldpassword' }] },
    });
    const other = await send(
      'POST',
      '/sys/user/updatePassword',
      { ...(await body('Passw0rd!', 'NewPass#12')), username: 'admin' },
      first,
    );
    expect(other.statusCode).toBe(403);
    const res = await send('POST', '/sys/user/updatePassword', await body('Passw0rd!', 'NewPass#12'), first);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('passwordChanged');
    for (const token of [first, second])
      expect((await get('/sys/user/getCurrentUserDeparts', token)).statusCode).toBe(401);
    expect((await login(t.app, t.database.db, 'newcomer', 'Passw0rd!')).json().message).toBe('WrongUser');
    expect((await login(t.app, t.database.db, 'newcomer', 'NewPass#12')).statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  const codeRequest = async (username: string, email: string) =>
    send('POST', '/sys/user/forgetPassword/sendCode', {
      username,
      email,
      ...(await knownCaptcha(t.app, t.database.db)),
    });
  const change = async (code: string, password = 'Reset#Pass9') =>
    send('POST', '/sys/user/passwordChange', {
      username: 'newcomer',
      code,
      password: await enc(password),
      confirmPassword: await enc(password),
    });

  it('refuses a mailbox that is not the bound one, and an unknown user', async () => {
    const wrong = await codeRequest('newcomer', 'someone@example.org');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'notBindingMailbox', result: { errors: [{ field: 'email' }] } });
    expect((await codeRequest('ghost_user', 'ghost@example.org')).json().message).toBe('userNotExist');
  });

  it('mails a code to the bound mailbox; the code resets the password once and ends the sessions', async () => {
    const session = (await login(t.app, t.database.db, 'newcomer', 'NewPass#12')).json().result.token;
    const res = await codeRequest('newcomer', 'newcomer@example.org');
    expect(res.statusCode).toBe(200);
    const mail = await smtp.latestTo('newcomer@example.org');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await change(wrongCode)).json()).toMatchObject({
      message: 'mailCodeInvalid',
      result: { errors: [{ field: 'code' }] },
    });
    expect((await change(code, 'short')).json().message).toBe('passwordRule');
    expect((await change(code)).statusCode).toBe(200);
    expect((await change(code, 'Again#Pass9')).json().message).toBe('mailCodeInvalid');
    expect((await get('/sys/user/getCurrentUserDeparts', session)).statusCode).toBe(401);
    expect((await login(t.app, t.database.db, 'newcomer', 'Reset#Pass9')).statusCode).toBe(200);
  });

  it('lets an administrator reset a password: a one-time code is mailed, never a password', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'newcomer'));
    const session = (await login(t.app, t.database.db, 'newcomer', 'Reset#Pass9')).json().result.token;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/user/reset',
      headers: { 'x-access-token': admin, origin: 'https://stats.example.org' },
      payload: { id: String(row?.id) },
    });
    expect(res.json()).toMatchObject({ message: 'passwordResetMailed', result: { mailed: true } });
    const mail = await smtp.latestTo('newcomer@example.org');
    expect(mail.text).toContain('https://stats.example.org/user/alteration?username=newcomer');
    expect(mail.text).not.toMatch(/password is/i);
    const code = /code (\d{6})/.exec(mail.text)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    // The old password and the old sessions stop working; the code sets a new password once.
    expect((await get('/sys/user/getCurrentUserDeparts', session)).statusCode).toBe(401);
    expect((await login(t.app, t.database.db, 'newcomer', 'Reset#Pass9')).json().message).toBe('WrongUser');
    expect((await change(code, 'Admin#Set42')).statusCode).toBe(200);
    expect((await change(code, 'Again#Set42')).json().message).toBe('mailCodeInvalid');
    expect((await login(t.app, t.database.db, 'newcomer', 'Admin#Set42')).statusCode).toBe(200);
  });
});

describe('mail delivery', () => {
  it('keeps a mail SMTP refuses in the outbox as failed and answers errorSendingMail', async () => {
    const outbox = outboxRepository(t.database.db);
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'noreply@example.org' }, outbox);
    const error = await mailer.send({ to: 'x@example.org', subject: 'Hello', text: 'Body' }).catch((e: unknown) => e);
    mailer.close();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ key: 'errorSendingMail', status: 502 });
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'x@example.org'));
    expect(rows).toMatchObject([{ status: 'failed', subject: 'Hello' }]);
  });
});
