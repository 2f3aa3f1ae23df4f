import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * Signing in from an end-to-end test, once for every file: a browser context in a language, the login screen
 * (captcha, form, landing page) and a session through the API.
 */
export type Lang = 'en' | 'zh';

/** The answer to the captcha of a key: the test product's (`captchaAnswer`) or one the test set in the database. */
export type CaptchaSolver = (key: string) => Promise<string>;

/** What signing in needs of a running product. */
export interface SignInProduct {
  url: string;
  adminPassword: string;
  captchaAnswer?: CaptchaSolver;
}

/** The login form's labels, to find its fields as a person reads them. */
export const loginText = {
  en: { username: 'Username', password: 'Password', captcha: 'Verification code', signIn: /^Sign in$/ },
  zh: { username: '用户名', password: '密码', captcha: '验证码', signIn: /^登\s*录$/ },
} as const;

/**
 * A browser context whose pages start in `lang` (unless the page has chosen a language since; with null the page
 * finds its language itself, from the address or the browser's `locale`), with further local-storage entries set
 * on every load (e.g. `AGREE_STANDARD`).
 */
export async function openPage(
  browser: Browser,
  lang: Lang | null,
  options: {
    viewport?: { width: number; height: number };
    storage?: Record<string, string>;
    /** The browser's language (e.g. `zh-CN`). */
    locale?: string;
    /** Browser permissions granted to every page (e.g. `clipboard-read`). */
    permissions?: string[];
    acceptDownloads?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1360, height: 900 },
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.permissions ? { permissions: options.permissions } : {}),
    ...(options.acceptDownloads === undefined ? {} : { acceptDownloads: options.acceptDownloads }),
  });
  await context.addInitScript(
    ({ l, storage }) => {
      if (l && !window.localStorage.getItem('language')) window.localStorage.setItem('language', l);
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    },
    { l: lang, storage: options.storage ?? {} },
  );
  return { context, page: await context.newPage() };
}

/** The key of the captcha a page (or one form of it) shows, once its image has loaded. */
export async function captchaKey(scope: Page | Locator): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await image.locator('img').waitFor();
  return (await image.getAttribute('data-captcha-key')) ?? '';
}

/**
 * A password encrypted as the web client does: the envelope `{p, t, k?}` (password, the server's time from the
 * key's reply, the captcha key of a login) under RSA-OAEP, SHA-256, base64, with the server's public key.
 */
export async function encryptForProduct(productUrl: string, plain: string, captchaKey?: string): Promise<string> {
  const reply = await (await fetch(`${productUrl}/api/sys/getRSAPublicKey`)).json();
  const key = createPublicKey({ key: Buffer.from(reply.result as string, 'base64'), format: 'der', type: 'spki' });
  const envelope = JSON.stringify({ p: plain, t: reply.timestamp as number, ...(captchaKey ? { k: captchaKey } : {}) });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(envelope),
  ).toString('base64');
}

function solverOf(product: SignInProduct, solve?: CaptchaSolver): CaptchaSolver {
  const solver = solve ?? product.captchaAnswer;
  if (!solver) throw new Error('no way to know a captcha answer');
  return solver;
}

export interface SignInOptions {
  /** The administrator unless given. */
  username?: string;
  password?: string;
  /** Finds the form's fields by their labels in this language (by their ids without it). */
  lang?: Lang;
  /** A path opened first: the visitor is sent to the login page and, signed in, comes back to it. */
  from?: string;
  /** The page signing in lands on: `from` when given, else the dashboard. */
  landing?: RegExp;
  /** The captcha's answer, when it is not the test product's. */
  solve?: CaptchaSolver;
}

/** Signs in through the login screen and waits for the page it lands on. */
export async function signIn(page: Page, product: SignInProduct, options: SignInOptions = {}): Promise<void> {
  const { lang, from } = options;
  if (from) {
    await page.goto(`${product.url}${from}`);
    await page.waitForURL(/\/user\/login\?redirect=/);
  } else {
    await page.goto(`${product.url}/user/login`);
  }
  const answer = await solverOf(product, options.solve)(await captchaKey(page));
  const t = lang ? loginText[lang] : undefined;
  const field = (id: 'username' | 'password' | 'captcha') =>
    t ? page.getByLabel(t[id], { exact: true }) : page.locator(`#${id}`);
  await field('username').fill(options.username ?? 'admin');
  await field('password').fill(options.password ?? product.adminPassword);
  await field('captcha').fill(answer);
  await (t ? page.getByRole('button', { name: t.signIn }) : page.locator('button[type=submit]')).click();
  if (options.landing) await page.waitForURL(options.landing);
  else if (from) await page.waitForURL((url) => `${url.pathname}${url.search}` === from);
  else await page.waitForURL(/\/dashboard\/analysis$/);
  await page.getByTestId('admin-shell').waitFor();
}

export interface ApiSession {
  token: string;
  userInfo: { id: string; username: string; realname: string };
  /** A JSON call with this session's token; throws when the reply is not a success. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** The same call, with the reply's status and body whatever they are. */
  raw(method: string, path: string, body?: unknown): Promise<{ status: number; json: { message: string } }>;
}

/** Signs in through the API (the administrator unless given) and returns the session. */
export async function apiSession(
  product: SignInProduct,
  options: { username?: string; password?: string; solve?: CaptchaSolver; headers?: Record<string, string> } = {},
): Promise<ApiSession> {
  const username = options.username ?? 'admin';
  const checkKey = `e2e${randomBytes(8).toString('hex')}`;
  const image = await fetch(`${product.url}/api/sys/randomImage/${checkKey}`);
  if (!image.ok) throw new Error(`captcha: HTTP ${image.status}`);
  const body = {
    username,
    password: await encryptForProduct(product.url, options.password ?? product.adminPassword, checkKey),
    captcha: await solverOf(product, options.solve)(checkKey),
    checkKey,
  };
  const reply = await (
    await fetch(`${product.url}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
    })
  ).json();
  if (!reply.success) throw new Error(`login of ${username} failed: ${reply.message}`);
  const token: string = reply.result.token;
  const raw = async (method: string, path: string, payload?: unknown) => {
    const res = await fetch(`${product.url}/api${path}`, {
      method,
      headers: { 'X-Access-Token': token, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: res.status, json: await res.json() };
  };
  return {
    token,
    userInfo: reply.result.userInfo,
    raw,
    async call<T>(method: string, path: string, payload?: unknown): Promise<T> {
      const { status, json } = await raw(method, path, payload);
      if (!json.success) throw new Error(`${method} ${path}: ${status} ${json.message}`);
      return json.result as T;
    },
  };
}

/**
 * Adds a user through an administrator's session: its role by code, its password encrypted afresh (each ciphertext
 * is accepted once), and any further fields of the user form (`countryId`, `cityId`: a regional user's area).
 */
export async function addUser(
  product: { url: string },
  admin: ApiSession,
  user: { username: string; password: string; realname: string; email: string; roleCode: string } & Record<
    string,
    string
  >,
): Promise<void> {
  const { password: plain, roleCode, ...fields } = user;
  const roles = await admin.call<{ id: string; roleCode: string }[]>('GET', '/sys/role/queryall');
  const password = await encryptForProduct(product.url, plain);
  await admin.call('POST', '/sys/user/add', {
    ...fields,
    password,
    confirmPassword: password,
    selectedroles: roles.find((r) => r.roleCode === roleCode)?.id,
  });
}
