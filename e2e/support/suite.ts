import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser.js';
import { createE2eDatabase, type E2eDatabase } from './postgres-session.js';
import { type RunningProduct, startProduct } from './product.js';
import { type Lang, openPage, type SignInOptions, signIn } from './session.js';

/**
 * The start-up of a browser test file, written once: the built product (startProduct, with the file's environment)
 * and Debian's Chromium before its tests, both stopped after them. A file that needs only these registers them with
 * `useSuite`; one that prepares more in its hooks calls `startSuite` and `stopSuite` there:
 * ```ts
 * beforeAll(async () => {
 *   ({ product, browser, database, workDir } = await startSuite({}, { onDatabase: true, workDir: 'csp-x-' }));
 *   admin = await apiSession(product);
 * });
 * afterAll(() => stopSuite({ product, browser, database, workDir }));
 * ```
 */
export interface Suite {
  product: RunningProduct;
  browser: Browser;
  /** The fresh PostgreSQL database the product runs on (`onDatabase` with TEST_DATABASE_URL set), else null (PGlite). */
  database: E2eDatabase | null;
  /** A temporary folder of the file's own (`workDir`: its name's prefix), removed at the end; '' without it. */
  workDir: string;
}

export interface SuiteOptions {
  /** On a fresh PostgreSQL database when TEST_DATABASE_URL is set, else on the product's own PGlite. */
  onDatabase?: boolean;
  workDir?: string;
}

export async function startSuite(env: Record<string, string> = {}, options: SuiteOptions = {}): Promise<Suite> {
  const database = options.onDatabase ? await createE2eDatabase() : null;
  const workDir = options.workDir ? mkdtempSync(path.join(tmpdir(), options.workDir)) : '';
  const product = await startProduct({ ...(database ? { DATABASE_URL: database.url } : {}), ...env }).catch(
    async (error) => {
      await stopSuite({ database, workDir });
      throw error;
    },
  );
  try {
    return { product, browser: await launchBrowser(), database, workDir };
  } catch (error) {
    await stopSuite({ product, database, workDir });
    throw error;
  }
}

/** Closes the browser, stops the product, drops the database and removes the folder (what the start-up made). */
export async function stopSuite({ product, browser, database, workDir }: Partial<Suite>): Promise<void> {
  await browser?.close();
  await product?.stop();
  await database?.drop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}

/** `startSuite` before the file's tests and `stopSuite` after them; the suite's fields are set before the first test. */
export function useSuite(env: Record<string, string> = {}, options: SuiteOptions = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    Object.assign(suite, await startSuite(env, options));
  });
  afterAll(() => stopSuite(suite));
  return suite;
}

/** A new page in `lang`, signed in through the login screen (the administrator unless `options` say otherwise). */
export async function signedInPage(
  { product, browser }: Pick<Suite, 'product' | 'browser'>,
  lang: Lang,
  options: SignInOptions & { viewport?: { width: number; height: number }; storage?: Record<string, string> } = {},
): Promise<Page> {
  const { viewport, storage, ...signInOptions } = options;
  const { page } = await openPage(browser, lang, {
    ...(viewport ? { viewport } : {}),
    ...(storage ? { storage } : {}),
  });
  await signIn(page, product, signInOptions);
  return page;
}

/** A public API reply's result (no session), asserting the reply is a success. */
export async function publicApi<T>(productUrl: string, apiPath: string): Promise<T> {
  const response = await fetch(`${productUrl}/api${apiPath}`);
  const body = (await response.json()) as { success: boolean; result: T };
  expect(body.success).toBe(true);
  return body.result;
}

/** The id of the series numbered `number` in the public series tree. */
export async function publicSeriesId(productUrl: string, number: string): Promise<string> {
  type Node = { id: string; number: string; children?: Node[] };
  const walk = (nodes: Node[]): Node | undefined =>
    nodes.reduce<Node | undefined>(
      (found, n) => found ?? (n.number === number ? n : walk(n.children ?? [])),
      undefined,
    );
  const found = walk(await publicApi<Node[]>(productUrl, '/reception/series/citySerSeries/list'));
  if (!found) throw new Error(`no series ${number}`);
  return found.id;
}
