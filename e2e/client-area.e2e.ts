import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enClient from '../apps/web/src/locales/en/client.json';
import enLicence from '../apps/web/src/locales/en/licence.json';
import enRoutes from '../apps/web/src/locales/en/routes.json';
import zhClient from '../apps/web/src/locales/zh/client.json';
import zhLicence from '../apps/web/src/locales/zh/licence.json';
import zhRoutes from '../apps/web/src/locales/zh/routes.json';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * The public client area in Debian's Chromium, in English and Chinese: licence gate, the data query screen
 * (first search, cascades, year warnings, year-on-year, line/bar, shared URLs, CSV download), the data
 * comparison and the map link. Figures shown are checked against the public API's replies.
 */

type Lang = 'en' | 'zh';
const LANGS: Lang[] = ['en', 'zh'];
const text = {
  en: { client: enClient, licence: enLicence, routes: enRoutes },
  zh: { client: zhClient, licence: zhLicence, routes: zhRoutes },
};

let product: RunningProduct;
let browser: Browser;
const year = new Date().getFullYear();

beforeAll(async () => {
  // WEB_DIST_DIR: test another build of the web app than apps/web/dist (which other runs may be rebuilding).
  ({ product, browser } = await startSuite());
});
afterAll(() => stopSuite({ product, browser }));

interface Opened {
  context: BrowserContext;
  page: Page;
}

async function open(lang: Lang, url: string, options: { licence?: boolean; width?: number } = {}): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript(
    ({ l, licence }) => {
      if (sessionStorage.getItem('e2e-init')) return;
      sessionStorage.setItem('e2e-init', '1');
      localStorage.setItem('language', l);
      if (licence) localStorage.setItem('AGREE_STANDARD', 'true');
    },
    { l: lang, licence: options.licence ?? true },
  );
  const page = await context.newPage();
  await page.goto(`${product.url}${url}`);
  return { context, page };
}

async function api<T>(apiPath: string, lang: Lang = 'en'): Promise<T> {
  const response = await fetch(`${product.url}/api${apiPath}`, { headers: { 'accept-language': lang } });
  const body = (await response.json()) as { success: boolean; result: T };
  expect(body.success).toBe(true);
  return body.result;
}

interface Chart {
  years: number[];
  data: Record<string, (number | null)[]>;
  places: { key: string; label: string; economyLevelFallback: boolean }[];
}

/** What a chart table shows: the column headings and, per year, the raw figure of each cell. */
async function readTable(page: Page, testId: string) {
  const table = page.getByTestId(testId);
  await table.waitFor();
  return table.evaluate((element) => ({
    columns: Array.from(element.querySelectorAll('thead th'))
      .slice(1)
      .map((th) => th.textContent?.trim() ?? ''),
    rows: Array.from(element.querySelectorAll('tbody tr')).map((tr) => ({
      year: Number(tr.querySelector('th')?.textContent),
      values: Array.from(tr.querySelectorAll('td')).map((td) => {
        const raw = td.getAttribute('data-value');
        return raw === '' || raw === null ? null : Number(raw);
      }),
    })),
  }));
}

/** The table matches the API reply: same places in order, and every year shown carries the API's figures. */
function expectTableMatches(table: Awaited<ReturnType<typeof readTable>>, chart: Chart) {
  expect(table.columns).toEqual(chart.places.map((p) => p.label));
  expect(table.rows.length).toBeGreaterThan(0);
  for (const row of table.rows) {
    const i = chart.years.indexOf(row.year);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(row.values).toEqual(chart.places.map((p) => chart.data[p.key]?.[i] ?? null));
  }
  const withFigures = chart.years.filter((_, i) => chart.places.some((p) => chart.data[p.key]?.[i] != null));
  expect(table.rows.map((r) => r.year)).toEqual(
    chart.years.filter((y) => y >= (withFigures[0] ?? 0) && y <= (withFigures.at(-1) ?? 0)),
  );
}

const params = (page: Page) => new URL(page.url()).searchParams;
const selected = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.ant-select-selection-item').first().textContent();

/** Types into a searchable select and takes the first match. */
async function choose(page: Page, testId: string, typed: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
}

/** The chart has drawn its series (the chart sets `data-drawn` after its first render with series). */
async function waitForChart(page: Page, testId = 'main-chart') {
  await page.locator(`[data-testid="${testId}-canvas"][data-drawn="true"]`).waitFor();
}

describe('client area', () => {
  it('shows the licence on client pages but not the home page, and remembers I AGREE', async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(lang, '/client/homePage', { licence: false });
      await page.getByTestId('economy-list').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, `client-home-${lang}`);

      await page.getByRole('link', { name: text[lang].routes.dataQuery }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(text[lang].licence.title);
      expect(await dialog.locator('.ant-modal-close').count()).toBe(0);
      await page.waitForTimeout(500); // the dialog's opening animation
      await screenshot(page, `client-licence-${lang}`);
      await dialog.getByRole('button', { name: text[lang].licence.agree }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForChart(page);
      expect(await page.evaluate(() => localStorage.getItem('AGREE_STANDARD'))).toBe('true');

      await page.goto(`${product.url}/client/dataComparison`);
      await waitForChart(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await context.close();
    }
  });

  it('runs the first search on first load and draws the API figures, on desktop and phone widths', async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(lang, '/client/dataQuery');
      await waitForChart(page);
      const p = params(page);
      expect(Object.fromEntries(p)).toMatchObject({
        dim: '1',
        country: '1',
        city: '1',
        series: '4',
        type: '1',
        from: String(year - 9),
        to: String(year),
        chart: 'line',
        yoy: '0',
        lang,
      });
      const chart = await api<Chart>(
        `/reception/data/chart?cityIds=1&seriesId=4&typeId=1&startYear=${year - 9}&endYear=${year}&lang=${lang}`,
      );
      const table = await readTable(page, 'main-chart-table');
      expectTableMatches(table, chart);
      expect(chart.places[0]?.economyLevelFallback).toBe(true);
      const [city] = await api<{ name: string; nameEn: string }[]>('/reception/city/cityCouCity/list/1');
      const heading = await page.getByTestId('city-introduction').locator('h2').textContent();
      expect(heading).toContain(lang === 'en' ? city?.nameEn : city?.name);
      expect(await page.getByTestId('main-chart').textContent()).toContain(text[lang].client.chart.economyLevelNote);
      await screenshot(page, `client-data-query-${lang}`);

      for (const width of [1087, 767, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `client-data-query-phone-${lang}`);
      await context.close();
    }
  });

  it('cascades a country change to its first city and series, and a city change to its series', async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(lang, '/client/dataQuery');
      await waitForChart(page);
      const name = (c: { name: string; nameEn: string }) => (lang === 'en' ? c.nameEn : c.name);
      const countries = await api<{ id: string; name: string; nameEn: string }[]>(
        '/reception/city/cityCouCountry/list',
      );
      const china = countries.find((c) => c.id === '5');
      if (!china) throw new Error('no China in the demo data');
      const cities = await api<{ id: string; name: string; nameEn: string }[]>('/reception/city/cityCouCity/list/5');
      const [firstCity] = cities;
      const beijing = cities.find((c) => c.nameEn === 'Beijing');
      if (!firstCity || !beijing) throw new Error('demo cities missing');

      await choose(page, 'select-country', name(china));
      await expect.poll(() => selected(page, 'select-city')).toBe(name(firstCity));
      const [firstSeries] = await api<{ number: string }[]>(
        `/reception/series/citySerSeries/listByCity/${firstCity.id}`,
        lang,
      );
      await expect.poll(() => selected(page, 'select-city-series')).toContain(firstSeries?.number ?? '?');

      await choose(page, 'select-city', name(beijing));
      await expect.poll(() => selected(page, 'select-city')).toBe(name(beijing));
      const [beijingSeries] = await api<{ number: string }[]>(
        `/reception/series/citySerSeries/listByCity/${beijing.id}`,
        lang,
      );
      await expect.poll(() => selected(page, 'select-city-series')).toContain(beijingSeries?.number ?? '?');
      expect(params(page).get('city')).toBe('1');

      await page.getByTestId('query-search').click();
      await expect.poll(() => params(page).get('city')).toBe(beijing.id);
      expect(params(page).get('country')).toBe('5');
      await expect
        .poll(() => page.getByTestId('city-introduction').locator('h2').textContent())
        .toContain(name(beijing));
      await waitForChart(page);

      // Reset: back to the city dimension with the defaults and the default years, searched again.
      await page.getByTestId('query-reset').click();
      await expect.poll(() => params(page).get('city')).toBe('1');
      expect(Object.fromEntries(params(page))).toMatchObject({
        dim: '1',
        country: '1',
        from: String(year - 9),
        to: String(year),
      });
      await waitForChart(page);
      await context.close();
    }
  });

  it('warns about a start year after the end year, disables the SPEC year ranges, and asks for a statistical type', async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(
        lang,
        `/client/dataQuery?dim=1&country=1&city=1&series=4&from=2020&to=2010&lang=${lang}`,
      );
      const warning = page.getByTestId('year-warning');
      await warning.waitFor();
      expect(await warning.textContent()).toContain(text[lang].client.startTimeLessEnd);

      const option = (y: number) =>
        page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${y}"]`);
      const disabled = async (y: number) =>
        (await option(y).getAttribute('class'))?.includes('ant-select-item-option-disabled');
      // End year: years up to and including the start year (2020) are disabled.
      await page.getByTestId('select-end-year').click();
      await page.keyboard.type('2020');
      await expect.poll(() => disabled(2020)).toBe(true);
      await page.keyboard.press('Backspace');
      await page.keyboard.type('1');
      await expect.poll(() => disabled(2021)).toBe(false);
      await page.keyboard.press('Escape');
      // Start year: years after the end year (2010) are disabled.
      await page.getByTestId('select-start-year').click();
      await page.keyboard.type('2011');
      await expect.poll(() => disabled(2011)).toBe(true);
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('05');
      await expect.poll(() => disabled(2005)).toBe(false);
      await page.keyboard.press('Enter');
      await expect.poll(() => selected(page, 'select-start-year')).toBe('2005');
      await page.getByTestId('query-search').click();
      await waitForChart(page);
      expect(params(page).get('from')).toBe('2005');
      expect(await page.getByTestId('year-warning').count()).toBe(0);
      await screenshot(page, `client-data-query-years-${lang}`);

      await page.getByTestId('select-type').hover();
      await page.getByTestId('select-type').locator('.ant-select-clear').click();
      await page.getByTestId('query-search').click();
      await page.locator('.ant-message', { hasText: text[lang].client.selectStatisticalType }).waitFor();
      await context.close();
    }
  });

  it('shows year-on-year change and switches between line and bar, then reopens the same view from its URL', async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(lang, `/client/dataQuery?country=5&city=20&from=2000&to=2020`);
      await waitForChart(page);
      await page.getByTestId('series-panel').getByText(text[lang].client.chart.yearOnYear, { exact: true }).click();
      await expect.poll(() => params(page).get('yoy')).toBe('1');
      const yoy = await api<Chart>(
        `/reception/data/yearToYear?cityIds=20&seriesId=4&typeId=1&startYear=2000&endYear=2020&lang=${lang}`,
      );
      await expect
        .poll(async () => (await readTable(page, 'main-chart-table')).columns)
        .toEqual(yoy.places.map((p) => p.label));
      await expect.poll(async () => JSON.stringify(await readTable(page, 'main-chart-table'))).toContain('"year":2001');
      expectTableMatches(await readTable(page, 'main-chart-table'), yoy);

      await page.getByTestId('main-chart').getByText(text[lang].client.chart.bar, { exact: true }).click();
      await expect.poll(() => page.getByTestId('main-chart').getAttribute('data-kind')).toBe('bar');
      expect(params(page).get('chart')).toBe('bar');
      await waitForChart(page);
      await screenshot(page, `client-data-query-yoy-bar-${lang}`);
      const shared = page.url();
      const shownTable = await readTable(page, 'main-chart-table');
      await context.close();

      // The shared URL, opened by a visitor whose remembered language is the other one.
      const other: Lang = lang === 'en' ? 'zh' : 'en';
      const again = await open(other, new URL(shared).pathname + new URL(shared).search);
      await waitForChart(again.page);
      expect(await again.page.evaluate(() => document.documentElement.lang)).toBe(lang === 'zh' ? 'zh-CN' : 'en');
      expect(again.page.url()).toBe(shared);
      expect(await again.page.getByTestId('main-chart').getAttribute('data-kind')).toBe('bar');
      expect(await selected(again.page, 'select-city')).toBe(lang === 'en' ? 'Beijing' : '北京');
      expect(await readTable(again.page, 'main-chart-table')).toEqual(shownTable);
      expect(
        await again.page.getByTestId('main-chart').getByText(text[lang].client.chart.line, { exact: true }).count(),
      ).toBe(1);
      await again.context.close();
    }
  });

  it("shows the chosen city's introduction and downloads its documents from the documents list", async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(lang, '/client/dataQuery');
      await waitForChart(page);
      const cityId = params(page).get('city') ?? '';
      const describe = await api<{
        describeEn: string;
        describeZh: string;
        files: { fileName: string; url: string }[];
      }>(`/reception/city/data/manager/getDescribe/${cityId}`, lang);
      expect(describe.files.length).toBeGreaterThan(0);
      const intro = page.getByTestId('city-introduction');
      const plain = (lang === 'en' ? describe.describeEn : describe.describeZh).replace(/<[^>]+>/g, '').trim();
      expect((await intro.textContent())?.replace(/\s+/g, ' ')).toContain(plain.slice(0, 40).replace(/\s+/g, ' '));
      const button = page.getByTestId('city-documents');
      expect(await button.textContent()).toContain(String(describe.files.length));
      await button.click();
      const links = intro.getByRole('link');
      expect(await links.allTextContents()).toEqual(describe.files.map((f) => f.fileName));
      const first = describe.files[0];
      if (!first) throw new Error('no document');
      const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
      expect(download.suggestedFilename()).toBe(first.fileName);
      const saved = readFileSync((await download.path()) ?? '');
      expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const fromApi = Buffer.from(await (await fetch(new URL(first.url, product.url))).arrayBuffer());
      expect(saved.equals(fromApi)).toBe(true);
      await button.click();
      await screenshot(page, `client-city-documents-${lang}`);
      await context.close();
    }
  });

  it('downloads a CSV whose figures equal the API, with source, unit and licence', async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(lang, '/client/dataQuery?country=5&city=20&from=2010&to=2020');
      await waitForChart(page);
      await page.getByTestId('chart-downloads').first().click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: text[lang].client.chart.downloadCsv }).first().click(),
      ]);
      const file = await download.path();
      const csv = readFileSync(file, 'utf8').replace(/^\ufeff/, '');
      const [header, ...lines] = csv.trim().split(/\r?\n/);
      const columns = header?.split(',') ?? [];
      expect(columns).toEqual(expect.arrayContaining(['year', 'value', 'unit', 'source', 'licence']));
      const chart = await api<Chart & { unit: string }>(
        `/reception/data/chart?cityIds=20&seriesId=4&typeId=1&startYear=2010&endYear=2020&lang=${lang}`,
      );
      const values = chart.data[chart.places[0]?.key ?? ''] ?? [];
      const expected = chart.years.flatMap((y, i) => (values[i] == null ? [] : [[y, values[i]] as const]));
      expect(lines).toHaveLength(expected.length);
      lines.forEach((line, i) => {
        const [y, value] = expected[i] ?? [];
        expect(line).toContain(`,${y},${value},`);
        expect(line).toContain(chart.unit);
        expect(line).toMatch(/2020/);
      });

      // The chart as SVG and PNG images, the SVG with its source, unit and licence lines.
      const image = async (name: string) => {
        await page.getByTestId('chart-downloads').first().click();
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name }).first().click(),
        ]);
        return readFileSync(await file.path());
      };
      const svg = (await image(text[lang].client.chart.downloadSvg)).toString('utf8');
      expect(svg).toMatch(/^<svg /);
      for (const line of [`${chart.unit}`, '2020', 'PDDL']) expect(svg).toContain(line);
      // The platform's licence by its name, as the downloads and city documents name it (contract dataUseLicence).
      expect(svg).toContain(
        lang === 'en' ? 'Data-use licence (draft of 3 September 2020)' : '数据使用许可（2020年9月3日草案）',
      );
      const png = await image(text[lang].client.chart.downloadPng);
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      await context.close();
    }
  });

  it('compares three cities of three economies on one line chart', async () => {
    for (const lang of LANGS) {
      const japan = await api<{ id: string; nameEn: string; name: string }[]>('/reception/city/cityCouCity/list/8');
      const tokyo = japan[0];
      if (!tokyo) throw new Error('no Japanese city');
      const { context, page } = await open(
        lang,
        `/client/dataComparison?places=c1,c20,c${tokyo.id}&series=4&from=2005&to=2020`,
      );
      await waitForChart(page);
      const chart = await api<Chart>(
        `/reception/data/chart?cityIds=1,20,${tokyo.id}&seriesId=4&typeId=1&startYear=2005&endYear=2020&lang=${lang}`,
      );
      expect(chart.places).toHaveLength(3);
      expectTableMatches(await readTable(page, 'main-chart-table'), chart);
      const legend = await page
        .getByTestId('main-chart')
        .getByRole('list', { name: text[lang].client.chart.legend })
        .locator('li')
        .allTextContents();
      expect(legend).toEqual(chart.places.map((p) => p.label));
      expect(await page.getByTestId('main-chart').getByText(text[lang].client.chart.bar, { exact: true }).count()).toBe(
        0,
      );
      expect(await page.getByTestId('select-places').locator('.ant-select-selection-item').count()).toBe(3);
      await screenshot(page, `client-data-comparison-${lang}`);
      for (const width of [1087, 767, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `client-data-comparison-phone-${lang}`);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Swap Tokyo for a whole economy in the form; the search writes it into the URL.
      await page.getByTestId('select-places').locator('.ant-select-selection-item-remove').last().click();
      await choose(page, 'select-places', lang === 'en' ? 'Canada, whole' : '加拿大（整个');
      await page.keyboard.press('Escape');
      await page.getByTestId('query-search').click();
      await expect.poll(() => params(page).get('places')).toBe('c1,c20,e3');
      await waitForChart(page);
      await expect.poll(async () => (await readTable(page, 'main-chart-table')).columns.length).toBe(3);
      await context.close();
    }
  });

  it('drags the map marker to a city and opens the data query with that city chosen', async () => {
    for (const lang of LANGS) {
      const { context, page } = await open(lang, '/client/dataComparison');
      await waitForChart(page);
      await page.getByTestId('map-section').scrollIntoViewIfNeeded();
      const marker = page.locator('.leaflet-marker-icon');
      await marker.waitFor();
      await page.locator('.leaflet-countries-pane path').first().waitFor({ state: 'attached' });
      await marker.click();
      const popup = page.getByTestId('map-popup');
      await popup.waitFor();
      expect(await popup.textContent()).toContain(lang === 'en' ? 'Tianjin' : '天津');

      // Drag about 110 km north-west at zoom 8: the marker lands on Beijing.
      const box = await marker.boundingBox();
      if (!box) throw new Error('no marker');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 70, box.y + box.height / 2 - 90, { steps: 5 });
      await page.mouse.move(box.x + box.width / 2 - 144, box.y + box.height / 2 - 185, { steps: 5 });
      await page.mouse.up();
      await expect
        .poll(() => page.getByTestId('map-popup').textContent())
        .toContain(lang === 'en' ? 'Beijing' : '北京');
      await page.waitForTimeout(500); // the map finishes panning to show the info window
      await screenshot(page, `client-map-${lang}`);

      await page.getByTestId('map-query-link').click();
      await page.waitForURL(/\/client\/dataQuery\?/);
      await waitForChart(page);
      expect(params(page).get('country')).toBe('5');
      expect(params(page).get('city')).toBe('20');
      expect(await selected(page, 'select-city')).toBe(lang === 'en' ? 'Beijing' : '北京');
      await context.close();
    }
  });
});
