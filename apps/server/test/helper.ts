import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/setup.js';
import { createTestDatabase } from './test-database.js';

export const testAdminPassword = 'Admin#Test1';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  base: string;
  close(): Promise<void>;
}

/** Builds the app on a fresh database with the demo data (or none) for one test file. */
export interface TestAppOptions {
  demo?: boolean;
  env?: Record<string, string>;
  /** Extra routes registered before the app is ready (for testing plugins). */
  routes?: (app: FastifyInstance) => Promise<void>;
  /** Log to this stream (at LOG_LEVEL, 'silent' unless `env` sets it) instead of not logging at all. */
  logStream?: { write(line: string): void };
}

/** The test database's URL as the report login of this run (PostgreSQL). */
export function reportUrl(engineUrl: string): string {
  const [user = '', password = ''] = inject('reportLogin').split(':');
  const url = new URL(engineUrl);
  url.username = user;
  url.password = password;
  return url.toString();
}

/**
 * The config of a test app on `dataDir`: silent, with a rate limit no test reaches and no background warm-up of chart
 * values (tests read published values when they ask; one test file turns the warm-up on), and no demo files or home
 * media (`SEED_DEMO_DATA` is 'false' unless `env` says otherwise). `env` adds to it or overrides it.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    CHART_VALUES_WARM_UP: 'false',
    SEED_DEMO_DATA: 'false',
    ...env,
  });
}

/** `env` that has online reports sign in as their own login role on PostgreSQL (test/global-setup.ts); none on PGlite. */
export function reportLoginEnv(database: { engineUrl?: string }): Record<string, string> {
  return database.engineUrl ? { REPORT_DATABASE_URL: reportUrl(database.engineUrl) } : {};
}

/** The app built on `database` with `config`, not logging, serving no web files, and ready. */
export async function readyTestApp(
  config: Config,
  database: Database,
  options: Pick<AppDeps, 'storage' | 'logStream'> & Pick<TestAppOptions, 'routes'> = {},
): Promise<FastifyInstance> {
  const { routes, ...rest } = options;
  const app = await buildApp({ config, database, logger: Boolean(options.logStream), serveWeb: false, ...rest });
  if (routes) await routes(app);
  await app.ready();
  return app;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-test-'));
  const database = await createTestDatabase(options.demo === false ? 'empty' : 'demo');
  const config = testConfig(dataDir, {
    // As on a real start: the demo files and home media come with the demo data, not without it.
    SEED_DEMO_DATA: options.demo === false ? 'false' : 'true',
    ...reportLoginEnv(database),
    ...options.env,
  });
  await prepareDatabase(database, { seedDemo: options.demo ?? true, adminPassword: testAdminPassword });
  const app = await readyTestApp(config, database, { logStream: options.logStream, routes: options.routes });
  return {
    app,
    database,
    config,
    base: config.API_BASE,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What `callApi` sends besides the method and URL. */
export interface ApiCallOptions {
  /** A JSON body. */
  payload?: object;
  /** The session token sent in X-Access-Token. */
  token?: string;
  /** Sent as Accept-Language. */
  lang?: string;
  /** Sent as the tenant-id header. */
  tenant?: string;
}

/** A request to `/api` + `url` as the session `token`, with a JSON body, a language and a tenant when given. */
export function callApi(t: TestContext, method: string, url: string, options: ApiCallOptions = {}) {
  const { payload, token, lang, tenant } = options;
  return t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: {
      ...(token === undefined ? {} : { 'x-access-token': token }),
      ...(lang === undefined ? {} : { 'accept-language': lang }),
      ...(tenant === undefined ? {} : { 'tenant-id': tenant }),
    },
    ...(payload ? { payload } : {}),
  });
}

/** The `result` of a `callApi` that must succeed; anything but 200 throws with the status and the body. */
export async function apiResult(t: TestContext, method: string, url: string, options: ApiCallOptions = {}) {
  const res = await callApi(t, method, url, options);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().result;
}
