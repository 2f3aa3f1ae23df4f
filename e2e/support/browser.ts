import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium, never a downloaded one, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Waits until an antd popup (dropdown, modal) has finished its opening animation: a click during the motion
 * can land while the popup moves and be lost, which a person, who clicks after seeing it, never does.
 */
export async function waitForOpened(locator: Locator): Promise<void> {
  await locator.waitFor();
  await expect
    .poll(() => locator.evaluate((element) => /-(appear|enter)\b/.test(element.className)), { timeout: 10_000 })
    .toBe(false);
}

/** Waits until opening and closing animations have ended (endless ones, such as status dots, aside). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Types into a searchable antd select (`selector`: its input) and takes the first option it offers. */
export async function chooseFirst(page: Page, selector: string, typed: string): Promise<void> {
  const select = page.locator(selector);
  await select.click();
  await select.fill(typed);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().waitFor();
  await page.keyboard.press('Enter');
}
