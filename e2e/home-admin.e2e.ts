import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { createDatabase } from './support/database.js';
import type { RunningProduct } from './support/product.js';
import { type Lang, openPage, signIn } from './support/session.js';
import { startSuite, stopSuite } from './support/suite.js';

/**
 * Homepage content and city information in the back office (issue 6): an administrator edits the introduction,
 * uploads a carousel image, previews, saves, and the public home page shows it; edits a city's introduction and
 * uploads a document that the public data query then lists; the dashboard draws public visits and downloads.
 */
let product: RunningProduct;
let browser: Browser;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

// On PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped after), else the embedded PGlite.
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createDatabase(process.env.TEST_DATABASE_URL);
  ({ product, browser } = await startSuite(database ? { DATABASE_URL: database.url } : {}));
});
afterAll(async () => {
  await stopSuite({ product, browser });
  await database?.drop();
});

const text = {
  en: {
    previewAndSave: 'Preview and save',
    save: /^Save$/,
    saved: 'Saved successfully',
    introLabel: 'Project introduction in English',
    introTab: null,
    bold: 'Bold',
    contentKey: 'contentEn',
    nameEn: 'English title',
    nameZh: 'Chinese title',
    chinese: 'Chinese (中文)',
    cityIntro: 'City introduction in English',
    cityTab: null,
    describeKey: 'describeEn',
    saveIntro: 'Save introduction',
    uploaded: 'Uploaded successfully',
  },
  zh: {
    previewAndSave: '预览并保存',
    save: /^保\s*存$/,
    saved: '编辑成功',
    introLabel: '中文项目介绍',
    introTab: '中文',
    bold: '加粗',
    contentKey: 'contentZh',
    nameEn: '英文标题',
    nameZh: '中文标题',
    chinese: '中文',
    cityIntro: '中文城市介绍',
    cityTab: '中文',
    describeKey: 'describeZh',
    saveIntro: '保存城市介绍',
    uploaded: '上传成功',
  },
} as const;

/** A real PNG of one colour with a lighter band (zlib-compressed scanlines), so the browser decodes and shows it. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set(band ? rgb.map((v) => Math.min(255, v + 60)) : rgb, at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const open = (lang: Lang) =>
  openPage(browser, lang, { viewport: { width: 1366, height: 900 }, storage: { AGREE_STANDARD: 'true' } });

/** Signs the administrator in from `path`, landing back on it. */
async function signInAt(page: Page, lang: Lang, path: string) {
  await signIn(page, product, { lang, from: path });
  await page.locator('#page-title').waitFor();
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${product.url}/api${path}`);
  return ((await res.json()) as { result: T }).result;
}

/** Types into a tiptap editor (selecting what is there first). */
async function typeInto(page: Page, label: string, value: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}

describe('homepage content', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`edits the introduction, adds a carousel image, previews, saves and the public home shows it (${lang})`, async () => {
      const t = text[lang];
      const { context, page } = await open(lang);
      await signInAt(page, lang, '/home/content');
      await page.locator('.ProseMirror').first().waitFor();
      await screenshot(page, `home-admin-${lang}`);

      // Each run edits the introduction of its own language, which the preview and the visitor then read.
      const intro = `Homepage edited in the ${lang} run`;
      if (t.introTab) await page.getByRole('tab', { name: t.introTab, exact: true }).click();
      await typeInto(page, t.introLabel, intro);
      const introItem = page.locator('.ant-form-item', { has: page.getByRole('textbox', { name: t.introLabel }) });
      await introItem.getByRole('button', { name: t.bold }).click();
      await page.keyboard.type(' with bold words');

      // The demo home media (SEED_DEMO_DATA) fill 4 of the 5 places: make room for this run's image.
      while ((await page.getByTestId('rotation').count()) > 3) {
        await page
          .getByTestId('rotation')
          .last()
          .getByRole('button', { name: /Remove image|删除图片/ })
          .click();
      }
      const before = await page.getByTestId('rotation').count();
      const name = `e2e-banner-${lang}.png`;
      await page
        .locator('.ant-upload input[type=file]')
        .first()
        .setInputFiles({
          name,
          mimeType: 'image/png',
          buffer: png(1200, 318, lang === 'en' ? [30, 90, 160] : [160, 70, 30]),
        });
      await expect.poll(() => page.getByTestId('rotation').count()).toBe(before + 1);
      // The carousel shows the title of the visitor's language.
      const caption = lang === 'en' ? `Banner of the ${lang} run` : `${lang} 测试横幅`;
      const added = page.getByTestId('rotation').last();
      await added.getByLabel(t.nameEn).fill(`Banner of the ${lang} run`);
      await added.getByLabel(t.nameZh).fill(`${lang} 测试横幅`);
      // The new image goes first: move it up to the top.
      for (let i = 0; i < before; i++) {
        await page
          .getByTestId('rotation')
          .nth(before - i)
          .getByRole('button', { name: /Move up|上移/ })
          .click();
      }
      expect(await page.getByTestId('rotation').first().getByLabel(t.nameEn).inputValue()).toBe(
        `Banner of the ${lang} run`,
      );

      await page.getByTestId('home-preview-open').click();
      const preview = page.getByTestId('home-preview');
      await preview.waitFor();
      await preview.getByText(intro).waitFor();
      await preview.locator('strong', { hasText: 'with bold words' }).waitFor();
      await preview.locator('figcaption', { hasText: caption }).first().waitFor();
      await expect
        .poll(() =>
          preview
            .locator('img')
            .first()
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBe(1200);
      await screenshot(page, `home-admin-preview-${lang}`);
      // Nothing is public before saving.
      type Content = {
        cityIndexRotations: { nameEn: string; url: string }[];
        cityIndexContent: { contentEn: string; contentZh: string };
      };
      const published = () => api<Content>('/reception/index/cityIndexContent/content');
      expect((await published()).cityIndexContent[t.contentKey]).not.toContain(intro);

      await page.getByTestId('preview-save').click();
      await page.locator('.ant-message-notice', { hasText: t.saved }).waitFor();
      await page.getByTestId('home-preview').waitFor({ state: 'detached' });

      const saved = await published();
      expect(saved.cityIndexContent[t.contentKey]).toContain(`${intro}<strong> with bold words</strong>`);
      expect(saved.cityIndexRotations[0]?.nameEn).toBe(`Banner of the ${lang} run`);

      const visitor = await context.newPage();
      await visitor.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      await visitor.goto(`${product.url}/client/homePage`);
      await visitor.getByText(intro).waitFor();
      await visitor.locator('figcaption', { hasText: caption }).first().waitFor();
      const image = visitor.locator('.slick-active img').first();
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1200);
      await screenshot(visitor, `home-public-after-edit-${lang}`);
      await context.close();
    });
  }

  it('refuses a file that is not an image before and after uploading', async () => {
    const { context, page } = await open('en');
    await signInAt(page, 'en', '/home/content');
    await page.getByTestId('carousel-add').waitFor();
    const before = await page.getByTestId('rotation').count();
    await page
      .locator('.ant-upload input[type=file]')
      .first()
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.locator('.ant-message-notice', { hasText: 'Carousel images must be PNG, JPEG, GIF or WebP.' }).waitFor();
    // A file named like an image but holding something else is refused by the server.
    await page
      .locator('.ant-upload input[type=file]')
      .first()
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await page
      .locator('.ant-message-notice', { hasText: 'Carousel images must be PNG, JPEG, GIF or WebP images' })
      .waitFor();
    expect(await page.getByTestId('rotation').count()).toBe(before);
    await context.close();
  });
});

describe('city information', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`edits a city introduction and uploads a document the public side lists (${lang})`, async () => {
      const t = text[lang];
      const { context, page } = await open(lang);
      await signInAt(page, lang, '/city/info');
      await page.locator('.ant-table-row').first().waitFor();
      await screenshot(page, `city-info-list-${lang}`);

      await page
        .getByPlaceholder(lang === 'en' ? 'Part of the English or Chinese name' : '中文或英文名称的一部分')
        .fill('Tianjin');
      await page.getByRole('button', { name: lang === 'en' ? /Query|Search/ : /查\s*询/ }).click();
      await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
      await page
        .locator('.ant-table-row')
        .first()
        .getByRole('button', { name: lang === 'en' ? 'Edit' : '编辑' })
        .click();
      await page.getByTestId('city-map').locator('.leaflet-container').waitFor();
      await page.locator('.ant-drawer .ProseMirror').first().waitFor();

      const words = `Tianjin introduction written in the ${lang} run`;
      if (t.cityTab) await page.locator('.ant-drawer').getByRole('tab', { name: t.cityTab, exact: true }).click();
      await typeInto(page, t.cityIntro, words);
      await page.getByTestId('describe-save').click();
      await page.locator('.ant-message-notice', { hasText: t.saved }).waitFor();

      const fileName = `Tianjin port report ${lang}.pdf`;
      await page
        .getByTestId('document-upload')
        .locator('xpath=ancestor::span[contains(@class,"ant-upload")]')
        .locator('input[type=file]')
        .setInputFiles({
          name: fileName,
          mimeType: 'application/pdf',
          buffer: pdf,
        });
      await page.locator('.ant-message-notice', { hasText: t.uploaded }).waitFor();
      await page.getByTestId('city-document').filter({ hasText: fileName }).waitFor();
      await page.locator('.leaflet-pane path').first().waitFor();
      await screenshot(page, `city-info-detail-${lang}`);
      await page.locator('.ant-drawer-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await screenshot(page, `city-info-documents-${lang}`);

      // The public side: the introduction and the document of the city.
      const visitor = await context.newPage();
      const china = (await api<{ id: string; nameEn: string }[]>('/reception/city/cityCouCountry/list')).find(
        (c) => c.nameEn === 'China',
      );
      const tianjin = (
        await api<{ id: string; nameEn: string }[]>(`/reception/city/cityCouCity/list/${china?.id}`)
      ).find((c) => c.nameEn === 'Tianjin');
      const ids = { country: china?.id, city: tianjin?.id };
      const describe = await api<{ describeEn: string; describeZh: string; files: { fileName: string }[] }>(
        `/reception/city/data/manager/getDescribe/${ids.city}`,
      );
      expect(describe[t.describeKey]).toContain(words);
      expect(describe.files.map((f) => f.fileName)).toContain(fileName);
      await visitor.goto(`${product.url}/client/dataQuery?country=${ids.country}&city=${ids.city}`);
      const introduction = visitor.getByTestId('city-introduction');
      await introduction.getByText(words).waitFor();
      await visitor.getByTestId('city-documents').click();
      await visitor.getByRole('link', { name: fileName }).waitFor();
      await screenshot(visitor, `city-info-public-${lang}`);
      await context.close();
    });
  }
});

describe('dashboard traffic', () => {
  it('draws public visits and downloads per day', async () => {
    // A few public page views and one document download today.
    const { context, page } = await open('en');
    for (const path of ['/client/homePage', '/client/dataComparison']) {
      await page.goto(`${product.url}${path}`);
      await page.locator('#main').waitFor();
    }
    const city = await page.evaluate(async (base) => {
      const countries = (await (await fetch(`${base}/api/reception/city/cityCouCountry/list`)).json()).result;
      const cities = (await (await fetch(`${base}/api/reception/city/cityCouCity/list/${countries[0].id}`)).json())
        .result;
      return cities[0].id as string;
    }, product.url);
    const docs = await api<{ id: string }[]>(`/reception/city/data/manager/fileList/${city}`);
    expect(docs.length).toBeGreaterThan(0);
    expect((await fetch(`${product.url}/api/file/cityFile/downFile/${docs[0]?.id}`)).status).toBe(200);
    await context.close();

    for (const lang of ['en', 'zh'] as const) {
      const admin = await open(lang);
      await signInAt(admin.page, lang, '/dashboard/analysis');
      const chart = admin.page.getByTestId('dashboard-traffic');
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('svg').first().waitFor({ state: 'attached' });
      const totals = await admin.page.locator('.ant-card', { has: chart }).locator('.ant-card-extra').innerText();
      const [visits, downloads] = (totals.match(/\d+/g) ?? []).slice(1).map(Number);
      expect(visits).toBeGreaterThanOrEqual(2);
      expect(downloads).toBeGreaterThanOrEqual(1);
      await screenshot(admin.page, `dashboard-traffic-${lang}`);
      await admin.context.close();
    }
  });
});
