import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { Lang } from './support/session.js';
import { signedInPage, useSuite } from './support/suite.js';

/**
 * Issue 20 "Must show: an online form defined and used": an administrator defines a form over the allow-listed
 * positions table, opens it from the menu entry it got (/online/cgform/<code>, the built-in view), searches by a
 * query field, edits a row in the edit dialog and sees the change saved, and opens the detail view. English and
 * Chinese.
 */
const text = {
  en: {
    add: 'Add form',
    search: /^Search$/,
    edit: /^Edit$/,
    detail: /^Detail$/,
    chineseName: 'Name (Chinese)',
  },
  zh: {
    add: '新增表单',
    search: /^查\s*询$/,
    edit: /^编\s*辑$/,
    detail: /^详\s*情$/,
    chineseName: '中文名称',
  },
} as const;

// No demo dataset (the product starts sooner): the test adds the positions it shows.
const suite = useSuite({ SEED_DEMO_DATA: 'false' });
const openSignedIn = (lang: Lang) => signedInPage(suite, lang, { lang, from: '/online/form' });

/** Positions to show, added through the positions API with the page's session. */
async function addPositions(page: Page, prefix: string) {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('Access-Token') ?? '{}').value);
  for (const i of [1, 2, 3]) {
    const reply = await fetch(`${suite.product.url}/api/sys/position/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Access-Token': token },
      body: JSON.stringify({ code: `${prefix}_${i}`, name: `职务${prefix}${i}`, nameEn: `Position ${prefix} ${i}` }),
    });
    expect(reply.status).toBe(200);
  }
}

const modal = (page: Page) => page.locator('.ant-modal:visible').last();

describe.each(['en', 'zh'] as const)('online form (%s)', (lang) => {
  const t = text[lang];
  it('defines a form, opens it from the menu, searches, edits a row and sees it saved', async () => {
    const page = await openSignedIn(lang);
    const prefix = `E2E${lang.toUpperCase()}`;
    await addPositions(page, prefix);
    const code = `positions_${lang}`;
    const formName = lang === 'en' ? `Positions form ${lang}` : `职务表单${lang}`;

    // Define: the fields start from the allow-listed columns of the positions table, labelled in both languages.
    await page.getByRole('button', { name: t.add }).click();
    const editor = modal(page);
    await editor.locator('#code').fill(code);
    await editor.locator('#name').fill(`职务表单${lang}`);
    await editor.locator('#nameEn').fill(`Positions form ${lang}`);
    await editor.locator('#detailColumns').fill('2');
    await expect.poll(() => editor.locator('input[id^="fields_"][id$="_labelEn"]').count()).toBe(5);
    // A remembered query (a table-enhance record): its names and a value for the Code query field.
    const remembered = lang === 'en' ? 'Third position' : '第三个职务';
    await editor.getByTestId('enhance-editor').getByRole('button').last().click();
    await editor.locator('#enhanceRecords_0_nameEn').fill('Third position');
    await editor.locator('#enhanceRecords_0_nameZh').fill('第三个职务');
    await editor.locator('#enhanceRecords_0_filters_code').fill(`${prefix}_3`);
    await screenshot(page, `online-form-editor-${lang}`);
    await editor.locator('.ant-modal-footer .ant-btn-primary').click();
    await editor.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row', { hasText: code }).waitFor();

    // The form's menu entry (the built-in view) appears under Online development.
    await page.getByRole('menuitem', { name: formName }).click();
    await page.waitForURL(new RegExp(`/online/cgform/${code}$`));
    const rows = page.locator('.ant-table-row');
    await rows.first().waitFor();
    // every position of the tenant: this run's three (and the other language's)
    await page.locator('.ant-table-row', { hasText: `${prefix}_3` }).waitFor();

    // Search by the Code query field: one row.
    const query = page.locator('form.ant-form-inline');
    await query.locator('#query_code').fill(`${prefix}_2`);
    await query.getByRole('button', { name: t.search }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.locator('.ant-table-row', { hasText: `${prefix}_2` }).waitFor();
    await screenshot(page, `online-form-list-${lang}`);
    // The remembered query fills the query field and searches.
    await page.getByRole('button', { name: remembered }).click();
    await page.locator('.ant-table-row', { hasText: `${prefix}_3` }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await query.locator('#query_code').inputValue()).toBe(`${prefix}_3`);
    await query.locator('#query_code').fill(`${prefix}_2`);
    await query.getByRole('button', { name: t.search }).click();
    await page.locator('.ant-table-row', { hasText: `${prefix}_2` }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // Edit the row's Chinese name; the table shows the saved value.
    await rows.first().getByRole('button', { name: t.edit }).click();
    const edit = modal(page);
    const newName = `已修改${lang}`;
    await edit.getByLabel(t.chineseName, { exact: true }).fill(newName);
    await screenshot(page, `online-form-edit-${lang}`);
    await edit.locator('.ant-modal-footer .ant-btn-primary').click();
    await edit.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row', { hasText: newName }).waitFor();

    // The detail view shows it too, in a grid of two columns.
    await rows.first().getByRole('button', { name: t.detail }).click();
    const detail = modal(page);
    await detail.locator('.ant-descriptions').getByText(newName, { exact: true }).waitFor();
    expect(await detail.locator('.ant-descriptions-row').first().locator('.ant-descriptions-item-label').count()).toBe(
      2,
    );
    await screenshot(page, `online-form-detail-${lang}`);
    await page.context().close();
  });
});
