import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import type { RunningProduct } from './support/product.js';
import { startSuite, stopSuite } from './support/suite.js';

/** The demo media the product seeds on a fresh start (built by `npm run demo-media`). */
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/server/src/db/seed/media/manifest.json'), 'utf8'),
) as { carousel: { file: string; nameEn: string; nameZh: string }[] };

/** SPEC §9: the home player's playback rates. */
const rates = [0.7, 1, 1.5, 2] as const;
const rateLabel = { en: (r: number) => `${r}×`, zh: (r: number) => `${r}倍` };
const headings = {
  en: { video: 'Video', speed: 'Playback speed', members: 'Our Members', carousel: 'Featured images' },
  zh: { video: '视频', speed: '播放速度', members: '我们的成员', carousel: '精选图片' },
};

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => ({ product, browser } = await startSuite()));
afterAll(() => stopSuite({ product, browser }));

const videoState = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => ({
    rate: v.playbackRate,
    time: v.currentTime,
    paused: v.paused,
    ended: v.ended,
    error: v.error?.code ?? null,
    readyState: v.readyState,
  }));

describe('home page media on a fresh start', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`shows the carousel, the members image and plays the video at each of the four rates (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      await page.goto(`${product.url}/client/homePage`);

      // The carousel: its region, the seeded first image loaded and titled in the page's language.
      const carousel = page.getByRole('region', { name: headings[lang].carousel });
      await carousel.waitFor();
      const first = manifest.carousel[0];
      if (!first) throw new Error('the demo media manifest names no carousel image');
      const firstTitle = lang === 'en' ? first.nameEn : first.nameZh;
      const firstImage = carousel.locator(`img[alt="${firstTitle}"]`).first();
      await expect
        .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await carousel.locator('figcaption').allTextContents()).toContain(firstTitle);

      // The members image (lazy: scrolled into view first), decoded.
      const members = page.getByRole('region', { name: headings[lang].members }).locator('img');
      await members.scrollIntoViewIfNeeded();
      await expect
        .poll(() => members.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      // The video: the region, the player, and the rate buttons labelled in the page's language.
      const region = page.getByRole('region', { name: headings[lang].video });
      await region.scrollIntoViewIfNeeded();
      const group = page.getByRole('radiogroup', { name: headings[lang].speed });
      await group.waitFor();
      expect(await group.getByRole('radio').count()).toBe(rates.length);
      // The radio of the default rate is checked and the player plays at it.
      expect(await group.getByRole('radio', { name: rateLabel[lang](1) }).isChecked()).toBe(true);
      await page.locator('video').evaluate((v: HTMLVideoElement) => {
        v.muted = true; // a muted video may start without a user gesture (Chromium's autoplay policy)
        v.preload = 'auto';
      });
      await expect.poll(async () => (await videoState(page)).readyState, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      expect((await videoState(page)).error).toBeNull();

      for (const rate of rates) {
        await group.getByText(rateLabel[lang](rate), { exact: true }).click();
        expect(await group.getByRole('radio', { name: rateLabel[lang](rate) }).isChecked()).toBe(true);
        await expect.poll(async () => (await videoState(page)).rate).toBe(rate);
        // Played from the start: the video really advances at this rate.
        await page.locator('video').evaluate(async (v: HTMLVideoElement) => {
          v.currentTime = 0;
          await v.play();
        });
        const start = (await videoState(page)).time;
        await expect.poll(async () => (await videoState(page)).time, { timeout: 30_000 }).toBeGreaterThan(start + 0.3);
        const playing = await videoState(page);
        expect(playing).toMatchObject({ rate, paused: false, error: null });
        await page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
      }

      // The player's own rate (its menu, or a script) moves the buttons too: one rate, shown in one place.
      await page.locator('video').evaluate((v: HTMLVideoElement) => {
        v.playbackRate = 1.5;
      });
      await expect.poll(() => group.getByRole('radio', { name: rateLabel[lang](1.5) }).isChecked()).toBe(true);
      expect(await group.getByRole('radio', { name: rateLabel[lang](2) }).isChecked()).toBe(false);

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `home-media-${lang}`);
      await context.close();
    });
  }
});
