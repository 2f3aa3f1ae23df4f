import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mailboxChanges, mailOutbox, sessionActivity, userPreferences, users } from '../src/db/schema/index.js';
import { describeDevice } from '../src/modules/account/device.js';
import { urgentMailByPreference } from '../src/modules/account/urgent-mail-preferences.js';
import { hashToken } from '../src/modules/auth/sessions.service.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

let t: TestContext;
let me: { userId: number; username: string; token: string };
let other: { userId: number; username: string; token: string };

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  me = await signedInUser(t.app, t.database.db);
  other = await signedInUser(t.app, t.database.db);
  await t.database.db.update(users).set({ email: 'me@example.org' }).where(eq(users.id, me.userId));
  await t.database.db.update(users).set({ email: 'taken@example.org' }).where(eq(users.id, other.userId));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; token?: string; lang?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url: `${t.base}${url}`,
    headers: {
      'x-access-token': options.token ?? me.token,
      'accept-language': options.lang ?? 'en',
      ...options.headers,
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const png = () => {
  const bytes = Buffer.alloc(128, 3);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
const uploadAvatar = (name: string, bytes: Buffer) =>
  postMultipart(t, '/account/avatar', me.token, multipartFile(name, bytes, { type: 'image/png' }));
const lastMailTo = async (recipient: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, recipient))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];

describe('profile', () => {
  it('shows and changes my nickname', async () => {
    const profile = (await call('GET', '/account/profile')).json().result;
    expect(profile).toMatchObject({ username: me.username, email: 'me@example.org', avatar: null });
    const res = await call('PUT', '/account/profile', { payload: { realname: '  Ada Lovelace 阿达 ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.realname).toBe('Ada Lovelace 阿达');
  });

  it('refuses a bad nickname next to the field and keeps the old one', async () => {
    for (const realname of ['', '   ', 'x'.repeat(51), '<script>', 'a\u0007b']) {
      const res = await call('PUT', '/account/profile', { payload: { realname }, lang: 'zh' });
      expect(res.statusCode, realname).toBe(400);
      expect(res.json().result.errors[0].field).toBe('realname');
    }
    expect((await call('PUT', '/account/profile', { payload: {} })).statusCode).toBe(400);
    expect((await call('GET', '/account/profile')).json().result.realname).toBe('Ada Lovelace 阿达');
  });

  it('stores an image as my avatar, viewable without a token, and removes the one it replaces', async () => {
    const first = await uploadAvatar('me.png', png());
    expect(first.statusCode, first.body).toBe(200);
    const avatar = first.json().result.avatar as string;
    expect(avatar).toMatch(new RegExp(`^${t.base}/file/view/\\d+$`));
    const view = await t.app.inject({ url: avatar });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    const firstId = Number(avatar.split('/').pop());
    const [row] = await t.database.db.select().from(files).where(eq(files.id, firstId));
    expect(row).toMatchObject({ purpose: 'avatar', ownerId: me.userId, originalName: 'me.png' });

    const second = await uploadAvatar('again.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    expect(second.statusCode).toBe(200);
    expect(second.json().result.avatar).not.toBe(avatar);
    expect(await t.database.db.select().from(files).where(eq(files.id, firstId))).toEqual([]);
  });

  it('refuses an avatar that is not a PNG, JPEG, GIF or WebP image, whatever its name says', async () => {
    const before = (await call('GET', '/account/profile')).json().result.avatar;
    const res = await uploadAvatar('evil.png', Buffer.from('<svg onload="alert(1)"/>'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('avatarTypeInvalid');
    expect(res.json().result.errors).toEqual([
      { field: 'file', message: 'The avatar must be a PNG, JPEG, GIF or WebP image' },
    ]);
    const big = await uploadAvatar('big.png', Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await call('GET', '/account/profile')).json().result.avatar).toBe(before);
  });
});

describe('mailbox change, verified by a code mailed to the new mailbox', () => {
  it('refuses a bad, unchanged or taken mailbox', async () => {
    const bad = await call('POST', '/account/mailbox/sendCode', { payload: { email: 'not-a-mailbox' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors).toEqual([{ field: 'email', message: 'The mailbox is not correct' }]);
    const same = await call('POST', '/account/mailbox/sendCode', { payload: { email: 'ME@example.org' } });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('mailboxUnchanged');
    const taken = await call('POST', '/account/mailbox/sendCode', { payload: { email: 'taken@example.org' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().result.errors[0].field).toBe('email');
    expect(await lastMailTo('taken@example.org')).toBeUndefined();
  });

  it('mails a code to the new address, binds it with the code, and tells the old address', async () => {
    const sent = await call('POST', '/account/mailbox/sendCode', { payload: { email: 'New@Example.org' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('mailboxCodeSent');
    const mail = await lastMailTo('new@example.org');
    const code = /code (\d{6})/.exec(mail?.body ?? '')?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const again = await call('POST', '/account/mailbox/sendCode', { payload: { email: 'new@example.org' } });
    expect(again.statusCode).toBe(429);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/account/mailbox/confirm', {
      payload: { email: 'new@example.org', code: wrongCode },
      lang: 'zh',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().result.errors).toEqual([{ field: 'code', message: '邮箱验证码错误或已过期' }]);
    const otherMailbox = await call('POST', '/account/mailbox/confirm', {
      payload: { email: 'else@example.org', code },
    });
    expect(otherMailbox.statusCode).toBe(400);
    const shape = await call('POST', '/account/mailbox/confirm', {
      payload: { email: 'new@example.org', code: '12ab' },
    });
    expect(shape.json().result.errors[0].field).toBe('code');

    const done = await call('POST', '/account/mailbox/confirm', { payload: { email: 'new@example.org', code } });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('mailboxChanged');
    expect(done.json().result.email).toBe('new@example.org');
    expect((await lastMailTo('me@example.org'))?.body).toContain('new@example.org');
    const reused = await call('POST', '/account/mailbox/confirm', { payload: { email: 'new@example.org', code } });
    expect(reused.statusCode).toBe(400);
  });

  it('gives a code five tries', async () => {
    await t.database.db.delete(mailboxChanges).where(eq(mailboxChanges.userId, me.userId));
    await call('POST', '/account/mailbox/sendCode', { payload: { email: 'third@example.org' } });
    const code = /code (\d{6})/.exec((await lastMailTo('third@example.org'))?.body ?? '')?.[1] as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await call('POST', '/account/mailbox/confirm', { payload: { email: 'third@example.org', code: wrong } });
    }
    const late = await call('POST', '/account/mailbox/confirm', { payload: { email: 'third@example.org', code } });
    expect(late.statusCode).toBe(400);
    expect((await call('GET', '/account/profile')).json().result.email).toBe('new@example.org');
  });
});

describe('my sessions', () => {
  let phone = '';
  it('lists my live sessions with device, address and last seen, marking the current one', async () => {
    phone = await t.app.sessions.open(me.userId, { ip: '198.51.100.7', userAgent: iphone });
    const laptop = await t.app.sessions.open(me.userId, { ip: '203.0.113.5', userAgent: chrome });
    const res = await call('GET', '/account/sessions', { token: laptop, headers: { 'user-agent': chrome } });
    expect(res.statusCode).toBe(200);
    const list = res.json().result as { id: string; current: boolean; device: string; ip: string; lastSeen: string }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)?.device).toBe('Chrome 131 · Linux');
    expect(list.find((s) => s.device === 'Safari 17 · iOS')?.ip).toBe('198.51.100.7');
    expect(JSON.stringify(list)).not.toContain(hashToken(phone));
    // The request above was noted as the laptop session's activity.
    await new Promise((r) => setTimeout(r, 100));
    const activity = await t.database.db.select().from(sessionActivity);
    expect(activity.length).toBeGreaterThanOrEqual(1);
  });

  it('ends another session of mine, which can no longer be used', async () => {
    const list = (await call('GET', '/account/sessions')).json().result as {
      id: string;
      current: boolean;
      device: string;
    }[];
    const target = list.find((s) => s.device === 'Safari 17 · iOS');
    const res = await call('DELETE', `/account/session?id=${target?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('sessionRevoked');
    const refused = await call('GET', '/account/profile', { token: phone });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('tokenExpired');
    expect((await call('GET', '/account/sessions')).json().result).toHaveLength(2);
  });

  it('does not end the current session, nor anyone else’s', async () => {
    const list = (await call('GET', '/account/sessions')).json().result as { id: string; current: boolean }[];
    const current = list.find((s) => s.current);
    const own = await call('DELETE', `/account/session?id=${current?.id}`, { lang: 'zh' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('cannotRevokeCurrentSession');
    const theirs = (await call('GET', '/account/sessions', { token: other.token })).json().result[0].id;
    expect((await call('DELETE', `/account/session?id=${theirs}`)).statusCode).toBe(404);
    expect((await call('GET', '/account/profile', { token: other.token })).statusCode).toBe(200);
    const bad = await call('DELETE', '/account/session?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors[0].field).toBe('id');
  });
});

describe('preferences', () => {
  it('starts from the defaults and keeps what I choose', async () => {
    expect((await call('GET', '/account/preferences')).json().result).toEqual({
      language: null,
      notifyByMail: true,
    });
    const res = await call('PUT', '/account/preferences', { payload: { language: 'zh', notifyByMail: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ language: 'zh', notifyByMail: false });
    await call('PUT', '/account/preferences', { payload: { language: null } });
    expect((await call('GET', '/account/preferences')).json().result).toEqual({
      language: null,
      notifyByMail: false,
    });
    expect((await call('GET', '/account/preferences', { token: other.token })).json().result.language).toBeNull();
  });

  it('keeps urgent announcement mails from a user who turned them off, and only from them', async () => {
    const sent: string[] = [];
    const mailer = urgentMailByPreference(
      { transport: 'smtp', send: async (mail) => void sent.push(mail.to), close: () => undefined },
      t.database.db,
    );
    for (const to of ['new@example.org', 'NEW@example.org', 'taken@example.org', 'stranger@example.org']) {
      await mailer.send({ to, subject: 'Urgent', text: 'x' });
    }
    expect(sent).toEqual(['taken@example.org', 'stranger@example.org']);
  });

  it('refuses an unknown language or a non-boolean, and changes nothing', async () => {
    for (const payload of [{ language: 'fr' }, { notifyByMail: 'yes' }, { language: 5 }]) {
      const res = await call('PUT', '/account/preferences', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().result.errors[0].field).toBe(Object.keys(payload)[0]);
    }
    const [row] = await t.database.db.select().from(userPreferences).where(eq(userPreferences.userId, me.userId));
    expect(row).toMatchObject({ language: null, notifyByMail: false });
  });
});

describe('device descriptions', () => {
  it('names common browsers and systems', () => {
    expect(describeDevice(chrome)).toBe('Chrome 131 · Linux');
    expect(describeDevice(iphone)).toBe('Safari 17 · iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge 120 · Windows');
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 · macOS',
    );
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 156 · Linux');
    expect(describeDevice(null)).toBe('?');
    expect(describeDevice('curl/8.5.0')).toBe('curl 8');
  });
});
