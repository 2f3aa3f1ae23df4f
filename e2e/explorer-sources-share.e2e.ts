import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enClient from '../apps/web/src/locales/en/client.json';
import enExplorer from '../apps/web/src/locales/en/explorer.json';
import zhClient from '../apps/web/src/locales/zh/client.json';
import zhExplorer from '../apps/web/src/locales/zh/explorer.json';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { openPage } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Issue 19, in Debian's Chromium, in English and Chinese: the Sources tab of a view (definition, unit, source,
 * licences, citation, footnotes, status legend, last publication) kept in the URL; the share dialog's link and iframe
 * code copied; the embed route framed by a page of another origin, while the data query page refuses to be framed.
 */

let product: RunningProduct;
let browser: Browser;
let other: Server;
let otherUrl: string;
/** The page another site serves: one iframe whose address is given in `?src=`. */
const framingPage = (src: string) =>
  `<!doctype html><html lang="en"><head><title>Another site</title></head><body><h1>Another site</h1><iframe id="f" title="embedded" src="${src}" width="1000" height="700"></iframe></body></html>`;

beforeAll(async () => {
  ({ product, browser } = await startSuite());
  other = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(framingPage(src.replace(/"/g, '&quot;')));
  });
  await new Promise<void>((resolve) => other.listen(0, 'localhost', resolve));
  otherUrl = `http://localhost:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopSuite({ product, browser });
  if (other) await new Promise((resolve) => other.close(resolve));
});

async function newPage(locale: string): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(browser, null, {
    viewport: { width: 1280, height: 900 },
    locale,
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    storage: { AGREE_STANDARD: 'true' },
  });
}

async function firstChart(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('csp:first-chart').length > 0, null, {
    timeout: 20_000,
  });
}

const texts = {
  en: { client: enClient, explorer: enExplorer, locale: 'en-GB' },
  zh: { client: zhClient, explorer: zhExplorer, locale: 'zh-CN' },
} as const;

describe.each(['en', 'zh'] as const)('explorer sources, share and embed (%s)', (lang) => {
  const { client, explorer, locale } = texts[lang];

  it('shows the Sources tab of the view, kept in the URL', async () => {
    const { context, page } = await newPage(locale);
    await page.goto(`${product.url}/client/dataQuery?lang=${lang}`);
    await firstChart(page);
    await page.getByTestId('result-tabs').getByText(client.placeTable.sourcesTab).click();
    const panel = page.getByTestId('sources-panel');
    await panel.waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('tab')).toBe('sources');
    const query = new URLSearchParams({
      seriesId: url.searchParams.get('series') ?? '',
      cityIds: url.searchParams.get('city') ?? '',
      startYear: url.searchParams.get('from') ?? '',
      endYear: url.searchParams.get('to') ?? '',
      lang,
    });
    const type = url.searchParams.get('type');
    if (type) query.set('typeId', type);
    const api = (await (await fetch(`${product.url}/api/reception/data/sources?${query}`)).json()).result;
    expect(await panel.getByRole('heading', { level: 2 }).textContent()).toContain(explorer.sources.title);
    expect(await page.getByTestId('sources-source').textContent()).toBe(api.series.source || '—');
    expect(await page.getByTestId('sources-unit').textContent()).toBe(api.unit || '—');
    expect(await page.getByTestId('sources-licence').textContent()).toBe(api.dataLicence);
    expect(await page.getByTestId('sources-citation').textContent()).toBe(api.citation);
    expect(api.lastPublished).not.toBeNull();
    expect(await page.getByTestId('sources-published').textContent()).not.toBe(explorer.sources.notDated);
    expect(await page.getByTestId('sources-places').locator('tbody tr').count()).toBe(api.places.length);
    expect(await page.getByTestId('sources-statuses').locator('tbody tr').count()).toBe(4);
    expect(await page.getByTestId('sources-statuses').textContent()).toContain(explorer.sources.inView);
    await page.getByTestId('copy-citation').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(api.citation);
    await screenshot(page, `explorer-sources-${lang}`);

    // The permalink reopens the Sources tab.
    const again = await context.newPage();
    await again.goto(page.url());
    await again.getByTestId('sources-panel').waitFor();
    expect(await again.getByTestId('sources-citation').textContent()).toBe(api.citation);
    await context.close();
  });

  it('changes the chart to indexed, log scale and line-end labels, all kept in the URL', async () => {
    const { context, page } = await newPage(locale);
    await page.goto(`${product.url}/client/dataQuery?lang=${lang}`);
    await firstChart(page);
    const chart = page.getByTestId('main-chart');
    // The chart's own legend (HTML list); the downloads menu beside it holds list items too, hidden until opened.
    const legend = (
      (await chart.getByRole('list', { name: client.chart.legend }).getByRole('listitem').first().textContent()) ?? ''
    ).trim();
    expect(legend.length).toBeGreaterThan(0);
    const svgTexts = () => page.locator('[data-testid="main-chart-canvas"] svg text').allTextContents();
    await page.getByTestId('chart-options-button').click();
    await page.getByTestId('option-relative').selectOption('index');
    await page.waitForURL(/rel=index/);
    const from = new URL(page.url()).searchParams.get('from');
    await page.getByTestId('option-log').check();
    await page.waitForURL(/log=1/);
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="main-chart-unit"]')?.textContent?.includes(text),
      `${from} = 100`,
    );
    // Indexed: the table beside the chart (its accessible equivalent) reads 100 in the base year.
    const baseRow = page
      .getByTestId('main-chart-table')
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: String(from), exact: true }) });
    expect(await baseRow.locator('td').first().getAttribute('data-value')).toBe('100');
    // No end labels yet: the place's name is not drawn in the chart.
    expect(await svgTexts()).not.toContain(legend);
    await page.getByTestId('option-ends').check();
    await page.waitForURL(/ends=1/);
    expect(await chart.getAttribute('data-kind')).toBe('line');
    // The place's name is drawn at the end of its line (SVG text in the chart, equal to the HTML legend's).
    await expect.poll(svgTexts, { timeout: 15_000 }).toContain(legend);
    // The axis never repeats a label.
    const ticks = await svgTexts();
    const axis = ticks.filter((x) => /^[\d.,]+$/.test(x));
    expect(new Set(axis).size).toBe(axis.length);
    expect(await page.getByTestId('chart-options').textContent()).toContain(explorer.options.ends);
    await screenshot(page, `explorer-chart-options-${lang}`);

    // The permalink reopens the same chart options.
    const again = await context.newPage();
    await again.goto(page.url());
    await again.getByTestId('chart-options').waitFor();
    expect(await again.getByTestId('option-log').isChecked()).toBe(true);
    expect(await again.getByTestId('option-ends').isChecked()).toBe(true);
    expect(await again.getByTestId('option-relative').inputValue()).toBe('index');
    await context.close();
  });

  it('shows the chart per person (÷ population, same year), marked as derived, in the URL; disabled with a reason for a rate', async () => {
    type Node = { id: string; number: string; children?: Node[] };
    const tree = (await (await fetch(`${product.url}/api/reception/series/citySerSeries/list?lang=${lang}`)).json())
      .result as Node[];
    const byNumber = (n: string) => tree.flatMap((g) => [g, ...(g.children ?? [])]).find((x) => x.number === n);
    const { context, page } = await newPage(locale);
    await page.goto(`${product.url}/client/dataQuery?lang=${lang}`);
    await firstChart(page);
    const url = new URL(page.url());
    // The first view: GDP (current US$), an amount, of economy-level figures.
    expect(url.searchParams.get('series')).toBe(byNumber('1100')?.id);
    await page.getByTestId('chart-options-button').click();
    await page.getByTestId('option-per-person').check();
    await page.waitForURL(/pp=1/);
    const note = page.getByTestId('chart-per-person-note');
    await note.waitFor();
    const noteText = (await note.textContent()) ?? '';
    expect(noteText).toContain(explorer.perPerson.note.split('{{')[0]);
    expect(noteText).toContain('1100');
    expect(noteText).toContain('2100');
    expect(await page.getByTestId('main-chart-unit').textContent()).toContain(explorer.perPerson.unitSuffix.trim());
    // Against the published GDP per person (series 1200: GDP ÷ total population): equal to 4 significant figures.
    const query = new URLSearchParams({
      seriesId: byNumber('1200')?.id ?? '',
      cityIds: url.searchParams.get('city') ?? '',
      startYear: url.searchParams.get('from') ?? '',
      endYear: url.searchParams.get('to') ?? '',
      lang,
    });
    const published = (await (await fetch(`${product.url}/api/reception/data/chart?${query}`)).json()).result as {
      years: number[];
      data: Record<string, (number | null)[]>;
    };
    const reference = Object.values(published.data)[0] ?? [];
    const cells = await page
      .getByTestId('main-chart-table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => ({
          year: Number(r.querySelector('th')?.textContent),
          value: r.querySelector('td')?.getAttribute('data-value') ?? '',
        })),
      );
    const compared = cells.filter((c) => c.value !== '');
    expect(compared.length).toBeGreaterThan(0);
    for (const { year, value } of compared) {
      const expected = reference[published.years.indexOf(year)];
      expect(expected).toBeTypeOf('number');
      expect(Math.abs(Number(value) - (expected as number)) / (expected as number)).toBeLessThan(0.0005);
      // No more than 4 significant figures.
      expect(
        value
          .replace(/^-?0*\.?0*/, '')
          .replace('.', '')
          .replace(/0+$/, '').length,
      ).toBeLessThanOrEqual(4);
    }
    await screenshot(page, `explorer-per-person-${lang}`);

    // The CSV of this view holds the per-person figures the chart's table shows, its unit per person, and how.
    await page.getByTestId('chart-downloads').first().click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: client.chart.downloadCsv }).first().click(),
    ]);
    expect(download.url()).toContain('pp=1');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const [header = '', ...lines] = csv.trim().split(/\r?\n/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['year', 'value', 'unit', 'computation']));
    for (const { year, value } of compared) {
      const line = lines.find((l) => l.includes(`,${year},${Number(value)},`));
      expect(line, `CSV row ${year} ${value}`).toBeDefined();
      expect(line).toContain(explorer.perPerson.unitSuffix.trim());
      expect(line).toContain(lang === 'en' ? '4 significant figures' : '4 位有效数字');
    }

    // The permalink reopens the chart per person.
    const again = await context.newPage();
    await again.goto(page.url());
    await again.getByTestId('chart-per-person-note').waitFor();
    expect(await again.getByTestId('option-per-person').isChecked()).toBe(true);

    // A rate (GDP deflator inflation, %): per person is disabled, and says why.
    const rate = new URL(page.url());
    rate.searchParams.set('series', byNumber('1300')?.id ?? '');
    rate.searchParams.delete('type');
    rate.searchParams.delete('pp');
    await again.goto(rate.toString());
    await firstChart(again);
    await again.getByTestId('chart-options-button').click();
    const reason = again.getByTestId('option-per-person-reason');
    await reason.waitFor();
    expect(await again.getByTestId('option-per-person').isDisabled()).toBe(true);
    expect((await reason.textContent())?.trim()).toBe(explorer.perPerson.unavailable.notAmount);
    expect(await again.getByTestId('option-per-person').getAttribute('aria-describedby')).toBe(
      await reason.getAttribute('id'),
    );
    await context.close();
  });

  it('copies the link and the iframe code; another site frames the embed route, never the data query page', async () => {
    const { context, page } = await newPage(locale);
    await page.goto(`${product.url}/client/dataQuery?lang=${lang}`);
    await firstChart(page);
    await page.getByTestId('share-button').click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(explorer.share.title);
    await page.getByTestId('copy-link').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    const code = await page.getByTestId('embed-code').inputValue();
    await page.getByTestId('copy-embed').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const src = /src="([^"]+)"/.exec(code)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(new URL(src).pathname).toBe('/embed/chart');
    expect(new URL(src).searchParams.get('lang')).toBe(lang);
    expect(new URL(src).searchParams.get('city')).toBe(new URL(page.url()).searchParams.get('city'));
    await screenshot(page, `explorer-share-${lang}`);

    // The embed route inside an iframe of another origin: the chart, its source and licence, a link back.
    const host = await context.newPage();
    await host.goto(`${otherUrl}/?src=${encodeURIComponent(src)}`);
    const frame = host.frameLocator('#f');
    await frame.getByTestId('embed-chart').waitFor({ timeout: 20_000 });
    expect(await frame.getByRole('link', { name: explorer.embed.openFull }).count()).toBe(1);
    expect(await frame.locator('header, footer, nav').count()).toBe(0);
    await screenshot(host, `explorer-embed-${lang}`);

    // The data query page in the same iframe is refused (frame-ancestors 'none', X-Frame-Options).
    const refused = await context.newPage();
    const blocked = `${product.url}/client/dataQuery?lang=${lang}`;
    await refused.goto(`${otherUrl}/?src=${encodeURIComponent(blocked)}`);
    await refused.waitForTimeout(2000);
    const child = refused.frames().find((f) => f !== refused.mainFrame());
    const rendered = child ? await child.locator('[data-testid="result-tabs"]').count() : 0;
    expect(rendered).toBe(0);
    const response = await fetch(blocked);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const embedResponse = await fetch(src);
    expect(embedResponse.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embedResponse.headers.get('x-frame-options')).toBeNull();
    await context.close();
  });
});
