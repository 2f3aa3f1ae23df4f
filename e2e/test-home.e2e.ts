import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/** /test/home (TestHome, SPEC §2): the gallery of chart types and controls on the demo data, both languages. */
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

const text = {
  en: {
    title: 'Test home',
    view: 'View',
    table: 'Table',
    ok: /^OK$/,
  },
  zh: {
    title: '测试首页',
    view: '视图',
    table: '表格',
    ok: /^确\s*定$/,
  },
} as const;

/** The marks an SVG chart drew: its paths (lines, bars and axes). */
const marks = (page: Page, testId: string) => page.locator(`[data-testid="${testId}-canvas"] svg path`).count();

describe('/test/home gallery', () => {
  it('is not open without a session: the visitor is sent to sign in, keeping the path', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/test/home`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/test/home');
    await page.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`shows the line, bar and year-on-year charts on the demo data, the controls and the popup picker in a form (${lang})`, async () => {
      const t = text[lang];
      const { context, page } = await openPage(browser, lang, { viewport: { width: 1280, height: 900 } });
      await signIn(page, product, { lang, from: '/test/home' });
      await expect.poll(() => page.locator('#page-title').textContent()).toBe(t.title);

      // The charts: the kinds asked for, drawn (no "no data" text), from the first demo series.
      for (const [id, kind] of [
        ['gallery-line', 'line'],
        ['gallery-bar', 'bar'],
      ] as const) {
        const figure = page.getByTestId(id);
        await figure.waitFor({ timeout: 60_000 });
        expect(await figure.getAttribute('data-kind')).toBe(kind);
        expect(await page.getByTestId(`${id}-empty`).count()).toBe(0);
        await expect.poll(() => marks(page, id), { timeout: 30_000 }).toBeGreaterThan(4);
      }

      // Another series: the charts ask again and show it in their title.
      const select = page.getByTestId('gallery-series');
      const before = await select.locator('.ant-select-selection-item').textContent();
      // The series' name in the interface's language.
      if (lang === 'en') expect(before).not.toMatch(/\p{Script=Han}/u);
      else expect(before).toMatch(/\p{Script=Han}/u);
      await select.click();
      const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await options.first().waitFor();
      expect(await options.count()).toBeGreaterThan(1);
      await options.nth(1).click();
      const after = await select.locator('.ant-select-selection-item').textContent();
      expect(after).not.toBe(before);
      const number = after?.split(' ')[0] ?? '';
      await expect.poll(() => page.getByTestId('gallery-line').textContent(), { timeout: 60_000 }).toContain(number);

      // A control of the gallery works as it does in the product.
      const view = page.getByRole('radiogroup', { name: t.view });
      await view.getByText(t.table, { exact: true }).click();
      expect(await view.getByRole('radio', { name: t.table }).isChecked()).toBe(true);

      // The popup picker in a form: the demo report of cities opens, a chosen city fills the three fields.
      const picker = page.getByTestId('popup-picker-city');
      expect(await picker.inputValue()).toBe('');
      await picker.click();
      const popup = page.locator('.ant-modal:visible').last();
      const row = popup.locator('.ant-table-row').first();
      await row.waitFor({ timeout: 30_000 });
      const rowText = (await row.textContent()) ?? '';
      await row.click();
      await popup.getByRole('button', { name: t.ok }).click();
      await popup.waitFor({ state: 'hidden' });
      const city = await picker.inputValue();
      const economy = await page.getByTestId('gallery-popup-economy').inputValue();
      const population = await page.getByTestId('gallery-popup-population').inputValue();
      expect(city).not.toBe('');
      expect(economy).not.toBe('');
      expect(population).toMatch(/^\d/);
      for (const value of [city, economy]) expect(rowText).toContain(value);
      if (lang === 'en') expect(city + economy).not.toMatch(/\p{Script=Han}/u);
      else expect(city + economy).toMatch(/\p{Script=Han}/u);

      await screenshot(page, `test-home-${lang}`);
      await context.close();
    });
  }
});
