import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEnv, serverNodeArgs } from '../../scripts/server-runtime.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The last part of what a product wrote (its log, at `info`: a line per request and answer) that is kept. */
const keptOutputChars = 200_000;

/** The products of this test file that are running, by URL: what each wrote lately (`failure-log.ts`). */
const running = new Map<string, () => string>();

/** The recent output of every running product of this file, for a failed test's report. */
export function runningProductOutput(): { url: string; output: string }[] {
  return [...running].map(([url, output]) => ({ url, output: output() }));
}

export interface RunningProduct {
  url: string;
  adminPassword: string;
  /** The answer every captcha of this test product accepts (CAPTCHA_TEST_ANSWER, NODE_ENV=test only). */
  captchaAnswer(key: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the built product (apps/server/dist/server.js, run as `npm start` runs it; `npm run test:e2e` builds it first)
 * on a free port with an empty PGlite data directory, as a visitor would get it.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-e2e-'));
  const adminPassword = 'E2e#Admin2026';
  const captchaAnswer = 'e2ek';
  // E2E_SERVER: another build of the server (`node scripts/build-server.mjs --outdir <dir>`), so that a run does not
  // depend on apps/server/dist while someone else rebuilds it.
  const serverBundle = process.env.E2E_SERVER ?? 'apps/server/dist/server.js';
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs, serverBundle], {
    cwd: repoRoot,
    env: serverEnv({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A line per request and answer (status, time, request id): what a failed test's report shows (`failure-log.ts`).
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: adminPassword,
      NODE_ENV: 'test',
      // Many page loads and sign-ins from one loopback address in a few minutes: the budgets are tested by the API tests.
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_ACCOUNT_RATE_PER_MINUTE: '1000',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '1000',
      CAPTCHA_TEST_ANSWER: captchaAnswer,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (d: Buffer) => {
    output += d;
    if (output.length > 2 * keptOutputChars) output = output.slice(-keptOutputChars);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 110_000; // under the hook timeout (120 s): PGlite migrations and the demo seed on a loaded machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`product exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`product did not become healthy:\n${output}`);
  }
  running.set(url, () => output.slice(-keptOutputChars));
  return {
    url,
    adminPassword,
    captchaAnswer: async () => captchaAnswer,
    stop: async () => {
      running.delete(url);
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
