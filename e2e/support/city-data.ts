import type { Locator, Page } from 'playwright-core';
import { waitForOpened } from './browser.js';
import type { ApiSession, Lang } from './session.js';

/** A test's own series, one a language: its number, and its id once `addSeriesPerLanguage` has created it. */
export type SeriesPerLanguage = Record<Lang, { id: string; number: string }>;

/**
 * Creates the test's series (level 2, under the group numbered 1000), one a language, named by `name`, and writes
 * their ids into `series`.
 */
export async function addSeriesPerLanguage(
  admin: ApiSession,
  series: SeriesPerLanguage,
  name: (lang: Lang) => { nameEn: string; nameZh: string },
): Promise<void> {
  const options = await admin.call<{ id: string; number: string }[]>('GET', '/data/cityDataSeries/seriesOptions');
  const group = options.find((s) => s.number === '1000');
  if (!group) throw new Error('no series 1000');
  for (const lang of Object.keys(series) as Lang[]) {
    const created = await admin.call<{ id: string }>('POST', '/series/citySerSeries/add', {
      level: 2,
      pid: group.id,
      number: series[lang].number,
      ...name(lang),
    });
    series[lang].id = created.id;
  }
}

/** Opens the upload dialog of the city data list (its Upload button) and returns the dialog once it has opened. */
export async function openUploadDialog(page: Page, lang: Lang): Promise<Locator> {
  await page
    .getByRole('button', { name: lang === 'zh' ? /上\s*传$/ : /Upload$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await waitForOpened(dialog);
  return dialog;
}
