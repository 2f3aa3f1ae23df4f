import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, settled, waitForOpened } from './support/browser.js';
import {
  type ApiSession,
  apiLogin,
  createE2eDatabase,
  databaseSolver,
  type E2eDatabase,
  e2eDatabaseSkipReason,
} from './support/postgres-session.js';
import type { RunningProduct } from './support/product.js';
import { addUser, type Lang, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Issue 7: an administrator releases an urgent notice; a signed-in user's bell shows it without a page
 * reload (live channel) and opening it marks it read. Signing in needs a captcha answer set in the
 * product's database, so this runs on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
const text = {
  en: { urgent: 'Urgent', read: 'Read', release: /^Release$/, released: /Released/ },
  zh: { urgent: '紧急', read: '已读', release: /^发\s*布$/, released: /已发布/ },
} as const;
const USER = { username: 'noticereader', password: 'Reader#2026' };

const postgres = process.env.TEST_DATABASE_URL;
let db: E2eDatabase | null = null;
let product: RunningProduct;
let browser: Browser;
let admin: ApiSession;
let userId: string;

beforeAll(async () => {
  db = await createE2eDatabase();
  if (!db) return;
  ({ product, browser } = await startSuite({ DATABASE_URL: db.url }));
  admin = await apiLogin(product.url, db, 'admin', product.adminPassword);
  await addUser(product, admin, { ...USER, realname: 'Notice Reader', email: 'reader@example.org', roleCode: 'user' });
  const page = await admin.call<{ records: { id: string; username: string }[] }>(
    'GET',
    `/sys/user/list?username=${USER.username}`,
  );
  userId = page.records.find((u) => u.username === USER.username)?.id ?? '';
});

afterAll(async () => {
  await stopSuite({ product, browser });
  await db?.drop();
});

/** The login screen's captcha: its answer is set in the database for the key it shows. */
const solve = (key: string) => databaseSolver(db as E2eDatabase, 'e2e2')(key);

const openContext = (lang: Lang) => openPage(browser, lang, { viewport: { width: 1280, height: 860 } });

const badgeCount = async (page: Page) => {
  const count = page.getByTestId('notice-bell').locator('.ant-scroll-number');
  if ((await count.count()) === 0) return 0;
  return Number((await count.first().getAttribute('title')) ?? '0');
};

async function releaseUrgent(title: string): Promise<string> {
  const draft = await admin.call<{ id: string }>('POST', '/sys/annountCement/add', {
    titile: title,
    msgContent: `<p>${title}: the <b>database</b> is read-only tonight.</p><script>alert(1)</script>`,
    priority: 'H',
    msgCategory: '1',
    msgType: 'USER',
    userIds: userId,
  });
  await admin.call('POST', '/sys/annountCement/doReleaseData', { id: draft.id });
  return draft.id;
}

describe.skipIf(!postgres)('announcements and the notice bell', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`shows a released urgent notice in the bell without reloading, and opening it marks it read (${lang})`, async () => {
      const { context, page } = await openContext(lang);
      await signIn(page, product, { ...USER, solve });
      const bell = page.getByTestId('notice-bell');
      await bell.waitFor();
      const before = await badgeCount(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const title = lang === 'en' ? 'Maintenance window tonight' : '今晚系统维护';
      const id = await releaseUrgent(title);
      await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(before + 1);
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      await bell.click();
      const item = page.getByTestId('notice-item').filter({ hasText: title });
      await item.waitFor();
      expect(await item.textContent()).toContain(text[lang].urgent);
      await settled(page);
      await screenshot(page, `announcements-bell-${lang}`);

      await item.click();
      const detail = page.getByTestId('notice-detail');
      await detail.waitFor();
      expect(await detail.textContent()).toContain('database');
      expect(await detail.locator('script').count()).toBe(0);
      await settled(page);
      await screenshot(page, `announcements-detail-${lang}`);
      await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(before);
      const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('Access-Token') ?? '{}').value);
      const reader = await fetch(
        `${product.url}/api/sys/sysAnnouncementSend/getMyAnnouncementSend?titile=${encodeURIComponent(title)}`,
        {
          headers: { 'X-Access-Token': token },
        },
      );
      const records = (await reader.json()).result.records as { id: string; readFlag: string }[];
      expect(records.find((r) => r.id === id)?.readFlag).toBe('1');

      await page.keyboard.press('Escape');
      await bell.click();
      await page.getByTestId('notice-view-more').click();
      await page.waitForURL(/\/isps\/userAnnouncement/);
      const row = page.locator('.ant-table-row').filter({ hasText: title });
      await row.waitFor();
      expect(await row.textContent()).toContain(text[lang].read);
      await settled(page);
      await screenshot(page, `announcements-mine-${lang}`);
      await context.close();
    });
  }

  it('lets the administrator write and release announcements on the management screen (en, zh)', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const { context, page } = await openContext(lang);
      await signIn(page, product, { solve });
      await page.goto(`${product.url}/system/announcement`);
      await page.getByTestId('announcement-add').click();
      const form = page.getByTestId('announcement-form');
      await form.waitFor();
      const title = lang === 'en' ? 'Quarterly data published' : '季度数据已发布';
      await page.locator('#announcement_titile').fill(title);
      await form.getByText(text[lang].urgent, { exact: true }).click();
      await page
        .locator('#announcement_msgContent')
        .fill('<p>New <a href="https://www.apec.org">figures</a> are online.</p>');
      await settled(page);
      await screenshot(page, `announcements-admin-form-${lang}`);
      const dialog = page.getByRole('dialog').filter({ has: form });
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      const row = page.locator('.ant-table-row').filter({ hasText: title });
      await row.waitFor();
      await row.getByRole('button', { name: text[lang].release }).click();
      await waitForOpened(page.locator('.ant-modal-confirm'));
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await expect.poll(async () => (await row.textContent()) ?? '').toMatch(text[lang].released);
      await settled(page);
      await screenshot(page, `announcements-admin-${lang}`);
      await context.close();
    }
  });
});

if (!postgres) describe('announcements and the notice bell', () => it.skip(e2eDatabaseSkipReason, () => {}));
