import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageText } from '@csp/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, mailOutbox, smsCodes } from '../src/db/schema/index.js';
import { outboxRepository } from '../src/modules/mail/outbox.repository.js';
import { createSmsSender } from '../src/modules/mail/sms.js';
import type { TestContext } from './helper.js';
import { encryptPassword, knownCaptcha, startIdentityApp } from './identity-fixtures.js';

/** Phone login: codes by text message (outbox or webhook), single use, expiring, rate-limited, logged. */
let t: TestContext;
let admin = '';
beforeAll(async () => ({ t, admin } = await startIdentityApp()));
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: token ? { 'x-access-token': token } : {},
    payload,
  });
const addUser = async (username: string, phone: string) => {
  const password = await encryptPassword(t.app, 'Phone#Pass1');
  return t.app.inject({
    method: 'POST',
    url: '/api/sys/user/add',
    headers: { 'x-access-token': admin },
    payload: { username, realname: username, phone, password, confirmPassword: password },
  });
};
const sendCode = async (mobile: string) => post('/sys/sms', { mobile, ...(await knownCaptcha(t.app, t.database.db)) });
/** The code of the last text to a number, read from the outbox as an administrator would. */
const lastCode = async (mobile: string) => {
  const res = await t.app.inject({
    url: `/api/sys/mail/outbox/list?channel=sms&recipient=${encodeURIComponent(mobile)}`,
    headers: { 'x-access-token': admin },
  });
  const [latest] = res.json().result.records as { body: string; channel: string }[];
  expect(latest?.channel).toBe('sms');
  return /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1] ?? '';
};

describe('phone login', () => {
  it('is offered on the login screen; CAS and third-party login are not, unless configured', async () => {
    const res = await t.app.inject({ url: '/api/sys/loginSettings' });
    expect(res.json().result).toEqual({ phoneLogin: true, cas: null, thirdLogin: [] });
    const cas = await t.app.inject({
      method: 'POST',
      url: '/api/sys/cas/client/validateLogin',
      payload: { ticket: 'ST-1', service: 'x' },
    });
    expect([cas.statusCode, cas.json().message]).toEqual([404, 'loginMethodDisabled']);
  });

  beforeAll(async () => {
    expect((await addUser('mobile_one', '+86 138-0000-0001')).statusCode).toBe(200);
    expect((await addUser('mobile_two', '13900000002')).statusCode).toBe(200);
    expect((await addUser('mobile_three', '13900000003')).statusCode).toBe(200);
  });

  it('keeps one account per mobile number (spaces and dashes ignored)', async () => {
    const res = await addUser('mobile_copy', '+8613800000001');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('phoneNotDuplicate');
    expect(res.json().result.errors).toEqual([
      expect.objectContaining({ field: 'phone', message: messageText('phoneNotDuplicate', 'en') }),
    ]);
  });

  it('refuses bad input with the field and a localized message, storing nothing', async () => {
    const bad = await post('/sys/sms', { mobile: '12ab', captcha: 'ab12', checkKey: 'k1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors[0]).toMatchObject({ field: 'mobile', message: messageText('mobileInvalid', 'en') });
    const code = await post('/sys/phoneLogin', { mobile: '13800000001', captcha: '12' });
    expect(code.statusCode).toBe(400);
    expect(code.json().result.errors[0]).toMatchObject({
      field: 'captcha',
      message: messageText('smsCodeInvalid', 'en'),
    });
    const wrongCaptcha = await post('/sys/sms', { mobile: '13800000001', captcha: 'zzzz', checkKey: 'nokey' });
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(await t.database.db.select().from(smsCodes)).toEqual([]);
  });

  it('sends a code to the outbox, signs in once with it, and logs every attempt', async () => {
    const sent = await sendCode('+86 138 0000 0001');
    expect([sent.statusCode, sent.json().message]).toEqual([200, 'smsSent']);
    const code = await lastCode('+8613800000001');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post('/sys/phoneLogin', { mobile: '+8613800000001', captcha: wrong });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'smsCodeInvalid']);
    const ok = await post('/sys/phoneLogin', { mobile: '+86-138-0000-0001', captcha: code });
    expect(ok.statusCode).toBe(200);
    const session = ok.json().result;
    expect(session.userInfo.username).toBe('mobile_one');
    expect(session.tenantList).toEqual([{ id: 0, name: 'Default' }]);
    const me = await t.app.inject({
      url: '/api/sys/permission/getUserPermissionByToken',
      headers: { 'x-access-token': session.token },
    });
    expect(me.statusCode).toBe(200);
    const again = await post('/sys/phoneLogin', { mobile: '+8613800000001', captcha: code });
    expect([again.statusCode, again.json().message]).toEqual([400, 'smsCodeInvalid']);
    const log = await t.database.db
      .select({ result: loginLogs.result, method: loginLogs.method })
      .from(loginLogs)
      .where(and(inArray(loginLogs.username, ['mobile_one', '+8613800000001']), eq(loginLogs.action, 'login')))
      .orderBy(asc(loginLogs.id));
    // a used code belongs to no account any more: that attempt is logged under the number
    expect(log.map((l) => l.result)).toEqual(['smsCodeInvalid', 'success', 'smsCodeInvalid']);
    expect(log.map((l) => l.method)).toEqual(['phone', 'phone', 'phone']);
  });

  it('allows one code a minute per number', async () => {
    const res = await sendCode('+86 13800000001');
    expect([res.statusCode, res.json().message]).toEqual([429, 'smsTooFrequent']);
  });

  it('refuses an expired code', async () => {
    expect((await sendCode('13900000002')).statusCode).toBe(200);
    const code = await lastCode('13900000002');
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, '13900000002'));
    const res = await post('/sys/phoneLogin', { mobile: '13900000002', captcha: code });
    expect([res.statusCode, res.json().message]).toEqual([400, 'smsCodeInvalid']);
  });

  it('stops a code after five wrong tries', async () => {
    expect((await sendCode('13900000003')).statusCode).toBe(200);
    const code = await lastCode('13900000003');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/sys/phoneLogin', { mobile: '13900000003', captcha: wrong })).statusCode).toBe(400);
    }
    const res = await post('/sys/phoneLogin', { mobile: '13900000003', captcha: code });
    expect([res.statusCode, res.json().message]).toEqual([400, 'smsCodeInvalid']);
  });

  it('answers the same for an unknown number and sends nothing', async () => {
    const res = await sendCode('15500000009');
    expect([res.statusCode, res.json().message]).toEqual([200, 'smsSent']);
    const kept = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, '15500000009'));
    expect(kept).toEqual([]);
    const login = await post('/sys/phoneLogin', { mobile: '15500000009', captcha: '000000' });
    expect([login.statusCode, login.json().message]).toEqual([400, 'smsCodeInvalid']);
  });
});

describe('the SMS webhook (SMS_URL)', () => {
  let server: Server;
  let url = '';
  const received: unknown[] = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ path: req.url, type: req.headers['content-type'], body: JSON.parse(body) });
        res.statusCode = status;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts each text as JSON and keeps nothing in the outbox', async () => {
    const sender = createSmsSender({ url }, outboxRepository(t.database.db));
    expect(sender.transport).toBe('webhook');
    await sender.send({ to: '+10000000001', text: 'Your code 123456' });
    expect(received).toEqual([
      { path: '/send', type: 'application/json', body: { mobile: '+10000000001', text: 'Your code 123456' } },
    ]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, '+10000000001'))).toEqual([]);
  });

  it('answers errorSendingSms when the webhook refuses, keeping a failed row without the text', async () => {
    status = 500;
    const sender = createSmsSender({ url }, outboxRepository(t.database.db));
    await expect(sender.send({ to: '+10000000002', text: 'Your code 654321' })).rejects.toMatchObject({
      key: 'errorSendingSms',
      status: 502,
    });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, '+10000000002'));
    expect(row).toMatchObject({ channel: 'sms', status: 'failed', error: 'HTTP 500' });
    expect(row?.body).not.toContain('654321');
  });
});
