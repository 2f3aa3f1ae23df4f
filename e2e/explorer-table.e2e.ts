import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enClient from '../apps/web/src/locales/en/client.json';
import zhLicence from '../apps/web/src/locales/zh/licence.json';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { openPage } from './support/session.js';
import { publicApi, publicSeriesId, startSuite, stopSuite } from './support/suite.js';

/**
 * The explorer's Table tab (issue 19) in Debian's Chromium: every city of a series sorted by value, change and
 * % change, filtered by economy, downloaded as CSV, the view kept in the URL; and a Chinese permalink opened in
 * a fresh English browser shows the licence in Chinese and asks for no data until it is accepted.
 */

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

interface TableRow {
  place: { key: string; level: string; countryId: string; name: string };
  startValue: number | null;
  endValue: number | null;
  startYear: number | null;
  endYear: number | null;
}

const api = <T>(apiPath: string) => publicApi<T>(product.url, apiPath);

/** The id of the series numbered `number` in the public tree. */
const seriesId = (number: string) => publicSeriesId(product.url, number);

async function open(url: string, options: { licence: boolean; locale?: string }) {
  const { context, page } = await openPage(browser, null, {
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    locale: options.locale ?? 'en-GB',
    storage: options.licence ? { AGREE_STANDARD: 'true' } : {},
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/reception/visit') requests.push(url.pathname);
  });
  await page.goto(`${product.url}${url}`);
  return { context, page, requests };
}

const keysShown = (page: Page) =>
  page.getByTestId('table-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));
const params = (page: Page) => new URL(page.url()).searchParams;

describe('explorer table', () => {
  it('opens a Chinese permalink in Chinese, licence first, with no data asked for before I AGREE', async () => {
    const series = await seriesId('4100');
    const { context, page, requests } = await open(
      `/client/dataQuery?dim=2&series=${series}&from=2000&to=2020&tab=table&lang=zh`,
      { licence: false },
    );
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(zhLicence.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.waitForTimeout(1500); // time for any early request to go out
    expect(requests).toEqual([]);
    await screenshot(page, 'explorer-permalink-licence-zh');
    await dialog.getByRole('button', { name: zhLicence.agree }).click();
    await page.getByTestId('table-row').first().waitFor();
    expect(requests).toContain('/api/reception/data/table');
    expect(params(page).get('tab')).toBe('table');
    expect(params(page).get('lang')).toBe('zh');
    await screenshot(page, 'explorer-table-zh');
    await context.close();
  });

  it('sorts every city by value, change and % change, filters by economy and downloads what it shows', async () => {
    const series = await seriesId('4100');
    const all = await api<{ rows: TableRow[] }>(`/reception/data/table?seriesId=${series}&startYear=2000&endYear=2020`);
    const cities = all.rows.filter((r) => r.place.level === 'city');
    expect(cities.length).toBeGreaterThan(5);
    const { context, page } = await open(`/client/dataQuery?dim=2&series=${series}&from=2000&to=2020&lang=en`, {
      licence: true,
    });
    await page.getByTestId('result-tabs').getByText(enClient.placeTable.tableTab).click();
    await page.getByTestId('table-row').first().waitFor();
    expect(params(page).get('tab')).toBe('table');

    const change = (r: TableRow) =>
      r.startValue !== null && r.endValue !== null && r.startYear !== r.endYear ? r.endValue - r.startValue : null;
    const top = (score: (r: TableRow) => number | null, descending: boolean) =>
      [...cities]
        .filter((r) => score(r) !== null)
        .sort((a, b) => ((score(b) as number) - (score(a) as number)) * (descending ? 1 : -1))[0]?.place.key;

    // Largest value first by default.
    await expect.poll(async () => (await keysShown(page))[0]).toBe(top((r) => r.endValue, true));
    expect(await keysShown(page)).toHaveLength(Math.min(50, cities.length));

    await page.getByTestId('table-sort-change').click();
    await expect.poll(() => params(page).get('sort')).toBe('-change');
    await expect.poll(async () => (await keysShown(page))[0]).toBe(top(change, true));
    await page.getByTestId('table-sort-change').click();
    await expect.poll(() => params(page).get('sort')).toBe('change');
    await expect.poll(async () => (await keysShown(page))[0]).toBe(top(change, false));
    await page.getByTestId('table-sort-pct').click();
    await expect.poll(() => params(page).get('sort')).toBe('-pct');
    const pct = (r: TableRow) => {
      const c = change(r);
      return c === null || !r.startValue ? null : c / Math.abs(r.startValue);
    };
    await expect.poll(async () => (await keysShown(page))[0]).toBe(top(pct, true));

    // The sorted view survives a reload (it is in the URL).
    await page.reload();
    await page.getByTestId('table-row').first().waitFor();
    await expect.poll(async () => (await keysShown(page))[0]).toBe(top(pct, true));

    // One economy (the one with most cities): only its cities.
    const perEconomy = new Map<string, number>();
    for (const r of cities) perEconomy.set(r.place.countryId, (perEconomy.get(r.place.countryId) ?? 0) + 1);
    const economy = [...perEconomy].sort((a, b) => b[1] - a[1])[0]?.[0];
    const economies = await api<{ id: string; nameEn: string }[]>('/reception/city/cityCouCountry/list');
    const economyName = economies.find((c) => c.id === economy)?.nameEn ?? '';
    const inEconomy = cities.filter((r) => r.place.countryId === economy);
    await page.getByTestId('table-economy').click();
    await page.getByTestId('table-economy').getByRole('combobox').fill(economyName);
    await page.getByRole('option', { name: economyName, exact: true }).click();
    await expect.poll(() => page.getByTestId('table-count').textContent()).toContain(`of ${inEconomy.length} places`);
    const shownKeys = await keysShown(page);
    for (const key of shownKeys) expect(inEconomy.map((r) => r.place.key)).toContain(key);
    await screenshot(page, 'explorer-table-en');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('table-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^table-4100-2000-2020\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toContain('"Place","Level","Economy"');
    const body = lines.slice(1, lines.indexOf(''));
    expect(body).toHaveLength(inEconomy.length);
    const firstShown = inEconomy.find((r) => r.place.key === shownKeys[0]);
    expect(body[0]).toContain(`"${firstShown?.place.name}"`);
    expect(body[0]).toContain(String(firstShown?.endValue));
    await context.close();
  });
});
