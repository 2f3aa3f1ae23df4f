/**
 * Idle memory of a PGlite start (issue 18; not part of `npm test`): the product started as `npm start` starts it
 * (`node scripts/start.mjs`: the compiled server) and, for comparison, the server run from its sources with tsx,
 * each on a fresh data directory with the demo data. For each: the first start (creates the schema and loads the
 * demo), then a second start on the same directory (the everyday restart). After /health answers, nothing is
 * asked; the server's RSS is read from /proc after `BENCH_IDLE_SECONDS` (default 20) of idling, with the part of
 * it that is WebAssembly memory (PGlite's and libpg-query's linear memories: the anonymous mappings of several GiB
 * V8 reserves for a WebAssembly memory) shown apart.
 *
 *   npx tsx bench/idle-memory.ts                          # compiled and tsx, side by side
 *   BENCH_IDLE_MODES=compiled npx tsx bench/idle-memory.ts
 *   BENCH_IDLE_SECONDS=60 npx tsx bench/idle-memory.ts
 *
 * Linux only (reads /proc). The web app and the server are built first if stale, as `npm start` does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const modes = (process.env.BENCH_IDLE_MODES ?? 'compiled,tsx').split(',') as Mode[];
type Mode = 'compiled' | 'tsx';

/** The command of each mode: the product's own start, or the server's sources under tsx (as before the build). */
const commands: Record<Mode, string[]> = {
  compiled: ['scripts/start.mjs'],
  tsx: ['--import', 'tsx', 'apps/server/src/server.ts'],
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no /health answer in time');
}

/** The process that serves: start.mjs's child when started through it, else the process itself. */
function serverPid(child: ChildProcess, mode: Mode): number {
  const pid = child.pid ?? 0;
  if (mode !== 'compiled') return pid;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  const server = children.find((c) => readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('dist/server.js'));
  if (!server) throw new Error('start.mjs runs no server');
  return Number(server);
}

interface Memory {
  rss: number;
  anonymous: number;
  wasm: number;
  wasmMemories: number;
}

/**
 * RSS of a process from /proc (MB), and the resident part of its WebAssembly memories: V8 reserves at least 8 GiB of
 * address space for each 32-bit WebAssembly memory (bounds checks by guard pages), as adjacent anonymous mappings
 * (the part in use read-write, the rest inaccessible). Nothing else in the process reserves that much.
 */
function memoryOf(pid: number): Memory {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  const maps: { start: bigint; end: bigint; anonymous: boolean; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      const [, start, end, inode, name] = header;
      maps.push({ start: BigInt(`0x${start}`), end: BigInt(`0x${end}`), anonymous: inode === '0' && !name, rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rss = Number(rss[1]);
  }
  let wasm = 0;
  let wasmMemories = 0;
  for (let i = 0; i < maps.length; ) {
    // A run of adjacent anonymous mappings.
    let j = i;
    let rss = 0;
    while (j < maps.length && maps[j]?.anonymous && (j === i || maps[j]?.start === maps[j - 1]?.end)) {
      rss += maps[j]?.rss ?? 0;
      j += 1;
    }
    if (j > i && (maps[j - 1]?.end ?? 0n) - (maps[i]?.start ?? 0n) >= 8n * 1024n ** 3n) {
      wasm += rss;
      wasmMemories += 1;
    }
    i = Math.max(j, i + 1);
  }
  return { rss: kb('Rss') / 1024, anonymous: kb('Anonymous') / 1024, wasm: wasm / 1024, wasmMemories };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await once(child, 'exit');
  clearTimeout(timer);
}

interface Sample extends Memory {
  readyMs: number;
  startMjs?: number;
}

async function measure(mode: Mode, dataDir: string): Promise<Sample> {
  const port = await freePort();
  const child = spawn(process.execPath, commands[mode], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      ADMIN_PASSWORD: 'Idle#Memory1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const readyMs = await waitForHealth(port, child);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const pid = serverPid(child, mode);
    const memory = memoryOf(pid);
    const startMjs = mode === 'compiled' && child.pid ? memoryOf(child.pid).rss : undefined;
    return { ...memory, readyMs, startMjs };
  } finally {
    await stop(child);
  }
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const rows: string[] = [];
for (const mode of modes) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `csp-idle-${mode}-`));
  try {
    for (const start of ['first start (loads the demo)', 'second start (same data)']) {
      const s = await measure(mode, dataDir);
      const row =
        `| ${mode} | ${start} | ready after ${(s.readyMs / 1000).toFixed(1)} s | **${mb(s.rss)}** | ` +
        `${mb(s.wasm)} in ${s.wasmMemories} | ${mb(s.rss - s.wasm)} | ${s.startMjs === undefined ? '–' : mb(s.startMjs)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`\nNode ${process.versions.node}, ${idleSeconds} s idle after /health; load average now ${load}\n`);
console.log('| server | start | | server RSS | of it WebAssembly memory | the rest | start.mjs RSS |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
