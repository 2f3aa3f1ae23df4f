import { readFileSync } from 'node:fs';
import JSONstat from 'jsonstat-toolkit';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enClient from '../apps/web/src/locales/en/client.json';
import zhClient from '../apps/web/src/locales/zh/client.json';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningProduct, startProduct } from './support/product.js';

/**
 * The explorer's Map tab (issue 19) in Debian's Chromium: a city-level series as bubbles on a canvas and an
 * economy-level series as shaded economies, the year slider and play kept in the URL, the tooltip, a click that
 * opens the place's chart, and the tab's JSON-stat download read back with jsonstat-toolkit. English and Chinese.
 */

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct({
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

interface Grid {
  years: number[];
  places: { key: string; level: string; cityId: string | null; countryId: string; name: string }[];
  data: Record<string, (number | null)[]>;
}

async function api<T>(apiPath: string): Promise<T> {
  const response = await fetch(`${product.url}/api${apiPath}`);
  const body = (await response.json()) as { success: boolean; result: T };
  expect(body.success).toBe(true);
  return body.result;
}

async function seriesId(number: string): Promise<string> {
  type Node = { id: string; number: string; children?: Node[] };
  const walk = (nodes: Node[]): Node | undefined =>
    nodes.reduce<Node | undefined>(
      (found, n) => found ?? (n.number === number ? n : walk(n.children ?? [])),
      undefined,
    );
  const found = walk(await api<Node[]>('/reception/series/citySerSeries/list'));
  if (!found) throw new Error(`no series ${number}`);
  return found.id;
}

async function open(url: string) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 1000 },
    acceptDownloads: true,
    locale: 'en-GB',
  });
  await context.addInitScript(() => localStorage.setItem('AGREE_STANDARD', 'true'));
  const page = await context.newPage();
  await page.goto(`${product.url}${url}`);
  return { context, page };
}

const params = (page: Page) => new URL(page.url()).searchParams;

/** A point well inside a drawn bubble (canvas pixels of a bubble's fill all around it), in page coordinates. */
async function pointInBubble(page: Page): Promise<{ x: number; y: number }> {
  return page.getByTestId('map-canvas').evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    // Bubbles are filled at 85% opacity; labels are opaque text.
    const filled = (x: number, y: number) => {
      const a = data[(y * width + x) * 4 + 3] ?? 0;
      return a > 150 && a < 240;
    };
    const reach = Math.round(5 * (canvas.width / canvas.clientWidth));
    for (let y = reach; y < height - reach; y += 2) {
      for (let x = reach; x < width - reach; x += 2) {
        if (
          filled(x, y) &&
          filled(x - reach, y) &&
          filled(x + reach, y) &&
          filled(x, y - reach) &&
          filled(x, y + reach)
        ) {
          const box = canvas.getBoundingClientRect();
          const scale = canvas.width / box.width;
          return { x: box.left + x / scale, y: box.top + y / scale };
        }
      }
    }
    throw new Error('no bubble found');
  });
}

describe('explorer map', () => {
  it('draws every city of the year as a bubble, moves through the years and opens a city (English)', async () => {
    const series = await seriesId('4100');
    const grid = await api<Grid>(`/reception/data/map?seriesId=${series}&startYear=2000&endYear=2020&lang=en`);
    const withFigure = (year: number) =>
      grid.places.filter((p) => p.level === 'city' && grid.data[p.key]?.[grid.years.indexOf(year)] != null).length;
    const { context, page } = await open(`/client/dataQuery?dim=2&series=${series}&from=2000&to=2020&lang=en`);
    await page.getByTestId('result-tabs').getByText(enClient.placeTable.mapTab).click();
    const map = page.getByTestId('value-map');
    await map.waitFor();
    expect(params(page).get('tab')).toBe('map');
    expect(await map.getAttribute('data-level')).toBe('city');
    const lastYear = Number(await map.getAttribute('data-year'));
    await expect.poll(() => page.getByTestId('map-count').textContent()).toBe(`${withFigure(lastYear)} cities shown`);
    await expect
      .poll(async () => Number(await page.getByTestId('map-canvas').getAttribute('data-bubbles')))
      .toBeGreaterThan(5);
    await screenshot(page, 'explorer-map-en');

    // The slider: one year back by keyboard, kept in the URL; a reload keeps it.
    await page.getByTestId('map-year').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => params(page).get('year')).toBe(String(lastYear - 1));
    await expect.poll(() => page.getByTestId('map-year-value').textContent()).toBe(String(lastYear - 1));
    await expect
      .poll(() => page.getByTestId('map-count').textContent())
      .toBe(`${withFigure(lastYear - 1)} cities shown`);
    await page.reload();
    await page.getByTestId('value-map').waitFor();
    await expect.poll(() => page.getByTestId('map-year-value').textContent()).toBe(String(lastYear - 1));

    // Play from the first year: the year moves on by itself; pause stops it.
    await page.getByTestId('map-year').fill('0');
    await expect.poll(() => params(page).get('year')).toBe(String(grid.years[0]));
    await page.getByTestId('map-play').click();
    await expect
      .poll(() => Number(params(page).get('year')), { timeout: 10_000 })
      .toBeGreaterThan(grid.years[0] as number);
    await page.getByTestId('map-play').click();
    expect(await page.getByTestId('map-play').getAttribute('aria-pressed')).toBe('false');

    // Hover a bubble: its city; click: that city's chart.
    await page.getByTestId('map-canvas').scrollIntoViewIfNeeded();
    const at = await pointInBubble(page);
    await page.mouse.move(at.x, at.y);
    const tooltip = page.getByTestId('map-tooltip');
    await tooltip.waitFor();
    const name = (await tooltip.locator('strong').textContent()) ?? '';
    const city = grid.places.find((p) => p.level === 'city' && p.name === name);
    expect(city, name).toBeDefined();
    await screenshot(page, 'explorer-map-tooltip-en');
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => params(page).get('city')).toBe(city?.cityId);
    expect(params(page).get('tab')).toBeNull();
    expect(params(page).get('country')).toBe(city?.countryId);
    await context.close();
  });

  it('shades economies for an economy-level series, opens one, and downloads the view as JSON-stat (Chinese)', async () => {
    const series = await seriesId('1100');
    const grid = await api<Grid>(`/reception/data/map?seriesId=${series}&startYear=2000&endYear=2020&lang=zh`);
    const { context, page } = await open(
      `/client/dataQuery?dim=2&series=${series}&from=2000&to=2020&tab=map&year=2010&lang=zh`,
    );
    const map = page.getByTestId('value-map');
    await map.waitFor();
    expect(await map.getAttribute('data-level')).toBe('economy');
    await expect.poll(() => page.getByTestId('map-year-value').textContent()).toBe('2010');
    await expect.poll(() => page.getByTestId('map-show-table').textContent()).toBe(zhClient.valueMap.tableEquivalent);
    expect(await page.getByTestId('map-legend').textContent()).toContain(zhClient.valueMap.noData);

    // The tab's download: every place of the years shown, as JSON-stat that jsonstat-toolkit reads.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('map-jsonstat').click()]);
    const ds = JSONstat(JSON.parse(readFileSync((await download.path()) as string, 'utf8')));
    expect(ds.class).toBe('dataset');
    const economyKeys = grid.places.filter((p) => p.level === 'economy').map((p) => p.key);
    expect(ds.Dimension('place')?.id).toEqual(grid.places.map((p) => p.key));
    for (const key of economyKeys) {
      const i = grid.years.indexOf(2010);
      expect(ds.Data({ place: key, year: '2010' })?.value ?? null).toBe(grid.data[key]?.[i] ?? null);
    }

    // A shaded economy under the pointer: its Chinese name and 2010 figure; a click opens its chart.
    const economies = new Set(grid.places.filter((p) => p.level === 'economy').map((p) => p.name));
    const paths = page.locator('.leaflet-countries-pane path.leaflet-interactive');
    await expect.poll(() => paths.count()).toBeGreaterThan(20);
    const tooltip = page.getByTestId('map-tooltip');
    let found: string | undefined;
    let point: [number, number] = [0, 0];
    for (const path of await paths.all()) {
      const fill = await path.getAttribute('fill');
      if (fill === '#f4f1ea' || fill === '#e8e4dc') continue;
      const box = await path.boundingBox();
      if (!box || box.width < 30 || box.height < 30) continue;
      point = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(...point);
      if (!(await shown(tooltip))) continue;
      const name = (await tooltip.locator('strong').textContent()) ?? '';
      if (economies.has(name)) {
        found = name;
        break;
      }
    }
    expect(found).toBeDefined();
    const place = grid.places.find((p) => p.name === found);
    const value = grid.data[place?.key ?? '']?.[grid.years.indexOf(2010)];
    expect(await tooltip.textContent()).toContain('2010:');
    if (value != null) expect(await tooltip.textContent()).not.toContain('2010: –');
    await screenshot(page, 'explorer-map-zh');

    await page.mouse.click(...point);
    await expect.poll(() => params(page).get('country')).toBe(place?.countryId);
    expect(params(page).get('tab')).toBeNull();
    await context.close();
  });
});

/** Whether the tooltip shows within a moment of the pointer moving. */
async function shown(tooltip: Locator): Promise<boolean> {
  return tooltip
    .waitFor({ timeout: 1500 })
    .then(() => true)
    .catch(() => false);
}
