import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { Lang } from './support/session.js';
import { signedInPage, useSuite } from './support/suite.js';

/**
 * Issue 8 "Must show": an administrator defines an online report (SQL analysed into columns, a query field,
 * a test run), saves it, opens it in a popup picker, searches, chooses a row and sees the target fields filled.
 * The popup's confirm without a choice warns "Please select a record" / "请选择一条记录". English and Chinese.
 */
const text = {
  en: {
    add: 'Add report',
    code: 'Code',
    name: 'Name (Chinese)',
    nameEn: 'Name (English)',
    sql: 'SQL',
    analyse: 'Analyse SQL',
    columns: 'Columns',
    test: 'Test run',
    run: /Run$/,
    popupTab: 'Popup picker',
    save: /^Save$/,
    search: /^Search$/,
    ok: /^OK$/,
    selectOne: 'Please select a record',
    placeholder: 'Click to choose',
  },
  zh: {
    add: '新增报表',
    code: '报表编码',
    name: '报表名称（中文）',
    nameEn: '报表名称（英文）',
    sql: '查询SQL',
    analyse: 'SQL解析',
    columns: '字段',
    test: '测试运行',
    run: /运\s*行$/,
    popupTab: 'Popup选择',
    save: /^保\s*存$/,
    search: /^查\s*询$/,
    ok: /^确\s*定$/,
    selectOne: '请选择一条记录',
    placeholder: '点击选择',
  },
} as const;

// No demo dataset (the product starts sooner): the report reads the seeded dictionaries.
const suite = useSuite({ SEED_DEMO_DATA: 'false' });
const openSignedIn = (lang: Lang) => signedInPage(suite, lang, { lang, from: '/online/report' });

const drawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();
const modal = (page: Page) => page.locator('.ant-modal:visible').last();

describe.each(['en', 'zh'] as const)('online report and popup picker (%s)', (lang) => {
  const t = text[lang];
  it('defines a report, opens it in a popup picker, chooses a row and fills the target fields', async () => {
    const page = await openSignedIn(lang);
    await page.getByRole('button', { name: t.add }).click();
    const editor = drawer(page);
    await editor.getByLabel(t.code, { exact: true }).fill(`dict_items_${lang}`);
    await editor.getByLabel(t.name, { exact: true }).fill('字典项');
    await editor.getByLabel(t.nameEn, { exact: true }).fill('Dictionary items');
    await editor
      .getByLabel(t.sql, { exact: true })
      .fill(
        'select i.value, i.text_en, i.text_zh, d.code as dict_code\nfrom dict_items i join dicts d on d.id = i.dict_id',
      );
    await editor.getByRole('button', { name: t.analyse }).click();
    // The columns table now holds one row per field of the result.
    const fieldInputs = editor.getByRole('textbox', { name: lang === 'en' ? 'Field' : '字段名' });
    await expect.poll(() => fieldInputs.count()).toBe(4);
    expect(await fieldInputs.nth(1).inputValue()).toBe('text_en');
    // text_en is a query field, the dictionary code column hidden.
    await editor
      .getByRole('checkbox', { name: lang === 'en' ? 'Query field' : '查询字段' })
      .nth(1)
      .check();
    await editor
      .getByRole('checkbox', { name: lang === 'en' ? 'Hidden' : '隐藏' })
      .nth(3)
      .check();

    await editor.getByRole('tab', { name: t.test }).click();
    await editor.getByRole('button', { name: t.run }).click();
    await editor.getByTestId('report-test-run').locator('.ant-table-row').first().waitFor();
    await screenshot(page, `online-report-editor-${lang}`);

    await editor.getByRole('button', { name: t.save }).first().click();
    await editor.getByRole('tab', { name: t.popupTab }).click();
    const picker = editor.getByTestId('popup-picker-target_value');
    await picker.waitFor();
    await picker.click();

    const popup = modal(page);
    await popup.locator('.ant-table-row').first().waitFor();
    // Confirming without a choice warns (SPEC §5).
    await popup.getByRole('button', { name: t.ok }).click();
    await page.getByText(t.selectOne).first().waitFor();
    // Search by the query field, choose the urgent priority.
    await popup.getByLabel('text_en', { exact: true }).fill('Urgent');
    await popup.getByRole('button', { name: t.search }).click();
    const row = popup.locator('.ant-table-row', { hasText: 'Urgent' }).first();
    await row.waitFor();
    await expect.poll(() => popup.locator('.ant-table-row').count()).toBe(1);
    await row.click();
    await screenshot(page, `online-report-popup-${lang}`);
    await popup.getByRole('button', { name: t.ok }).click();
    await popup.waitFor({ state: 'hidden' });

    expect(await picker.inputValue()).toBe('H');
    expect(await editor.getByTestId('popup-target-text_en').inputValue()).toBe('Urgent');
    await screenshot(page, `online-report-filled-${lang}`);
    await page.context().close();
  });
});
