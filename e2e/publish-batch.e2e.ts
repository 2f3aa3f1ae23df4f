import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseFirst, screenshot, waitForOpened } from './support/browser.js';
import { addSeriesPerLanguage, type SeriesPerLanguage } from './support/city-data.js';
import type { E2eDatabase } from './support/postgres-session.js';
import type { RunningProduct } from './support/product.js';
import { type ApiSession, apiSession, type Lang, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Issue 17, the Publish screen's Batch review button, in English and Chinese: a series holds published figures of
 * a first upload; a second upload changes one of them, repeats three and adds an economy, and is passed. On the
 * Publish screen a staff user filters the series, opens Batch review, reads the preview (the new points, the
 * changed one as old → new) and publishes the whole upload in one action; a visitor's chart then shows every value
 * of it. Runs on PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
const LANGS: Lang[] = ['en', 'zh'];
const YEARS = [2015, 2016, 2017, 2018];
const first: Record<string, number[]> = { AUS: [23815995, 24190907, 24592588, 24963258] };
/** The second upload: AUS 2016 changed, the other AUS years as they are, New Zealand new. */
const second: Record<string, number[]> = {
  AUS: [23815995, 24190999, 24592588, 24963258],
  NZL: [4609400, 4714100, 4813600, 4900600],
};
const names: Record<string, string> = { AUS: 'Australia', NZL: 'New Zealand' };

let product: RunningProduct;
let database: E2eDatabase | null = null;
let browser: Browser;
let admin: ApiSession;
const series: SeriesPerLanguage = {
  en: { id: '', number: '7181' },
  zh: { id: '', number: '7182' },
};
let countries: { id: string; nameEn: string }[] = [];

function csv(values: Record<string, number[]>): string {
  const lines = ['Country Name,Country Code,Year,Value'];
  for (const [code, list] of Object.entries(values))
    for (const [i, year] of YEARS.entries()) lines.push(`${names[code]},${code},${year},${list[i]}`);
  return `${lines.join('\n')}\n`;
}

interface UploadResult {
  uploadId: string;
  created: number;
  updated: number;
  unchanged: number;
}

async function upload(seriesId: string, text: string): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'values.csv');
  const res = await fetch(`${product.url}/api/city/data/manager/upload?seriesId=${seriesId}`, {
    method: 'POST',
    headers: { 'X-Access-Token': admin.token },
    body: form,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`upload: ${res.status} ${json.message}`);
  return json.result as UploadResult;
}

async function visitorChart(seriesId: string): Promise<Record<string, (number | null)[]>> {
  const ids = Object.keys(names).map((code) => countries.find((c) => c.nameEn === names[code])?.id ?? '');
  const query = `seriesId=${seriesId}&countryIds=${ids.join(',')}&startYear=2015&endYear=2018`;
  const chart = (await (await fetch(`${product.url}/api/reception/data/chart?${query}`)).json()).result;
  const out: Record<string, (number | null)[]> = {};
  for (const place of chart.places as { key: string; countryCode: string }[])
    out[place.countryCode] = chart.data[place.key];
  return out;
}

beforeAll(async () => {
  ({ product, browser, database } = await startSuite({}, { onDatabase: true }));
  admin = await apiSession(product);
  await addSeriesPerLanguage(admin, series, (lang) => ({
    nameEn: `Batch publish ${lang}`,
    nameZh: `批量发布 ${lang}`,
  }));
  countries = await admin.call<{ id: string; nameEn: string }[]>('GET', '/city/data/manager/country/list/data');
});

afterAll(() => stopSuite({ product, browser, database }));

describe('the Publish screen publishes a whole upload with Batch review', () => {
  for (const lang of LANGS) {
    const zh = lang === 'zh';
    it(`previews and publishes in ${lang}, and a visitor sees the values`, async () => {
      const seriesId = series[lang].id;
      // Published figures of a first upload, then the second upload, passed (examined), waiting for publication.
      const one = await upload(seriesId, csv(first));
      await admin.call('POST', `/city/data/manager/upload/${one.uploadId}/review`, { action: 'pass' });
      await admin.call('POST', `/city/data/manager/upload/${one.uploadId}/review`, { action: 'publish' });
      const two = await upload(seriesId, csv(second));
      expect({ created: two.created, updated: two.updated, unchanged: two.unchanged }).toEqual({
        created: 4,
        updated: 1,
        unchanged: 3,
      });
      await admin.call('POST', `/city/data/manager/upload/${two.uploadId}/review`, { action: 'pass' });
      const waiting = await admin.call<{ byStatus: Record<string, number> }>(
        'GET',
        `/city/data/manager/upload/${two.uploadId}/preview`,
      );
      expect(waiting.byStatus).toEqual({ canPublish: 5 });

      const { context, page } = await openPage(browser, lang, {
        viewport: { width: 1440, height: 900 },
        storage: { AGREE_STANDARD: 'true' },
      });
      await signIn(page, product, { lang });
      await page.goto(`${product.url}/city/publish`);
      const groups = page.getByTestId('groups-table');
      await groups.waitFor();
      await chooseFirst(page, '#cityDataFilters_seriesId', series[lang].number);
      await page.getByRole('button', { name: zh ? /查\s*询/ : /Search/ }).click();
      // The screen opens on what can be published: the two economies' groups of the series.
      await expect.poll(async () => groups.locator('tbody tr.ant-table-row').count(), { timeout: 20_000 }).toBe(2);

      const open = page.getByTestId('batch-review-open');
      expect(await open.textContent()).toMatch(zh ? /批\s*量\s*审\s*核/ : /Batch review/);
      await open.click();
      const dialog = page.getByRole('dialog');
      await waitForOpened(dialog);
      expect(await dialog.textContent()).toContain(
        zh ? '审核筛选条件下的全部数据' : 'Review everything the filters show',
      );
      const review = page.getByTestId('batch-review');
      await review.waitFor();
      // The preview: New Zealand's points are new, Australia 2016 shows old → new; nothing is published yet.
      const preview = (await review.textContent()) ?? '';
      expect(preview).toContain('NZL');
      expect(preview).toContain('24,190,907 → 24,190,999');
      expect(preview).toContain('4,609,400');
      expect(await page.getByTestId('batch-review-published').textContent()).toBe('3');
      await screenshot(page, `publish-batch-preview-${lang}`);

      const publish = page.getByTestId('batch-review-publish');
      expect(await publish.textContent()).toMatch(zh ? /发\s*布/ : /Publish/);
      await publish.click();
      const settled = { timeout: 20_000, interval: 100 };
      await expect.poll(async () => publish.isDisabled(), settled).toBe(true);
      expect(await page.getByTestId('batch-review-published').textContent()).toBe('8');
      await context.close();

      // Every value of the second upload is published, and a visitor's chart shows them.
      const done = await admin.call<{ byStatus: Record<string, number> }>(
        'GET',
        `/city/data/manager/upload/${two.uploadId}/preview`,
      );
      expect(done.byStatus).toEqual({ published: 5 });
      expect(await visitorChart(seriesId)).toEqual(second);
    });
  }
});
