import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The compiled server (issue 18): `npm start` runs a bundle built by scripts/build-server.mjs with plain node. Built
 * here into a temporary folder and started with TypeScript switched off in node (`--no-experimental-strip-types`,
 * no NODE_OPTIONS, no tsx) in a folder of its own: if the build breaks, or the bundle needs TypeScript or loses the files it reads next to
 * its sources (migrations, demo data), these fail. Once, on the PGlite run.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const onPglite = process.env.DB_ENGINE !== 'postgres';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Node with no way to run TypeScript: an import of a .ts file or of tsx fails. */
function plainNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--no-experimental-strip-types', '--enable-source-maps', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe.runIf(onPglite)('the compiled server', () => {
  let outdir = '';
  let bundle = '';
  const cleanup: string[] = [];

  beforeAll(() => {
    // Inside the checkout (.scratch is ignored by git), as apps/server/dist is: the bundle's imports of packages
    // are resolved from the node_modules folders above it.
    mkdirSync(path.join(root, '.scratch'), { recursive: true });
    outdir = mkdtempSync(path.join(root, '.scratch', 'build-test-'));
    cleanup.push(outdir);
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    bundle = path.join(outdir, 'server.js');
  });

  afterAll(() => {
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  it('is one JavaScript bundle with its source map, naming the .ts sources of this checkout', () => {
    expect(readdirSync(outdir).sort()).toEqual(['server.js', 'server.js.map']);
    const text = readFileSync(bundle, 'utf8');
    expect(text).toMatch(/\/\/# sourceMappingURL=server\.js\.map\s*$/);
    // No import left of tsx, of the contract's TypeScript or of any .ts file.
    expect(text).not.toMatch(/(from|import\()\s*["']([^"']*\.ts|tsx[^"']*|@csp\/[^"']*)["']/);
    const map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
    const sources = map.sources.map((s) => path.resolve(outdir, s));
    expect(sources).toContain(path.join(root, 'apps/server/src/server.ts'));
    expect(sources).toContain(path.join(root, 'packages/contract/src/envelope.ts'));
    expect(sources.filter((s) => !existsSync(s))).toEqual([]);
  });

  it('reads its files from the folders next to the sources (migrations, demo data and media)', () => {
    const dirs = [...readFileSync(bundle, 'utf8').matchAll(/__cspSourceDir\("([^"]*)"\)/g)].map((m) =>
      path.resolve(outdir, m[1] as string),
    );
    expect(new Set(dirs)).toEqual(
      new Set(['src', 'src/db', 'src/db/seed'].map((d) => path.join(root, 'apps/server', d))),
    );
    for (const dir of ['drizzle/meta', 'src/db/seed/data', 'src/db/seed/media']) {
      expect(existsSync(path.join(root, 'apps/server', dir)), dir).toBe(true);
    }
  });

  it('starts on PGlite with plain node, creates the schema and answers /health', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-build-data-'));
    cleanup.push(dataDir);
    const port = await freePort();
    const child = plainNode([bundle], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      ADMIN_PASSWORD: 'Build#Test1',
      LOG_LEVEL: 'warn',
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += String(d);
    });
    try {
      let health: unknown;
      // A fresh PGlite start (initdb, migrations) takes 10-30 s on a quiet machine, minutes on a loaded one.
      const deadline = Date.now() + 200_000;
      while (!health && child.exitCode === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        health = await fetch(`http://127.0.0.1:${port}/health`)
          .then((r) => (r.ok ? r.json() : undefined))
          .catch(() => undefined);
      }
      expect(stderr).toBe('');
      expect(health).toEqual(expect.objectContaining({ status: 'ok', database: 'pglite' }));
      // Listening means start-up applied the migrations of apps/server/drizzle and seeded the administrator.
      const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
      expect(cmdline).toContain(bundle);
      expect(cmdline.join(' ')).not.toMatch(/tsx|\.ts\b/);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
    expect(child.exitCode).toBe(0);
  });

  it('reports a failure with a stack trace that points at the .ts sources', { timeout: 120_000 }, async () => {
    // DATA_DIR is a file: PGlite's folder cannot be made there, an error start-up does not explain, so in
    // development it prints the stack.
    const file = path.join(outdir, 'not-a-folder');
    writeFileSync(file, '');
    const child = plainNode([bundle], { DATA_DIR: file, NODE_ENV: 'development', LOG_LEVEL: 'silent', PORT: '0' });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += String(d);
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Start-up failed: .*ENOTDIR/);
    expect(stderr).toContain(`${path.join(root, 'apps/server/src/db/client.ts')}:`);
    expect(stderr).not.toContain(`${bundle}:`);
  });
});
