import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, settled, waitForOpened } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { type ApiSession, addUser, apiSession, type Lang, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Issue 6, series and dimensions: an administrator creates a level-1 and a level-2 series, sees a taken number
 * refused next to the field, writes the description, adds a formula statistical type (a wrong formula refused
 * next to the field first), looks at its initial data, imports GDP deflators (a bad row reported, then a good
 * file) and pushes information about the new series, which a signed-in user then finds in the bell. Each screen
 * is saved as a screenshot in English and Chinese. The product's test captcha answer signs in.
 */
const USER = { username: 'seriesreader', password: 'Reader#2026' };
const text = {
  en: {
    addGroup: 'Add group',
    addChild: 'Add indicator',
    more: /^More actions/,
    push: 'Push information',
    pushButton: /^Push$/,
    numberTaken: 'The series number already exists',
    description: 'Description',
    types: 'Statistical types',
    addType: 'Add statistical type',
    formula: 'Formula over series',
    unknownSeries: 'The formula refers to a series that does not exist or has no value type',
    initialData: 'Initial data',
    rowProblem: 'The value is not a number',
    imported: 'Imported 2 rows',
    import: 'Import',
    importButton: /Import$/,
    ok: /^OK$/,
  },
  zh: {
    addGroup: '添加分组',
    addChild: '添加指标',
    more: /更多操作$/,
    push: '信息推送',
    pushButton: /^推\s*送$/,
    numberTaken: '指标编号重复',
    description: '说明',
    types: '统计类型',
    addType: '添加统计类型',
    formula: '按公式计算',
    unknownSeries: '公式引用的指标不存在或没有数值类型',
    initialData: '初始数据',
    rowProblem: '数值格式不正确',
    imported: '已导入 2 行',
    import: '导入',
    importButton: /导\s*入$/,
    ok: /^确\s*定$/,
  },
} as const;
const numbers = { en: { group: '7000', series: '7100' }, zh: { group: '8000', series: '8100' } } as const;

let product: RunningProduct;
let browser: Browser;
let admin: ApiSession;

beforeAll(async () => {
  ({ product, browser } = await startSuite());
  admin = await apiSession(product);
  await addUser(product, admin, {
    ...USER,
    realname: 'Series Reader',
    email: 'series.reader@example.org',
    roleCode: 'user',
  });
});

afterAll(() => stopSuite({ product, browser }));

const openContext = (lang: Lang) => openPage(browser, lang);

const modal = (page: Page) => page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').last();
const row = (page: Page, number: string) => page.locator('tr.ant-table-row').filter({ hasText: number }).first();

/** Clicks a row action, inline or under "More". */
async function rowAction(page: Page, target: Locator, lang: Lang, name: string) {
  const inline = target.getByRole('button', { name, exact: true });
  if (await inline.count()) {
    await inline.click();
    return;
  }
  await target.getByRole('button', { name: text[lang].more }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await waitForOpened(menu);
  await menu.getByRole('menuitem', { name, exact: true }).click();
}

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

async function searchSeries(page: Page, keyword: string) {
  await page.locator('#q').fill(keyword);
  await page.locator('#q').press('Enter');
  await row(page, keyword).waitFor();
}

const csv = (lines: string[]) => ({
  name: 'deflators.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});

describe('series and dimension administration', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`creates series, a formula type, imports deflators and pushes information (${lang})`, async () => {
      const t = text[lang];
      const n = numbers[lang];
      const { context, page } = await openContext(lang);
      await signIn(page, product);

      // The series tree.
      await page.goto(`${product.url}/series/list`);
      await row(page, '1100').waitFor();
      await settled(page);
      await screenshot(page, `series-admin-list-${lang}`);

      // A level-1 group.
      await page.getByRole('button', { name: t.addGroup }).click();
      const groupForm = modal(page);
      await groupForm.locator('#number').fill(n.group);
      await groupForm.locator('#nameEn').fill(`E2E group ${lang}`);
      await groupForm.locator('#nameZh').fill(`端到端分组${lang}`);
      await settled(page);
      await screenshot(page, `series-admin-form-${lang}`);
      await groupForm.getByRole('button', { name: t.ok }).click();
      await groupForm.waitFor({ state: 'detached' });

      // A level-2 series under it.
      await searchSeries(page, n.group);
      await rowAction(page, row(page, n.group), lang, t.addChild);
      const seriesForm = modal(page);
      await seriesForm.locator('#number').fill(n.series);
      await seriesForm.locator('#nameEn').fill(`E2E series ${lang}`);
      await seriesForm.locator('#nameZh').fill(`端到端指标${lang}`);
      await seriesForm.locator('#unitEn').fill('tonnes');
      await seriesForm.getByRole('button', { name: t.ok }).click();
      await seriesForm.waitFor({ state: 'detached' });
      await row(page, n.series).waitFor();

      // The same number again: refused next to the number field, nothing stored.
      await rowAction(page, row(page, n.group), lang, t.addChild);
      const again = modal(page);
      await again.locator('#number').fill(n.series);
      await again.locator('#nameEn').fill(`E2E other ${lang}`);
      await again.locator('#nameZh').fill(`端到端其他${lang}`);
      await again.getByRole('button', { name: t.ok }).click();
      const numberError = again
        .locator('.ant-form-item', { has: page.locator('#number') })
        .locator('.ant-form-item-explain-error');
      await numberError.filter({ hasText: t.numberTaken }).waitFor();
      await settled(page);
      await screenshot(page, `series-admin-duplicate-${lang}`);
      await again.locator('.ant-modal-close').click();
      await again.waitFor({ state: 'detached' });
      const tree = await admin.call<{ number: string; children: { id: string; number: string }[] }[]>(
        'GET',
        '/series/citySerSeries/list',
      );
      const created = tree.find((g) => g.number === n.group)?.children ?? [];
      expect(created.map((c) => c.number)).toEqual([n.series]);
      const seriesId = created[0]?.id ?? '';

      // Its description, as rich text.
      await rowAction(page, row(page, n.series), lang, t.description);
      const info = modal(page);
      const editor = info.locator('[contenteditable="true"]').first();
      await editor.waitFor();
      await editor.click();
      await page.keyboard.type('Tonnes of something, measured every year.');
      await settled(page);
      await screenshot(page, `series-admin-information-${lang}`);
      await info.getByRole('button', { name: t.ok }).click();
      await info.waitFor({ state: 'detached' });
      const stored = await admin.call<{ contentEn: string; contentZh: string }>(
        'GET',
        `/series/citySerSeries/queryById?id=${seriesId}`,
      );
      expect(stored.contentEn + stored.contentZh).toContain('Tonnes of something');

      // Statistical types of the new series: a formula, first with an unknown series.
      await rowAction(page, row(page, n.series), lang, t.types);
      await page.waitForURL(new RegExp(`/series/dimension\\?seriesId=${seriesId}$`));
      await page.locator('tr.ant-table-row').filter({ hasText: 'value' }).first().waitFor();
      await page.getByRole('button', { name: t.addType }).click();
      const typeForm = modal(page);
      await typeForm.locator('#code').fill('perperson');
      await typeForm.locator('#nameEn').fill('Per person');
      await typeForm.locator('#nameZh').fill('人均');
      await chooseOption(
        page,
        typeForm.locator('.ant-form-item', { has: page.locator('#computeType') }).locator('.ant-select'),
        t.formula,
      );
      await typeForm.locator('#formula').fill(`S${n.series} / S999999`);
      await typeForm.getByRole('button', { name: t.ok }).click();
      const formulaError = typeForm
        .locator('.ant-form-item', { has: page.locator('#formula') })
        .locator('.ant-form-item-explain-error');
      await formulaError.filter({ hasText: t.unknownSeries }).waitFor();
      await settled(page);
      await screenshot(page, `series-admin-dimension-form-${lang}`);
      await typeForm.locator('#formula').fill(`S${n.series} / S2100`);
      // Once clicked, the button's accessible name can keep its "loading" icon's label: found by its place instead.
      await typeForm.locator('.ant-modal-footer .ant-btn-primary').click();
      await typeForm.waitFor({ state: 'detached' });
      const typeRow = page.locator('tr.ant-table-row').filter({ hasText: 'perperson' });
      await typeRow.waitFor();
      expect(await typeRow.textContent()).toContain(`S${n.series} / S2100`);
      await settled(page);
      await screenshot(page, `series-admin-dimensions-${lang}`);

      // Its initial data: the two stored series the formula starts from.
      await rowAction(page, typeRow, lang, t.initialData);
      const initial = page.getByTestId('initial-data');
      await initial.locator('tr.ant-table-row').nth(1).waitFor();
      expect(await initial.locator('tr.ant-table-row').allTextContents()).toEqual([
        expect.stringContaining('2100'),
        expect.stringContaining(n.series),
      ]);
      await settled(page);
      await screenshot(page, `series-admin-initial-data-${lang}`);
      await modal(page).locator('.ant-modal-close').click();

      // GDP deflators (any economy table) into the new series: a bad row is reported, then a good file goes in.
      await page.goto(`${product.url}/city/deflator`);
      const deflator = page.getByTestId('deflator-import');
      await deflator.waitFor();
      await chooseOption(page, page.getByTestId('deflator-series'), n.series);
      const file = deflator.locator('input[type=file]');
      await file.setInputFiles(csv(['economy,2016,2017', 'AUS,98.5,100', 'CHN,97.1,abc']));
      await deflator.getByRole('button', { name: t.importButton }).click();
      const report = deflator.getByTestId('import-errors');
      await report.waitFor();
      expect(await report.textContent()).toContain(t.rowProblem);
      await settled(page);
      await screenshot(page, `series-admin-deflator-errors-${lang}`);
      await file.setInputFiles(csv(['economy,2016,2017', 'AUS,98.5,100']));
      await deflator.getByRole('button', { name: t.importButton }).click();
      await page.locator('.ant-message-notice').filter({ hasText: t.imported }).waitFor();
      await settled(page);
      await screenshot(page, `series-admin-deflator-${lang}`);

      // Information push about the new series.
      await page.goto(`${product.url}/series/list`);
      await searchSeries(page, n.series);
      await rowAction(page, row(page, n.series), lang, t.push);
      const push = modal(page);
      await push.locator('#note').fill(`Figures from 2016, ${lang}.`);
      await settled(page);
      await screenshot(page, `series-admin-push-${lang}`);
      await push.getByRole('button', { name: t.pushButton }).click();
      await push.waitFor({ state: 'detached' });
      const pushes = await admin.call<{ kind: string; sendStatus: string }[]>(
        'GET',
        `/series/citySerSeries/push/list?seriesId=${seriesId}`,
      );
      expect(pushes).toMatchObject([{ kind: 'new', sendStatus: '1' }]);

      // The series import dialog with its template.
      await page.locator('.ant-pro-table-list-toolbar').getByRole('button', { name: t.importButton }).click();
      await page.getByTestId('series-import').waitFor();
      await settled(page);
      await screenshot(page, `series-admin-import-${lang}`);
      await context.close();

      // A user sees the announcement in the bell.
      const reader = await openContext(lang);
      await signIn(reader.page, product, USER);
      await reader.page.getByTestId('notice-bell').click();
      await reader.page
        .getByTestId('notice-item')
        .filter({ hasText: `E2E series ${lang}` })
        .waitFor();
      await settled(reader.page);
      await screenshot(reader.page, `series-admin-announcement-${lang}`);
      await reader.context.close();
    });
  }
});
