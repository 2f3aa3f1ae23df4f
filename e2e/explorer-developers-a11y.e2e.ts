import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerTexts } from '../apps/web/src/features/developers/texts';
import enClient from '../apps/web/src/locales/en/client.json';
import enCommon from '../apps/web/src/locales/en/common.json';
import zhCommon from '../apps/web/src/locales/zh/common.json';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { openPage } from './support/session.js';
import { publicSeriesId, startSuite, stopSuite } from './support/suite.js';

/**
 * Issue 19: the developers page reached from the footer in both languages, whose documented URLs answer; and an
 * axe-core scan (the maintained engine, injected into the page) of every client page and explorer tab in English
 * and Chinese (the Sources tab, the share and embed dialog opened, and the embed route included): no serious or
 * critical violation.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

const seriesId = (number: string) => publicSeriesId(product.url, number);

async function newPage(options: {
  licence: boolean;
  locale?: string;
}): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(browser, null, {
    viewport: { width: 1280, height: 900 },
    locale: options.locale ?? 'en-GB',
    permissions: ['clipboard-read', 'clipboard-write'],
    storage: options.licence ? { AGREE_STANDARD: 'true' } : {},
  });
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
async function scan(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: the site's CSP (script-src 'self', no eval) refuses both an
  // inline script tag and eval, and must stay as it is for the scan to see the real site.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('developers page', () => {
  it('is linked from the footer and documents URLs that answer, with examples in curl, pandas and R (English)', async () => {
    const { context, page } = await newPage({ licence: false });
    await page.goto(`${product.url}/client/homePage?lang=en`);
    await page.getByTestId('footer-developers').click();
    await page.getByTestId('developers-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/client/developers');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(developerTexts.en.title);
    expect(await page.getByTestId('developers-endpoint').count()).toBeGreaterThanOrEqual(8);
    const code = await page.locator('pre code').allTextContents();
    expect(code).toHaveLength(3);
    expect(code[1]).toContain('import pandas as pd');
    expect(code[2]).toContain('read.csv(');
    // Every URL in the curl example answers 200 with data (the documented URLs are live).
    const urls = [...(code[0] ?? '').matchAll(/'(https?:\/\/[^']+)'/g)].map((m) => m[1] as string);
    expect(urls.length).toBe(3);
    for (const url of urls) {
      expect(url.startsWith(product.url)).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect((await response.text()).length, url).toBeGreaterThan(100);
    }
    // The copy button puts the example on the clipboard.
    await page.getByRole('button', { name: developerTexts.en.copy }).first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code[0]);
    await screenshot(page, 'developers-en');
    // Margins: the content keeps the site's gutter on a phone and sits centred, in line with the header, when wide.
    for (const width of [360, 768, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      const box = await page.getByTestId('developers-page').boundingBox();
      if (!box) throw new Error('no developers page');
      const right = width - (box.x + box.width);
      expect(box.x, `left margin at ${width}px`).toBeGreaterThanOrEqual(12);
      expect(right, `right margin at ${width}px`).toBeGreaterThanOrEqual(12);
      expect(Math.abs(box.x - right), `centred at ${width}px`).toBeLessThanOrEqual(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await screenshot(page, `developers-${width}-en`);
    }
    await context.close();
  });

  it('speaks Chinese in Chinese, footer link included', async () => {
    const { context, page } = await newPage({ licence: false, locale: 'zh-CN' });
    await page.goto(`${product.url}/client/homePage?lang=zh`);
    expect(await page.getByTestId('footer-developers').textContent()).toBe(zhCommon.footer.developers);
    await page.getByTestId('footer-developers').click();
    await page.getByTestId('developers-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(developerTexts.zh.title);
    expect(await page.getByTestId('developers-page').textContent()).toContain(developerTexts.zh.endpoints.series_full);
    expect(await page.locator('pre code').first().textContent()).toContain('lang=zh');
    await screenshot(page, 'developers-zh');
    await page.setViewportSize({ width: 360, height: 900 });
    await page.waitForTimeout(200);
    const box = await page.getByTestId('developers-page').boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'developers-360-zh');
    await context.close();
  });
});

/** The page has drawn its first chart (the `csp:first-chart` mark the bench reads too). */
async function firstChart(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('csp:first-chart').length > 0, null, {
    timeout: 20_000,
  });
}

describe('accessibility scan (axe-core)', () => {
  it('finds no serious or critical violation on any client page or explorer tab, in English and Chinese', async () => {
    const city = await seriesId('4100');
    const economy = await seriesId('1100');
    const views: [string, string, (page: Page) => Promise<void>][] = [
      ['home', '/client/homePage', async (p) => void (await p.getByTestId('footer-developers').waitFor())],
      ['query chart', '/client/dataQuery', firstChart],
      [
        'query table',
        `/client/dataQuery?dim=2&series=${city}&from=2000&to=2020&tab=table`,
        async (p) => void (await p.getByTestId('table-row').first().waitFor()),
      ],
      [
        'query map (cities)',
        `/client/dataQuery?dim=2&series=${city}&from=2000&to=2020&tab=map`,
        async (p) => void (await p.getByTestId('map-legend').waitFor()),
      ],
      [
        'query map (economies)',
        `/client/dataQuery?dim=2&series=${economy}&from=2000&to=2020&tab=map`,
        async (p) => void (await p.getByTestId('map-legend').waitFor()),
      ],
      [
        'query sources',
        `/client/dataQuery?dim=2&series=${city}&from=2000&to=2020&tab=sources`,
        async (p) => void (await p.getByTestId('sources-citation').waitFor()),
      ],
      ['comparison', '/client/dataComparison', firstChart],
      ['developers', '/client/developers', async (p) => void (await p.getByTestId('developers-page').waitFor())],
    ];
    const found: string[] = [];
    for (const lang of ['en', 'zh'] as const) {
      const { context, page } = await newPage({ licence: true, locale: lang === 'zh' ? 'zh-CN' : 'en-GB' });
      for (const [name, path, ready] of views) {
        await page.goto(`${product.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await ready(page);
        await page.waitForTimeout(500); // let late parts (map shapes, city introduction) settle
        for (const v of await scan(page)) found.push(`${lang} ${name}: ${v}`);
      }
      // The share and embed dialog, opened over the data query's chart; then the embed route its code names.
      await page.goto(`${product.url}/client/dataQuery?lang=${lang}`);
      await firstChart(page);
      await page.getByTestId('share-button').click();
      await page.getByTestId('share-dialog').waitFor();
      await page.getByTestId('embed-code').waitFor();
      await page.waitForTimeout(500); // the dialog's opening motion
      for (const v of await scan(page)) found.push(`${lang} share dialog: ${v}`);
      const code = await page.getByTestId('embed-code').inputValue();
      const src = /src="([^"]+)"/.exec(code)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(new URL(src).pathname).toBe('/embed/chart');
      await page.goto(src);
      await page.getByTestId('embed-chart').waitFor({ timeout: 20_000 });
      await firstChart(page);
      await page.waitForTimeout(500);
      for (const v of await scan(page)) found.push(`${lang} embed chart: ${v}`);
      await context.close();
      // The licence dialog, as a first visitor sees it.
      const first = await newPage({ licence: false, locale: lang === 'zh' ? 'zh-CN' : 'en-GB' });
      await first.page.goto(`${product.url}/client/dataQuery?lang=${lang}`);
      await first.page.getByRole('dialog').waitFor();
      for (const v of await scan(first.page)) found.push(`${lang} licence dialog: ${v}`);
      await first.context.close();
    }
    expect(found).toEqual([]);
    expect(enClient.valueMap.tableEquivalent).toBeTruthy();
    expect(enCommon.footer.developers).toBeTruthy();
  });
});
