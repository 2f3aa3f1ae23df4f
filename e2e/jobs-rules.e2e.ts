import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, waitForOpened } from './support/browser.js';
import type { Lang } from './support/session.js';
import { signedInPage, useSuite } from './support/suite.js';

/**
 * Issue 8: an administrator creates a scheduled job (seeing the cron preview), runs it now and sees the run in
 * its history; creates a fill rule and tries it; tests a value against a check rule. In English and Chinese.
 */
const text = {
  en: {
    addJob: 'Add job',
    runNow: /^Run now$/,
    succeeded: 'Succeeded',
    addFill: 'Add fill rule',
    tryRule: /^Try$/,
    addCheck: 'Add check rule',
    test: /^Test$/,
    check: /^Check$/,
    testValue: 'Value to check',
    runIfMissed: 'Run once if missed',
  },
  zh: {
    addJob: '新增任务',
    runNow: /^立即执行$/,
    succeeded: '成功',
    addFill: '新增填值规则',
    tryRule: /^试\s*用$/,
    addCheck: '新增校验规则',
    test: /^测\s*试$/,
    check: /^校\s*验$/,
    testValue: '待校验的值',
    runIfMissed: '错过后补跑一次',
  },
} as const;

// No demo dataset: these screens do not need it, and the product starts sooner.
const suite = useSuite({ SEED_DEMO_DATA: 'false' });
const openSignedIn = (lang: Lang) => signedInPage(suite, lang, { from: '/dashboard/analysis' });

async function closeNotices(page: Page) {
  // Sign-in notices close by themselves too: one that has gone meanwhile is fine.
  for (const close of await page.locator('.ant-notification-notice-close').all()) {
    await close.click({ timeout: 2000 }).catch(() => undefined);
  }
}

const modal = (page: Page) => page.locator('.ant-modal:visible').last();
const primaryInModal = (page: Page) => modal(page).locator('.ant-modal-footer .ant-btn-primary');

describe('scheduled jobs and rules', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`creates a job, runs it now and sees the run; tries a fill rule; tests a check rule (${lang})`, async () => {
      const t = text[lang];
      const page = await openSignedIn(lang);
      await closeNotices(page);

      // A job: the cron editor previews the next runs from the server.
      await page.goto(`${suite.product.url}/system/job`);
      await page.locator('#page-title').waitFor();
      await page.getByRole('button', { name: t.addJob }).click();
      const form = modal(page);
      await form.locator('#jobClassName').click();
      await page.keyboard.type('refreshDictCache');
      await page.keyboard.press('Enter');
      await form.locator('#cronExpression').fill('0 3 * * *');
      const preview = form.getByTestId('cron-preview');
      await expect.poll(async () => preview.locator('.ant-list-item').count(), { timeout: 10_000 }).toBe(5);
      const description = `e2e job ${lang}`;
      await form.locator('#description').fill(description);
      // "Run once if missed" (issue 23): off for a new job, labelled in the page's language, turned on here.
      await form.getByText(t.runIfMissed, { exact: true }).waitFor();
      const runIfMissed = form.locator('#runIfMissed');
      expect(await runIfMissed.getAttribute('aria-checked')).toBe('false');
      await runIfMissed.click();
      expect(await runIfMissed.getAttribute('aria-checked')).toBe('true');
      await screenshot(page, `jobs-form-${lang}`);
      await form.locator('#cronExpression').fill('61 * * * *');
      await preview.locator('.ant-typography-danger').waitFor();
      await form.locator('#cronExpression').fill('0 3 * * *');
      await primaryInModal(page).click();
      const row = page.locator('.ant-table-row', { hasText: description });
      await row.waitFor();

      // Run it now; the history drawer shows the run's result.
      await row.getByRole('button', { name: t.runNow }).click();
      await waitForOpened(page.locator('.ant-modal-confirm'));
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      const runs = page.getByTestId('job-runs');
      await runs.getByText(t.succeeded).first().waitFor({ timeout: 20_000 });
      await expect.poll(async () => runs.locator('.ant-table-row').count()).toBe(1);
      expect(await runs.locator('.ant-table-row').first().innerText()).toMatch(
        /dictionaries with \d+ enabled items loaded/,
      );
      await screenshot(page, `jobs-run-history-${lang}`);
      await page.locator('.ant-drawer-close').click();
      await screenshot(page, `jobs-list-${lang}`);

      // A fill rule, tried from the list.
      await page.goto(`${suite.product.url}/system/fillRule`);
      await page.locator('#page-title').waitFor();
      await page.getByRole('button', { name: t.addFill }).click();
      const fill = modal(page);
      await fill.locator('#ruleName').fill(`City code ${lang}`);
      await fill.locator('#ruleCode').fill(`city_${lang}`);
      await fill.locator('#pattern').fill('CITY-{yyyy}-{seq:4}');
      const year = new Date().getFullYear();
      await expect.poll(async () => fill.getByTestId('fill-example').innerText()).toContain(`CITY-${year}-0001`);
      await primaryInModal(page).click();
      const fillRow = page.locator('.ant-table-row', { hasText: `city_${lang}` });
      await fillRow.waitFor();
      await fillRow.getByRole('button', { name: t.tryRule }).click();
      await expect.poll(async () => page.getByTestId('fill-value').innerText()).toBe(`CITY-${year}-0001`);
      await screenshot(page, `fill-rule-try-${lang}`);
      await modal(page).getByRole('button', { name: t.tryRule }).click();
      await expect.poll(async () => page.getByTestId('fill-value').innerText()).toBe(`CITY-${year}-0002`);
      await page.keyboard.press('Escape');

      // A check rule, tested with a value that fails and one that passes.
      await page.goto(`${suite.product.url}/system/checkRule`);
      await page.locator('#page-title').waitFor();
      await page.getByRole('button', { name: t.addCheck }).click();
      const check = modal(page);
      await check.locator('#ruleName').fill(`Station ${lang}`);
      await check.locator('#ruleCode').fill(`station_${lang}`);
      await check.locator('#rules_0_pattern').fill('^[A-Z]{2}\\d+$');
      await check.locator('#rules_0_message').fill('两个大写字母加数字');
      await check.locator('#rules_0_messageEn').fill('Two capital letters, then digits');
      await primaryInModal(page).click();
      const checkRow = page.locator('.ant-table-row', { hasText: `station_${lang}` });
      await checkRow.waitFor();
      await checkRow.getByRole('button', { name: t.test }).click();
      // The tester is the dialog holding the value field (the closed form dialog may still be in the page).
      const tester = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: t.testValue }) });
      await waitForOpened(tester);
      await tester.locator('input').fill('ab12');
      await tester.getByRole('button', { name: t.check }).click();
      const verdict = tester.getByTestId('check-result');
      await expect
        .poll(async () => verdict.innerText())
        .toBe(lang === 'en' ? 'Two capital letters, then digits' : '两个大写字母加数字');
      await screenshot(page, `check-rule-test-${lang}`);
      // The second value is checked from the keyboard (Enter in the field runs the check too).
      await tester.locator('input').fill('AB12');
      await tester.locator('input').press('Enter');
      await expect.poll(async () => verdict.innerText()).toBe(lang === 'en' ? 'The value passes the rule' : '校验通过');
      await page.context().close();
    });
  }
});
