import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { type Lang, openPage } from './support/session.js';
import { publicApi, useSuite } from './support/suite.js';

/**
 * The data query's form and the automatic first search (apps/web/src/features/data-query/draft-follow.ts), in a
 * browser: the URL fills in its defaults (the city's default series and its type) only once the series' types have
 * arrived. The types request is held back here, so the visitor chooses another series while the URL is still
 * filling in; the choice stays in the form when the defaults arrive, and Search shows it. Also: the first view is
 * the first series of the first city (SPEC §2: "changing city reloads that city's series and picks the first").
 */

const suite = useSuite();
const settled = { timeout: 30_000 };
/** How long each series-types request is held back. */
const typesDelayMs = 4000;

interface CitySeries {
  id: string;
  number: string;
}

const params = (page: Page) => new URL(page.url()).searchParams;
const selected = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.ant-select-selection-item').first().textContent();

/** The series of the first city of the first economy, and the one the data query opens on. */
async function firstCitySeries(productUrl: string, lang: Lang) {
  const [country] = await publicApi<{ id: string }[]>(productUrl, '/reception/city/cityCouCountry/list');
  const [city] = await publicApi<{ id: string }[]>(productUrl, `/reception/city/cityCouCity/list/${country?.id}`);
  if (!city) throw new Error('no city in the first economy of the demo data');
  const series = await publicApi<CitySeries[]>(
    productUrl,
    `/reception/series/citySerSeries/listByCity/${city.id}?lang=${lang}`,
  );
  return { city, series, automatic: series[0] };
}

describe.each(['en', 'zh'] as const)('data query: a series chosen during the first search (%s)', (lang: Lang) => {
  it("opens on the first city's first series", async () => {
    const { product, browser } = suite;
    const { city, automatic } = await firstCitySeries(product.url, lang);
    if (!automatic) throw new Error('the first city has no series');
    const { context, page } = await openPage(browser, lang, {
      viewport: { width: 1280, height: 900 },
      storage: { AGREE_STANDARD: 'true' },
    });
    await page.goto(`${product.url}/client/dataQuery?lang=${lang}`);
    await expect.poll(() => params(page).get('series'), settled).toBe(automatic?.id);
    expect(params(page).get('city')).toBe(city.id);
    expect(await selected(page, 'select-city-series')).toContain(automatic?.number);
    await page.locator('[data-testid="main-chart-canvas"][data-drawn="true"]').waitFor(settled);
    await screenshot(page, `data-query-first-view-${lang}`);
    await context.close();
  });

  it('keeps the series chosen while the URL still fills in its defaults', async () => {
    const { product, browser } = suite;
    const { series, automatic } = await firstCitySeries(product.url, lang);
    const chosen = series.findLast((s) => s.id !== automatic?.id);
    if (!automatic || !chosen) throw new Error('the first city has fewer than two series');

    const { context, page } = await openPage(browser, lang, {
      viewport: { width: 1280, height: 900 },
      storage: { AGREE_STANDARD: 'true' },
    });
    let typesAsked = 0;
    await page.route('**/reception/series/citySerSeries/queryCitySerInformationByMainId*', async (route) => {
      typesAsked += 1;
      await new Promise((resolve) => setTimeout(resolve, typesDelayMs));
      await route.continue().catch(() => undefined); // the page may have closed meanwhile
    });
    await page.goto(`${product.url}/client/dataQuery?lang=${lang}`);

    // The city's series are listed and the automatic series is in the form, but its types are held back: the URL
    // has no series yet.
    await expect.poll(() => selected(page, 'select-city-series'), settled).toContain(automatic.number);
    expect(typesAsked).toBeGreaterThan(0);
    expect(params(page).get('series')).toBeNull();

    // The visitor chooses another series before the types arrive.
    await page.getByTestId('select-city-series').click();
    await page.keyboard.type(chosen.number);
    await page.keyboard.press('Enter');
    await expect.poll(() => selected(page, 'select-city-series')).toContain(chosen.number);
    expect(params(page).get('series')).toBeNull();

    // The types arrive: the URL fills in its defaults (the automatic series), and the form keeps the choice.
    await expect.poll(() => params(page).get('series'), settled).toBe(automatic.id);
    expect(params(page).get('type')).not.toBeNull();
    await page.waitForTimeout(typesDelayMs + 1000); // the chosen series' own types arrive too
    expect(await selected(page, 'select-city-series')).toContain(chosen.number);
    expect(params(page).get('series')).toBe(automatic.id);

    // Search shows the chosen series.
    await page.getByTestId('query-search').click();
    await expect.poll(() => params(page).get('series'), settled).toBe(chosen.id);
    expect(await selected(page, 'select-city-series')).toContain(chosen.number);
    await context.close();
  });
});
