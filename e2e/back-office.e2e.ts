import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, waitForOpened } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { captchaKey, type Lang, loginText, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * The login screens and the back-office shell (SPEC §2 "User layout", "Back-office layout", §4, §5).
 *
 * Signing in needs the captcha's answer. The server offers no test-only way to read it, and the captcha
 * is not weakened for tests, so the signed-in part runs when the running product can tell the answer of
 * a captcha key (`captchaAnswer`, e.g. through a test-only path of the server); without it, it is skipped.
 */
type CaptchaReader = (key: string) => Promise<string>;

let product: RunningProduct & { captchaAnswer?: CaptchaReader };
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

const LANGS: Lang[] = ['en', 'zh'];
const text = {
  en: {
    ...loginText.en,
    passwordRule:
      'Enter 8-12 characters with at least three of: digits, lowercase letters, uppercase letters, special symbols',
    notSame: 'the two passwords entered are not the same',
    taken: 'The username is already taken',
    mailbox: 'The mailbox is not correct',
    wrongCaptcha: 'The verification code is wrong',
  },
  zh: {
    ...loginText.zh,
    passwordRule: '请输入8-12位密码，至少包含数字、小写字母、大写字母和特殊符号四类中的三类',
    notSame: '两次输入的密码不一样',
    taken: '用户名已存在',
    mailbox: '邮箱不正确',
    wrongCaptcha: '验证码错误',
  },
} as const;

const open = (lang: Lang, viewport = { width: 1280, height: 860 }) => openPage(browser, lang, { viewport });

async function closeNotices(page: Page) {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
  await page.locator('.ant-notification-notice').waitFor({ state: 'detached' });
}

describe('login screens', () => {
  it('sends a visitor to the login page, keeping the path to come back to', async () => {
    const { context, page } = await open('en');
    await page.goto(`${product.url}/system/user?page=2`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/user?page=2');
    await context.close();
  });

  for (const lang of LANGS) {
    it(`shows the login, registration and password screens in ${lang}`, async () => {
      const t = text[lang];
      const { context, page } = await open(lang);
      await page.goto(`${product.url}/user/login`);
      const first = await captchaKey(page);
      await screenshot(page, `user-login-${lang}`);
      await page.setViewportSize({ width: 390, height: 800 });
      await screenshot(page, `user-login-phone-${lang}`);
      await page.setViewportSize({ width: 1280, height: 860 });

      // Another captcha on a click; a wrong answer is shown at the captcha field, from the server.
      await page.getByTestId('captcha-image').click();
      await expect.poll(() => captchaKey(page)).not.toBe(first);
      await page.getByLabel(t.username).fill('admin');
      await page.getByLabel(t.password, { exact: true }).fill('Whatever#1');
      await page.getByLabel(t.captcha, { exact: true }).fill('zzzz');
      await page.getByRole('button', { name: t.signIn }).click();
      await page.locator('.ant-form-item-explain-error', { hasText: t.wrongCaptcha }).waitFor();
      expect(page.url()).toContain('/user/login');

      await page.goto(`${product.url}/user/register`);
      await captchaKey(page);
      await page.getByLabel(t.username).fill('admin');
      await page.getByLabel(t.username).blur();
      await page.locator('.ant-form-item-explain-error', { hasText: t.taken }).waitFor();
      await page.locator('#email').fill('not-a-mailbox');
      await page.locator('#password').fill('abcdefgh');
      await page.locator('#confirmPassword').fill('abcdefgi');
      await page.locator('#confirmPassword').blur();
      for (const message of [t.mailbox, t.passwordRule, t.notSame]) {
        await page.locator('.ant-form-item-explain-error', { hasText: message }).waitFor();
      }
      await screenshot(page, `user-register-${lang}`);

      await page.goto(`${product.url}/user/forgetPassword`);
      await captchaKey(page);
      await screenshot(page, `user-forget-password-${lang}`);
      await page.goto(`${product.url}/user/alteration?username=someone`);
      expect(await page.locator('#username').inputValue()).toBe('someone');
      await screenshot(page, `user-alteration-${lang}`);
      await page.goto(`${product.url}/user/register-result`);
      await page.locator('.ant-result-success').waitFor();
      await screenshot(page, `user-register-result-${lang}`);
      await context.close();
    });
  }
});

/** Signs the administrator in, landing on the dashboard. */
async function signInAdmin(page: Page, lang: Lang) {
  await signIn(page, product, { lang, from: '/dashboard/analysis' });
  await page.locator('#page-title').waitFor();
}

const tabKeys = (page: Page) =>
  page
    .locator('[data-testid="tab-bar"] [data-tab-key]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-tab-key')));

async function tabAction(page: Page, key: string, action: string) {
  await page.locator(`[data-tab-key="${key}"]`).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await waitForOpened(menu);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

const NO_CAPTCHA_READER = 'the server offers no test-only way to read a captcha answer';

describe('back-office shell', () => {
  it('signs in, shows the menu, and keeps a drawer setting across a reload', async (ctx) => {
    ctx.skip(!product.captchaAnswer, NO_CAPTCHA_READER);
    for (const lang of LANGS) {
      const { context, page } = await open(lang);
      await signInAdmin(page, lang);
      const menu = page.getByRole('navigation', { name: lang === 'en' ? 'Main menu' : '主菜单' }).first();
      await menu.getByText(lang === 'en' ? 'System' : '系统管理').waitFor();
      await menu.getByText(lang === 'en' ? 'City data management' : '城市数据管理').waitFor();
      const header = page.getByTestId('admin-header');
      await header
        .getByText(lang === 'en' ? 'Welcome to the city database management platform' : '欢迎进入城市数据库管理平台')
        .waitFor();
      const client = header.getByRole('link', { name: lang === 'en' ? /Client/ : /客户端/ });
      expect(await client.getAttribute('href')).toBe('/client/homePage');
      expect(await client.getAttribute('target')).toBe('_blank');
      await closeNotices(page);
      await screenshot(page, `back-office-dashboard-${lang}`);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole('button', { name: lang === 'en' ? 'Open the menu' : '打开菜单' }).click();
      const menuDrawer = page.locator('.ant-drawer-content-wrapper');
      await expect.poll(async () => (await menuDrawer.boundingBox())?.x).toBe(0);
      expect((await menuDrawer.boundingBox())?.width).toBe(200);
      await screenshot(page, `back-office-phone-menu-${lang}`);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 860 });

      // Settings drawer: the top menu, remembered after a reload.
      await header.getByRole('button', { name: lang === 'en' ? 'Layout settings' : '布局设置' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText(lang === 'en' ? 'Top menu' : '顶部菜单', { exact: true }).click();
      await page.locator('[data-layout="top"]').waitFor();
      await screenshot(page, `back-office-settings-${lang}`);
      await page.reload();
      await page.locator('[data-layout="top"]').waitFor();
      await page.locator('#page-title').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('DEFAULT_LAYOUT_MODE'))).toContain('topmenu');
      await screenshot(page, `back-office-top-menu-${lang}`);
      await page
        .getByTestId('admin-header')
        .getByRole('button', { name: lang === 'en' ? 'Layout settings' : '布局设置' })
        .click();
      await page
        .getByRole('dialog')
        .getByText(lang === 'en' ? 'Side menu' : '侧边菜单', { exact: true })
        .click();
      await page.locator('[data-layout="side"]').waitFor();
      await context.close();
    }
  });

  it('opens tabs and closes them from the tab context menu as SPEC §2 says', async (ctx) => {
    ctx.skip(!product.captchaAnswer, NO_CAPTCHA_READER);
    for (const lang of LANGS) {
      const en = lang === 'en';
      const { context, page } = await open(lang);
      await signInAdmin(page, lang);
      await closeNotices(page);
      const menu = page.getByRole('navigation', { name: en ? 'Main menu' : '主菜单' }).first();
      await menu.getByText(en ? 'System' : '系统管理').click();
      for (const [name, path] of [
        [en ? 'Users' : '用户管理', '/system/user'],
        [en ? 'Roles' : '角色管理', '/system/role'],
        [en ? 'Departments' : '部门管理', '/system/depart'],
      ] as const) {
        await menu.getByRole('link', { name }).click();
        await page.waitForURL(new RegExp(`${path}$`));
        await page.locator(`[data-tab-key="${path}"]`).waitFor();
      }
      await expect
        .poll(() => tabKeys(page))
        .toEqual(['/dashboard/analysis', '/system/user', '/system/role', '/system/depart']);
      await screenshot(page, `back-office-tabs-${lang}`);

      // The home tab cannot be closed: a warning shows.
      await tabAction(page, '/dashboard/analysis', en ? 'Close' : '关闭');
      await page.getByText(en ? 'The first page cannot be closed' : '首页不能关闭!').waitFor();
      await expect.poll(() => tabKeys(page)).toHaveLength(4);

      // Refresh builds the screen anew.
      await tabAction(page, '/system/depart', en ? 'Refresh' : '刷新');
      await page.locator('[data-tab-screen="/system/depart"][data-tab-version="1"]').waitFor();

      await tabAction(page, '/system/role', en ? 'Close tabs to the left' : '关闭左侧');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/system/role', '/system/depart']);
      await tabAction(page, '/system/role', en ? 'Close tabs to the right' : '关闭右侧');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/system/role']);
      await page.waitForURL(/\/system\/role$/);

      await menu.getByRole('link', { name: en ? 'Users' : '用户管理' }).click();
      await page.waitForURL(/\/system\/user$/);
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/system/role', '/system/user']);
      await menu.getByRole('link', { name: en ? 'Roles' : '角色管理' }).click();
      await page.waitForURL(/\/system\/role$/);
      await tabAction(page, '/system/user', en ? 'Close other tabs' : '关闭其他');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/system/user']);
      await page.waitForURL(/\/system\/user$/);
      await context.close();
    }
  });

  it('shows the password dialog rules and the department warning, then signs out with confirmation', async (ctx) => {
    ctx.skip(!product.captchaAnswer, NO_CAPTCHA_READER);
    for (const lang of LANGS) {
      const en = lang === 'en';
      const { context, page } = await open(lang);
      await signInAdmin(page, lang);
      await closeNotices(page);
      await page.getByTestId('user-menu').click();
      const title = en ? 'Password modification' : '密码修改';
      const menuItem = page.getByRole('menuitem', { name: title });
      await menuItem.click();
      // The dialog by its title, fully shown before its button is pressed: under load the menu's closing
      // and the dialog's opening animations overlap (a flake in session 13's CI).
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await menuItem.waitFor({ state: 'hidden' });
      await dialog.getByRole('button', { name: en ? 'OK' : /确\s*定/ }).click();
      for (const message of en
        ? ['Please enter the old password', 'Please enter the new password', 'Please confirm the new password']
        : ['请输入旧密码', '请输入新密码', '请确认新密码']) {
        await dialog.getByText(message).waitFor();
      }
      await screenshot(page, `back-office-change-password-${lang}`);
      await dialog.getByRole('button', { name: en ? 'Cancel' : /取\s*消/ }).click();

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: en ? 'Switch department' : '切换部门' }).click();
      await page.getByText(en ? 'You do not belong to any department' : '您尚未归属部门').waitFor();

      await page
        .getByTestId('admin-header')
        .getByRole('button', { name: en ? 'Sign out' : '退出登录' })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: en ? 'OK' : /确\s*定/ })
        .click();
      await page.waitForURL(/\/user\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
      await page.goto(`${product.url}/dashboard/analysis`);
      await page.waitForURL(/\/user\/login\?redirect=/);
      await context.close();
    }
  });
});
