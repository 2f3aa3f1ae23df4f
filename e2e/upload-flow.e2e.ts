import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseFirst, screenshot } from './support/browser.js';
import { addSeriesPerLanguage, openUploadDialog, type SeriesPerLanguage } from './support/city-data.js';
import type { E2eDatabase } from './support/postgres-session.js';
import type { RunningProduct } from './support/product.js';
import { type ApiSession, apiSession, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Issue 17, the upload flow with a real file, in English and Chinese: a staff user uploads a wide file with
 * mistakes, reads the grouped errors, downloads the error report, uploads the World Bank file (fixtures/, rows as
 * published), opens the upload history, reviews the whole upload with its preview, passes and publishes it, and
 * the public chart API shows the values. Runs on PGlite, or on a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */
type Lang = 'en' | 'zh';
const LANGS: Lang[] = ['en', 'zh'];
const sample = readFileSync(path.join(import.meta.dirname, 'fixtures', 'wb-population-sample.csv'), 'utf8');
/** The sample's rows: economy code, year, value. */
const published = sample
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const cells = line.split(',');
    return { code: cells[1] ?? '', year: Number(cells[2]), value: Number(cells[3]) };
  });

let product: RunningProduct;
let database: E2eDatabase | null = null;
let browser: Browser;
let workDir: string;
let admin: ApiSession;
const series: SeriesPerLanguage = {
  en: { id: '', number: '7171' },
  zh: { id: '', number: '7172' },
};
let countries: { id: string; nameEn: string }[] = [];

beforeAll(async () => {
  ({ product, browser, database, workDir } = await startSuite({}, { onDatabase: true, workDir: 'csp-upload-flow-' }));
  admin = await apiSession(product);
  await addSeriesPerLanguage(admin, series, (lang) => ({
    nameEn: `World Bank population ${lang}`,
    nameZh: `世界银行人口 ${lang}`,
  }));
  countries = await admin.call<{ id: string; nameEn: string }[]>('GET', '/city/data/manager/country/list/data');
});

afterAll(() => stopSuite({ product, browser, database, workDir }));

const open = (lang: Lang) =>
  openPage(browser, lang, {
    viewport: { width: 1440, height: 900 },
    storage: { AGREE_STANDARD: 'true' },
    acceptDownloads: true,
  });

async function idle(page: Page): Promise<void> {
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

/** The sample as a wide file (one row per economy, one column per year) with two mistakes. */
function wideWithMistakes(): string {
  const years = [2015, 2016, 2017, 2018];
  const lines = ['Country Name,Country Code,2015,2016,2017,2018'];
  for (const [name, code] of [
    ['Australia', 'AUS'],
    ['Chile', 'CHLE'],
    ['New Zealand', 'NZL'],
  ] as const) {
    const real = code.slice(0, 3);
    const cells = years.map((y) => {
      const v = published.find((r) => r.code === real && r.year === y)?.value ?? '';
      return code === 'NZL' && y === 2016 ? '"4.714.100,5"' : String(v);
    });
    lines.push([`"${name}"`, code, ...cells].join(','));
  }
  const file = path.join(workDir, `wide-${Date.now()}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

function realFile(): string {
  const file = path.join(workDir, `API_SP.POP.TOTL_sample-${Date.now()}.csv`);
  writeFileSync(file, sample);
  return file;
}

async function send(page: Page, file: string, lang: Lang): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  // Not anchored at the start: after a quick refusal antd's button can keep its leaving loading icon (its name then
  // starts with "loading"). The dialog's primary button as well, in case its name is still in flux (this click once
  // waited 30 s for a button that was on screen, one run in two, here and in CI).
  await dialog
    .getByRole('button', { name: lang === 'zh' ? /上\s*传$/ : /Upload$/ })
    .or(dialog.locator('.ant-modal-footer .ant-btn-primary'))
    .click();
}

describe('an upload with a real file, from mistakes to the public side', () => {
  for (const lang of LANGS) {
    const zh = lang === 'zh';
    it(`runs end to end in ${lang}`, async () => {
      const { context, page } = await open(lang);
      await signIn(page, product);
      await page.goto(`${product.url}/city/data/list`);
      await page.getByTestId('values-table').waitFor();
      await idle(page);

      // 1. The wide file with mistakes: grouped errors with the values and the nearest names.
      const dialog = await openUploadDialog(page, lang);
      await chooseFirst(page, '#cityDataUpload_seriesId', series[lang].number);
      await send(page, wideWithMistakes(), lang);
      const report = page.getByTestId('upload-errors');
      await report.waitFor();
      const text = (await report.textContent()) ?? '';
      expect(text).toContain(zh ? '需更正的行数：2' : 'rows to correct: 2');
      expect(text).toContain('CHLE');
      expect(text).toContain('4.714.100,5');
      expect(text).toContain(zh ? '经济体不存在' : 'Economy not found');
      expect(text).toMatch(/Chile/);
      await screenshot(page, `upload-flow-errors-${lang}`);

      // 2. The full report downloads (Excel), in the interface's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('upload-report-csv').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^upload-\d+-errors\.csv$/);
      const saved = path.join(workDir, `report-${lang}.csv`);
      await download.saveAs(saved);
      const csvText = readFileSync(saved, 'utf8');
      expect(csvText).toContain(zh ? '行号' : 'Row');
      expect(csvText).toContain('CHLE');

      // 3. The real World Bank file: every row stored, pending.
      await send(page, realFile(), lang);
      await dialog.waitFor({ state: 'detached' });
      const stored = await admin.call<{ records: { status: string }[] }>(
        'GET',
        `/data/cityDataSeries/list?seriesId=${series[lang].id}&pageSize=50`,
      );
      expect(stored.records).toHaveLength(published.length);

      // 4. The whole upload from the upload history (en), or the series from the examine screen, which opens on
      // what waits (zh): the preview, pass and publish in one action each.
      if (!zh) {
        await page.getByRole('button', { name: 'Import history' }).click();
        const history = page.getByTestId('upload-history');
        await history.locator('tbody tr.ant-table-row').first().waitFor();
        await screenshot(page, `upload-flow-history-${lang}`);
        await history.locator('[data-testid^="review-upload-"]').first().click();
      } else {
        await page.goto(`${product.url}/city/examine`);
        // The screen opens on what waits (pending or submitted), so the upload's pending values are listed.
        await page.locator('.ant-select-selection-item', { hasText: '待处理（待审核或已提交）' }).waitFor();
        const table = page.getByTestId('values-table');
        await chooseFirst(page, '#cityDataFilters_seriesId', series[lang].number);
        await page.getByRole('button', { name: /查\s*询/ }).click();
        await table.locator('tbody tr.ant-table-row').filter({ hasText: series[lang].number }).first().waitFor();
        await idle(page);
        expect(await table.locator('tbody tr.ant-table-row').count()).toBe(published.length);
        expect(await table.locator('tbody').textContent()).toContain('待审核');
        await screenshot(page, `upload-flow-examine-${lang}`);
        await page.getByTestId('batch-review-open').click();
      }
      const review = page.getByTestId('batch-review');
      await review.waitFor();
      const previewText = (await review.textContent()) ?? '';
      expect(previewText).toContain('AUS');
      expect(previewText).toContain('NZL');
      await screenshot(page, `upload-flow-review-${lang}`);
      // Each action's reply takes its time: on PGlite one connection serves every query in turn, so the publish
      // waits behind the lists the pass reloads (seconds on a loaded machine). Wait for the outcome, not for
      // vitest's 1 s poll default; the dialog shows it from the reply, without waiting for its own refetch.
      const settled = { timeout: 20_000, interval: 100 };
      await page.getByTestId('batch-review-pass').click();
      await expect.poll(async () => page.getByTestId('batch-review-publish').isEnabled(), settled).toBe(true);
      await page.getByTestId('batch-review-publish').click();
      await expect.poll(async () => page.getByTestId('batch-review-publish').isDisabled(), settled).toBe(true);
      expect(await page.getByTestId('batch-review-published').textContent()).toBe(String(published.length));
      await context.close();

      // 5. A visitor sees the values.
      const names: Record<string, string> = { AUS: 'Australia', CHL: 'Chile', NZL: 'New Zealand' };
      const ids = ['AUS', 'CHL', 'NZL'].map((code) => countries.find((c) => c.nameEn === names[code])?.id ?? '');
      const query = `seriesId=${series[lang].id}&countryIds=${ids.join(',')}&startYear=2015&endYear=2018`;
      const chart = (await (await fetch(`${product.url}/api/reception/data/chart?${query}`)).json()).result;
      expect(chart.years).toEqual([2015, 2016, 2017, 2018]);
      for (const code of ['AUS', 'CHL', 'NZL']) {
        const place = (chart.places as { key: string; countryCode: string }[]).find((x) => x.countryCode === code);
        const expected = published.filter((r) => r.code === code).map((r) => r.value);
        expect(chart.data[place?.key ?? '']).toEqual(expected);
      }
    });
  }
});
