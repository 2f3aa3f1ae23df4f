import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { announcementMailVia, type MailTransport } from '../src/modules/announcements/announcements.mail.js';
import { announcementsRepository } from '../src/modules/announcements/announcements.repository.js';
import { announcementsService } from '../src/modules/announcements/announcements.service.js';
import { announcementAdmin, caller, released } from './announcements-fixtures.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { startSmtp } from './smtp-fixture.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

type Sent = Parameters<MailTransport['send']>[0];
function setup(transport: 'smtp' | 'outbox', failFor?: string) {
  const sent: Sent[] = [];
  const events: unknown[] = [];
  const errors: string[] = [];
  const service = announcementsService({
    repo: announcementsRepository(t.database.db),
    events: { publish: async (_channel, payload) => void events.push(payload) },
    mail: announcementMailVia({
      transport,
      send: async (mail) => {
        if (mail.to === failFor) throw new Error('smtp refused');
        sent.push(mail);
      },
    }),
    onAfterCommitError: (_e, what) => void errors.push(what),
  });
  return { service, sent, events, errors };
}

async function userWithEmail(email: string | null) {
  const u = await signedInUser(t.app, t.database.db);
  await t.database.db.update(users).set({ email }).where(eq(users.id, u.userId));
  return u;
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const input = (over: object) => ({
  titile: 'Urgent: outage',
  msgContent: '<p>Back <b>soon</b></p>',
  priority: 'H' as const,
  msgCategory: '1' as const,
  msgType: 'USER' as const,
  ...over,
});

describe('mail copies of urgent announcements', () => {
  it('mails each targeted recipient with an address once, separately, after the release event', async () => {
    const { service, sent, events, errors } = setup('smtp', 'broken@example.org');
    const a = await userWithEmail('a@example.org');
    const b = await userWithEmail('broken@example.org');
    const c = await userWithEmail('c@example.org');
    const none = await userWithEmail(null);
    const ids = [a, b, c, none].map((u) => u.userId).join(',');
    const created = await service.create(input({ userIds: ids }), a.userId);
    await service.release(Number(created.id), a.userId);
    expect(events).toEqual([{ type: 'released', id: created.id, cmd: 'user', title: 'Urgent: outage' }]);
    await until(() => sent.length === 2 && errors.length === 1);
    expect(sent.map((m) => m.to).sort()).toEqual(['a@example.org', 'c@example.org']);
    expect(sent[0]?.subject).toBe('[Urgent / 紧急] Urgent: outage');
    expect(sent[0]?.html).toContain('<b>soon</b>');
    expect(sent[0]?.text).toContain('Back soon');
    expect(errors).toEqual(['urgent mail']);
  });

  it('mails nothing for normal or important announcements, or when only the outbox is configured', async () => {
    const u = await userWithEmail('m@example.org');
    const smtp = setup('smtp');
    for (const priority of ['L', 'M'] as const) {
      const created = await smtp.service.create(input({ priority, userIds: String(u.userId) }), u.userId);
      await smtp.service.release(Number(created.id), u.userId);
    }
    const outbox = setup('outbox');
    const urgent = await outbox.service.create(input({ userIds: String(u.userId) }), u.userId);
    await outbox.service.release(Number(urgent.id), u.userId);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.sent).toEqual([]);
    expect(outbox.sent).toEqual([]);
    expect(smtp.events).toHaveLength(2);
  });

  it('mails every active user with an address for an urgent announcement to ALL', async () => {
    const { service, sent } = setup('smtp');
    const frozen = await userWithEmail('frozen@example.org');
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.id, frozen.userId));
    await userWithEmail('all@example.org');
    const created = await service.create(input({ msgType: 'ALL' }), frozen.userId);
    await service.release(Number(created.id), frozen.userId);
    await until(() => sent.some((m) => m.to === 'all@example.org'));
    expect(sent.map((m) => m.to)).not.toContain('frozen@example.org');
  });
});

describe('urgent announcements through the app and a real SMTP server', () => {
  it('mails the recipient a copy when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    const ctx = await buildTestApp({ demo: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'notices@example.org' } });
    try {
      const call = caller(ctx.app, ctx.base);
      const admin = await announcementAdmin(ctx.app, ctx.database.db);
      const reader = await signedInUser(ctx.app, ctx.database.db);
      await ctx.database.db.update(users).set({ email: 'reader@example.org' }).where(eq(users.id, reader.userId));
      await released(call, admin.token, {
        titile: 'Server move',
        msgContent: '<p>Moving at 22:00</p>',
        priority: 'H',
        msgType: 'USER',
        userIds: String(reader.userId),
      });
      const mail = await smtp.latestTo('reader@example.org');
      // (the fixture's MIME decoding may leave a space where the encoded subject was folded)
      expect(mail.subject).toMatch(/^\[Urgent \/ 紧急\] Server\s+move$/);
      expect(mail.text).toContain('Moving at 22:00');
      await released(call, admin.token, { titile: 'Not urgent', msgType: 'USER', userIds: String(reader.userId) });
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});
