import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, settled } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { apiSession, type Lang, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Issue 8 (files, gateway routes, account center): the administrator opens the account center from the user
 * dropdown, changes the nickname and ends another of their sessions; uploads a file on the OSS file list and
 * deletes it while it is unused. In English and Chinese, with screenshots.
 */
const text = {
  en: {
    accountCenter: 'Account center',
    saved: 'Saved successfully',
    endSession: 'End session',
    ended: 'The session was ended',
    ok: 'OK',
    uploaded: 'Uploaded successfully',
    deleted: 'Deleted successfully',
    unused: 'Unused',
    delete: 'Delete',
  },
  zh: {
    accountCenter: '个人中心',
    saved: '编辑成功',
    endSession: '结束会话',
    ended: '会话已结束',
    ok: /^确\s*定$/,
    uploaded: '上传成功',
    deleted: '删除成功',
    unused: '未使用',
    delete: '删除',
  },
} as const;
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // No demo dataset: this test needs none, and the product starts sooner.
  // The gateway route below points at a documentation address, which the outbound policy refuses unless allowed.
  ({ product, browser } = await startSuite({ SEED_DEMO_DATA: 'false', OUTBOUND_ALLOW: '203.0.113.10:443' }));
});
afterAll(() => stopSuite({ product, browser }));

/** Another session of the administrator, as if signed in on a phone; returns its token. */
async function phoneSession(): Promise<string> {
  return (await apiSession(product, { headers: { 'user-agent': iphone } })).token;
}
const profileStatus = async (token: string) =>
  (await fetch(`${product.url}/api/account/profile`, { headers: { 'X-Access-Token': token } })).status;

const open = (lang: Lang) => openPage(browser, lang, { viewport: { width: 1360, height: 860 } });

describe('account center and the OSS file list', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`changes the nickname, ends another session, uploads and deletes an unused file (${lang})`, async () => {
      const t = text[lang];
      const phone = await phoneSession();
      expect(await profileStatus(phone)).toBe(200);
      const { context, page } = await open(lang);
      await signIn(page, product, { lang });

      // The account center, from the user dropdown.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t.accountCenter }).click();
      await page.waitForURL(/\/account\/center$/);
      const nickname = page.getByTestId('nickname');
      await nickname.waitFor();
      const name = lang === 'en' ? 'Chief Statistician' : '首席统计师';
      await nickname.locator('.ant-typography-edit').click();
      const editor = page.locator('.ant-typography-edit-content textarea');
      await editor.fill(name);
      await editor.press('Enter');
      await page.locator('.ant-message-notice', { hasText: t.saved }).waitFor();
      await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain(name);

      // The phone's session is listed with its device; ending it signs that device out.
      const row = page.locator('tr', { hasText: 'Safari 17 · iOS' });
      await row.first().waitFor();
      const before = await page.getByTestId('session-row').count();
      await row.first().getByRole('button', { name: t.endSession }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: t.ok }).click();
      await page.locator('.ant-message-notice', { hasText: t.ended }).waitFor();
      await expect.poll(() => page.getByTestId('session-row').count()).toBe(before - 1);
      expect(await profileStatus(phone)).toBe(401);
      await settled(page);
      await screenshot(page, `account-center-${lang}`);

      await page.goto(`${product.url}/account/settings`);
      await page.getByTestId('mailbox-send-code').waitFor();
      await settled(page);
      await screenshot(page, `account-settings-${lang}`);

      // The OSS file list: upload a file, see it unused, delete it.
      await page.goto(`${product.url}/system/ossFile`);
      await page.getByTestId('oss-upload').waitFor();
      const fileName = `e2e-notes-${lang}.txt`;
      await page.locator('input[type=file]').setInputFiles({
        name: fileName,
        mimeType: 'text/plain',
        buffer: Buffer.from('notes of the e2e test\n'),
      });
      await page.locator('.ant-message-notice', { hasText: t.uploaded }).waitFor();
      const fileRow = page.locator('tr', { hasText: fileName });
      await fileRow.waitFor();
      expect(await fileRow.innerText()).toContain(t.unused);
      await settled(page);
      await screenshot(page, `oss-files-${lang}`);
      await fileRow.getByRole('button', { name: t.delete }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: t.ok }).click();
      await page.locator('.ant-message-notice', { hasText: t.deleted }).waitFor();
      await fileRow.waitFor({ state: 'detached' });

      // A gateway route (a documentation address, allowed above: saving checks it, nothing connects).
      const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('Access-Token') ?? '{}').value);
      const added = await fetch(`${product.url}/api/sys/gateway/route/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Access-Token': token },
        body: JSON.stringify({
          name: lang === 'en' ? 'Statistics service' : '统计服务',
          pathPrefix: `stats-${lang}`,
          upstreamUrl: 'https://203.0.113.10/statistics',
          access: 'public',
        }),
      });
      expect(added.status).toBe(200);
      await page.goto(`${product.url}/system/gateway`);
      await page.locator('tr', { hasText: `/api/gateway/stats-${lang}` }).waitFor();
      await page.locator('.ant-pro-table').waitFor();
      await settled(page);
      await screenshot(page, `gateway-routes-${lang}`);
      await context.close();
    });
  }
});
