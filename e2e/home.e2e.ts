import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { startSuite, stopSuite } from './support/suite.js';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

describe('first start of the product', () => {
  it('renders the home page with the 21 economies from the API, in English and Chinese', async () => {
    const api = await (await fetch(`${product.url}/api/reception/city/cityCouCountry/list`)).json();
    expect(api.result).toHaveLength(21);
    for (const lang of ['en', 'zh'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      await page.goto(`${product.url}/client/homePage`);
      const list = page.getByTestId('economy-list');
      await list.waitFor();
      const items = list.getByRole('link');
      await expect.poll(() => items.count()).toBe(21);
      const first = api.result[0];
      await expect.poll(() => list.textContent()).toContain(lang === 'en' ? first.nameEn : first.name);
      await screenshot(page, `home-${lang}`);
      await context.close();
    }
  });

  it('sends a visitor who is not signed in from the back office to the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/dashboard/analysis`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/analysis');
    await page.close();
  });
});
