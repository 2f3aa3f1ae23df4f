// temporary visual check (not committed)
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { apiLogin, createE2eDatabase } from './postgres-session.js';
import { startProduct } from './product.js';

const db = (await createE2eDatabase())!;
const product = await startProduct({ DATABASE_URL: db.url, WEB_DIST_DIR: '/tmp/ann-dist' });
const browser = await launchBrowser();
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/ann/shots/${name}.png` });
try {
  const admin = await apiLogin(product.url, db, 'admin', product.adminPassword);
  for (const [titile, priority, msgCategory, openType, openPage] of [
    ['Data import finished for 2024 series', 'M', '2', 'component', '/isps/userAnnouncement'],
    ['A very long system message title that should be cut with an ellipsis in the bell', 'L', '2', null, null],
    ['Welcome to the platform', 'L', '1', 'url', 'https://www.apec.org'],
  ] as const) {
    const d = await admin.call<{ id: string }>('POST', '/sys/annountCement/add', { titile, priority, msgCategory, openType, openPage, msgContent: '<p>x</p>' });
    await admin.call('POST', '/sys/annountCement/doReleaseData', { id: d.id });
  }
  for (const lang of ['en', 'zh']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    await page.goto(`${product.url}/user/login`);
    const image = page.getByTestId('captcha-image');
    await image.locator('img').waitFor();
    await db.setCaptchaAnswer((await image.getAttribute('data-captcha-key')) ?? '', 'zz11');
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(product.adminPassword);
    await page.locator('#captcha').fill('zz11');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/dashboard/);
    await page.getByTestId('notice-bell').click();
    await page.getByRole('tab').nth(1).click();
    await page.waitForTimeout(600);
    await shot(page, `bell-system-${lang}`);
    await page.keyboard.press('Escape');
    await page.goto(`${product.url}/system/announcement`);
    await page.getByTestId('announcement-add').click();
    await page.getByTestId('announcement-form').waitFor();
    await page.locator('#announcement_msgType').getByRole('radio').nth(1).check();
    await page.locator('#announcement_userIds').click();
    await page.waitForTimeout(800);
    await shot(page, `form-users-${lang}`);
    await page.keyboard.press('Escape');
    await page.locator('#announcement_msgType').getByRole('radio').nth(2).check();
    await page.locator('#announcement_roleId').click();
    await page.waitForTimeout(800);
    await shot(page, `form-role-${lang}`);
    await page.keyboard.press('Escape');
    await page.locator('#announcement_msgType').getByRole('radio').nth(3).check();
    await page.locator('#announcement_departId').click();
    await page.waitForTimeout(800);
    await shot(page, `form-depart-${lang}`);
    await page.locator('#announcement_titile').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('announcement-form') });
    await page.waitForTimeout(700);
    await page.locator('#announcement_openType').click({ timeout: 5000 });
    await page.getByTitle(lang === 'en' ? 'A screen of the platform' : '平台内页面').click();
    await page.locator('#announcement_openPage').fill('not a path');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.waitForTimeout(600);
    await shot(page, `form-errors-${lang}`);
    await dialog.locator('.ant-modal-close').click();
    await page.waitForTimeout(600);
    await shot(page, `admin-list-${lang}`);
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
  await db.drop();
}
