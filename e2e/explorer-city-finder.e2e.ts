import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { openPage } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * The city finder of the data query (issue 16 "Scale") with every demo city (1,205 under 21 economy headings):
 * the open list draws only the rows in view, yet scrolling reaches the last city, the keys walk the list, and
 * typing a name in either language finds the city, which sets the economy and the city.
 */

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

async function openQuery(locale: string) {
  const { page } = await openPage(browser, null, {
    viewport: { width: 1280, height: 900 },
    locale,
    storage: { AGREE_STANDARD: 'true' },
  });
  await page.goto(`${product.url}/client/dataQuery`);
  return page;
}

const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

describe('city finder with every city', () => {
  it('draws the rows in view of 1,205 cities, scrolls to the last, walks with the keys and finds by name', async () => {
    const response = await fetch(`${product.url}/api/reception/city/cityCouCity/all`);
    const cities = ((await response.json()) as { result: { id: string; nameEn: string; name: string }[] }).result;
    expect(cities.length).toBeGreaterThan(1000);

    const page = await openQuery('en-GB');
    const finder = page.locator('#query-city-finder');
    await finder.click();
    await expect.poll(() => options(page).count(), { timeout: 20_000 }).toBeGreaterThan(5);
    const drawn = await options(page).count();
    expect(drawn).toBeLessThan(60); // not 1,205

    // Scrolled to the end, the last rows are drawn: the list is whole, only drawn in part.
    const listbox = page.locator('[role="listbox"]');
    const height = await listbox.evaluate((el) => el.scrollHeight);
    expect(height).toBeGreaterThan((cities.length + 21) * 32 - 1);
    await listbox.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect.poll(() => options(page).last().getAttribute('title')).toMatch(/Viet Nam|Vietnam/);
    await screenshot(page, 'explorer-city-finder-end-en');

    // The keys walk past the drawn rows: the active option is always drawn and in view.
    await listbox.evaluate((el) => {
      el.scrollTop = 0;
    });
    for (let i = 0; i < 40; i++) await finder.press('ArrowDown');
    const active = await finder.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).isVisible()).toBe(true);

    // Typing finds a city by its English name, then by its Chinese one; picking it sets the economy and the city.
    await finder.fill('Sydney');
    await expect.poll(() => options(page).count()).toBe(1);
    await finder.fill('悉尼');
    await expect.poll(() => options(page).count()).toBe(1);
    await options(page).first().click();
    await expect.poll(() => page.getByTestId('select-country').textContent()).toContain('Australia');
    await page.context().close();
  });
});
