import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { apiSession, type Lang, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Logs and monitoring (issue 8): after an edit, the operation log lists it; the server information and the
 * request trace show this server's figures and requests; two versions of the edited series are compared.
 */
let product: RunningProduct;
let browser: Browser;
let token = '';
let seriesNumber = '';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${product.url}/api${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.result as T;
}

beforeAll(async () => {
  // No demo data: a faster start; the test makes the series it edits.
  ({ product, browser } = await startSuite({ SEED_DEMO_DATA: 'false' }));
  // The administrator's session through the API (the test product accepts one captcha answer).
  token = (await apiSession(product)).token;
  const group = await api<{ id: string }>('POST', '/series/citySerSeries/add', {
    level: 1,
    number: '9000',
    nameEn: 'E2E group',
    nameZh: '端到端分组',
  });
  const body = { level: 2, pid: group.id, number: '9100', nameEn: 'E2E tonnage', nameZh: '端到端吨位', unitZh: '吨' };
  const created = await api<{ id: string }>('POST', '/series/citySerSeries/add', { ...body, unitEn: 't' });
  seriesNumber = body.number;
  // Two edits: three versions to compare, and four operation log rows (two adds, two edits).
  await api('PUT', '/series/citySerSeries/edit', { ...body, id: created.id, unitEn: 'e2e unit A' });
  await api('PUT', '/series/citySerSeries/edit', {
    ...body,
    id: created.id,
    unitEn: 'e2e unit B',
    sourceEn: 'E2E source',
  });
});
afterAll(() => stopSuite({ product, browser }));

const open = (lang: Lang) => openPage(browser, lang, { viewport: { width: 1366, height: 900 } });

/** Opens a back-office path and waits for its screen title. */
async function visit(page: Page, path: string, title: string) {
  await page.goto(`${product.url}${path}`);
  await page.locator('#page-title', { hasText: title }).waitFor();
}

const titles = {
  en: {
    opLog: 'Operation log',
    dataLog: 'Data log (versions)',
    server: 'Server information',
    trace: 'Request trace',
    chartData: 'Chart data in memory',
    warmUp: 'Reading ahead',
  },
  zh: {
    opLog: '操作日志',
    dataLog: '数据日志（版本对比）',
    server: '服务器信息',
    trace: '请求追踪',
    chartData: '内存中的图表数据',
    warmUp: '预先加载',
  },
} as const;

describe('logs and monitoring screens', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`shows the operation log, server figures, request trace and a version compare in ${lang}`, async () => {
      const { context, page } = await open(lang);
      await signIn(page, product, { from: '/dashboard/analysis' });
      const title = titles[lang];

      // Operation log: the two series edits, newest first, with their redacted summary one click away.
      await visit(page, '/system/opLog', title.opLog);
      const editRows = page.locator('tr.ant-table-row', { hasText: 'series/citySerSeries' });
      await editRows.first().waitFor();
      expect(await editRows.count()).toBe(4);
      await expect.poll(() => editRows.first().textContent()).toContain('admin');
      await editRows.first().locator('.ant-table-row-expand-icon').click();
      await page.locator('pre', { hasText: 'e2e unit B' }).waitFor();
      await screenshot(page, `monitor-oplog-${lang}`);

      // Server information: figures of this very process, refreshed automatically.
      await visit(page, '/monitor/server', title.server);
      await page
        .getByText(/^v\d+\.\d+\.\d+$/)
        .first()
        .waitFor();
      await page.getByText('PGlite', { exact: true }).waitFor();
      // The published chart data this server holds (reading ahead is on in the product as shipped).
      await page.getByText(title.chartData, { exact: true }).waitFor();
      await page.getByText(title.warmUp, { exact: true }).waitFor();
      await screenshot(page, `monitor-server-${lang}`);

      // Request trace: the calls the screens just made are there, with status and timing.
      await visit(page, '/monitor/requests', title.trace);
      const trace = page.getByTestId('request-trace');
      await trace.locator('tr.ant-table-row', { hasText: '/api/sys/monitor/server' }).first().waitFor();
      await screenshot(page, `monitor-trace-${lang}`);

      // Data log: the edited series, its versions, and the last two compared with the changed fields marked.
      await visit(page, '/system/dataLog', title.dataLog);
      await page.getByTestId('datalog-record').filter({ hasText: seriesNumber }).first().click();
      const versions = page.getByTestId('datalog-versions');
      await versions.locator('tr.ant-table-row').nth(2).waitFor();
      expect(await versions.locator('tr.ant-table-row').count()).toBe(3);
      const compare = page.getByTestId('datalog-compare');
      const changed = compare.locator('tr[data-changed="true"]');
      await changed.first().waitFor();
      const changedText = (await changed.allTextContents()).join(' ');
      expect(changedText).toContain('unitEn');
      expect(changedText).toContain('e2e unit B');
      expect(changedText).not.toContain('nameEn');
      await screenshot(page, `monitor-datalog-${lang}`);
      await context.close();
    });
  }
});
