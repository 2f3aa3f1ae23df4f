import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enSearch from '../apps/web/src/locales/en/search.json';
import zhSearch from '../apps/web/src/locales/zh/search.json';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { type Lang, openPage } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * The explorer's search box (issue 19) in the client header, keyboard only, in English and Chinese: "/" focuses it,
 * a city is found by its Chinese name and by pinyin without tones (joined and spaced), an indicator by its name in
 * the interface language; the arrows and Enter open the hit's view in the data query, whose chart shows the place
 * (or the series); Escape closes the list, then clears the text. Its code loads only when the box is first used.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations in the search box, its list open (as explorer-developers-a11y scans). */
async function scanSearch(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const box = document.getElementById('client-search')?.closest('search');
    return (await axe.run(box ?? document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as { id: string; impact: string | null }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}`);
}

const LANGS: Lang[] = ['en', 'zh'];
const texts = { en: enSearch, zh: zhSearch };

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

async function open(lang: Lang, url: string): Promise<Page> {
  const { page } = await openPage(browser, lang, {
    viewport: { width: 1280, height: 900 },
    storage: { AGREE_STANDARD: 'true' },
  });
  await page.goto(`${product.url}${url}`);
  return page;
}

interface Hit {
  kind: string;
  id: string;
  nameEn: string;
  nameZh: string;
  countryId: string | null;
}
async function searchApi(q: string): Promise<{ cities: Hit[]; economies: Hit[]; indicators: Hit[] }> {
  const response = await fetch(`${product.url}/api/reception/search?q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { result: { cities: Hit[]; economies: Hit[]; indicators: Hit[] } }).result;
}

const box = (page: Page) => page.locator('#client-search');
const params = (page: Page) => new URL(page.url()).searchParams;
const activeOption = async (page: Page) => {
  const id = await box(page).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`) : null;
};

/** "/" from anywhere on the page focuses the box; the text is typed key by key. */
async function typeInBox(page: Page, text: string) {
  // The box and its "/" key come with the page's layout: wait for it, and press "/" again until it is taken (a
  // key pressed while the page is still loading goes nowhere).
  await box(page).waitFor({ timeout: 20_000 });
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await expect
    .poll(
      async () => {
        await page.keyboard.press('/');
        return page.evaluate(() => document.activeElement?.id);
      },
      { timeout: 10_000 },
    )
    .toBe('client-search');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await expect.poll(() => box(page).getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
}

/** Arrows down to the first option whose id names `kind` and `id`, then Enter. */
async function chooseWithKeys(page: Page, kind: string, id: string) {
  const wanted = new RegExp(`-${kind}-${id}$`);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('ArrowDown');
    const current = (await box(page).getAttribute('aria-activedescendant')) ?? '';
    if (wanted.test(current)) break;
  }
  const option = await activeOption(page);
  expect(await option?.getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('Enter');
}

/** The chart has drawn, and its table's columns (the places) are read. */
async function chartPlaces(page: Page): Promise<string[]> {
  await page.locator('[data-testid="main-chart-canvas"][data-drawn="true"]').waitFor({ timeout: 30_000 });
  const table = page.getByTestId('main-chart-table');
  await table.waitFor();
  return table.evaluate((el) =>
    Array.from(el.querySelectorAll('thead th'))
      .slice(1)
      .map((th) => th.textContent?.trim() ?? ''),
  );
}

describe('explorer search', () => {
  for (const lang of LANGS) {
    it(`finds a city by Chinese characters and opens its chart, keyboard only (${lang})`, async () => {
      const [sydney] = (await searchApi('悉尼')).cities;
      expect(sydney?.nameEn).toBe('Sydney');
      const page = await open(lang, `/client/homePage?lang=${lang}`);
      await page.getByTestId('economy-list').waitFor();
      // The box's code is not part of the first load: no request for the search before it is used.
      const before = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => e.name.split('/').pop() ?? ''),
      );
      expect(before.filter((name) => /SearchBox/.test(name))).toEqual([]);

      await typeInBox(page, '悉尼');
      const listbox = page.getByRole('listbox', { name: texts[lang].listLabel });
      await expect.poll(() => listbox.getByRole('option').first().textContent()).toContain('Sydney');
      expect(await listbox.getByRole('option').first().textContent()).toContain('悉尼');
      expect(await listbox.getByRole('group', { name: texts[lang].cities }).count()).toBe(1);
      await screenshot(page, `explorer-search-city-${lang}`);
      expect(await scanSearch(page)).toEqual([]);
      await chooseWithKeys(page, 'city', sydney?.id ?? '');

      await expect.poll(() => new URL(page.url()).pathname).toBe('/client/dataQuery');
      expect(params(page).get('city')).toBe(sydney?.id);
      expect(params(page).get('country')).toBe(sydney?.countryId);
      // (polled: the chart shown before the search may still be on screen for a moment)
      await expect
        .poll(async () => (await chartPlaces(page)).join('|'), { timeout: 30_000 })
        .toContain(lang === 'zh' ? '悉尼' : 'Sydney');
      await page.context().close();
    });

    it(`finds a city by pinyin without tones, joined and spaced, and opens its chart (${lang})`, async () => {
      const [melbourne] = (await searchApi('moerben')).cities;
      expect(melbourne?.nameEn).toBe('Melbourne');
      const page = await open(lang, `/client/dataQuery?lang=${lang}`);
      await chartPlaces(page);

      await typeInBox(page, 'moerben');
      const first = page.getByRole('listbox').getByRole('option').first();
      await expect.poll(() => first.textContent()).toContain('Melbourne');
      expect(await first.textContent()).toContain('mo er ben');

      // Escape closes the list and keeps the text; a second Escape clears it.
      await page.keyboard.press('Escape');
      expect(await box(page).getAttribute('aria-expanded')).toBe('false');
      expect(await box(page).inputValue()).toBe('moerben');
      await page.keyboard.press('Escape');
      expect(await box(page).inputValue()).toBe('');

      await typeInBox(page, 'mo er ben');
      await expect.poll(() => first.textContent()).toContain('Melbourne');
      await chooseWithKeys(page, 'city', melbourne?.id ?? '');
      await expect.poll(() => params(page).get('city')).toBe(melbourne?.id);
      await expect
        .poll(async () => (await chartPlaces(page)).join('|'), { timeout: 30_000 })
        .toContain(lang === 'zh' ? '墨尔本' : 'Melbourne');
      await page.context().close();
    });

    it(`finds an indicator by its name and opens the query of that series (${lang})`, async () => {
      const typed = lang === 'zh' ? '城镇人口' : 'urban population';
      const [urban] = (await searchApi(typed)).indicators;
      expect(urban?.nameEn).toBe('Urban population');
      const page = await open(lang, `/client/dataComparison?lang=${lang}`);
      await typeInBox(page, typed);
      const group = page.getByRole('group', { name: texts[lang].indicators });
      await expect.poll(() => group.getByRole('option').first().textContent()).toContain('城镇人口');
      expect(await group.getByRole('option').first().textContent()).toContain('Urban population');
      await screenshot(page, `explorer-search-indicator-${lang}`);
      await chooseWithKeys(page, 'indicator', urban?.id ?? '');

      await expect.poll(() => params(page).get('series')).toBe(urban?.id);
      expect(params(page).get('dim')).toBe('2');
      await chartPlaces(page);
      await expect
        .poll(() => page.getByTestId('main-chart').textContent(), { timeout: 30_000 })
        .toContain(lang === 'zh' ? urban?.nameZh : urban?.nameEn);
      await page.context().close();
    });
  }

  it('opens the hit it was asked for when the page left behind settles its own URL meanwhile', async () => {
    // CI once showed the data query with the comparison page's selections: the comparison wrote its resolved URL
    // while the data query's code was still loading, and the router put that search on the new path.
    const [urban] = (await searchApi('urban population')).indicators;
    const page = await open('en', '/client/dataComparison?lang=en');
    const held = new Map<string, () => void>();
    let holding = true;
    const hold = (name: string, pattern: string | RegExp) =>
      page.route(pattern, async (route) => {
        if (holding) await new Promise<void>((resolve) => held.set(name, resolve));
        await route.continue().catch(() => undefined); // the page may have closed meanwhile
      });
    // The comparison's types (its URL waits for them) and the data query's code are held back.
    await hold('types', '**/reception/series/citySerSeries/queryCitySerInformationByMainId*');
    await hold('code', /\/client-query-(?!warm)[^/]+\.js$/);
    await typeInBox(page, 'urban population');
    await chooseWithKeys(page, 'indicator', urban?.id ?? '');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/client/dataQuery');
    await expect.poll(() => [...held.keys()].sort().join()).toBe('code,types');
    // The types arrive first: the comparison, still on screen, settles; then the data query's code arrives.
    holding = false;
    held.get('types')?.();
    await page.waitForTimeout(1000);
    held.get('code')?.();

    await chartPlaces(page);
    await expect
      .poll(() => page.getByTestId('main-chart').textContent(), { timeout: 30_000 })
      .toContain('Urban population');
    expect(new URL(page.url()).pathname).toBe('/client/dataQuery');
    expect(params(page).get('dim')).toBe('2');
    expect(params(page).get('series')).toBe(urban?.id);
    await page.context().close();
  });
});
