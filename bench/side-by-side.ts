/**
 * Two versions of the chart engine side by side, in one run (issue 22; not part of `npm test`): two bench servers
 * (`stats-server.ts`) from two checkouts of the project — say the commit before a change and after it
 * (`git worktree add`) — on the same `csp_bench` database (`npx tsx bench/stats.ts --prepare-only` once). Each
 * server first reads every series' published values (one chart of each series); then the kinds of load of the
 * chart bench (bare route, chart floor, distinct charts, popular 50) run in short slices, alternating between the
 * two servers and the kinds, so the machine's load weighs on both alike; each kind's slices are combined. At the
 * end each server's memory is read, as it is and after a full garbage collection. Each server's CPU time during each
 * kind's slices is read from /proc and given per request: on a shared machine a steadier measure than requests per
 * second (the share of the CPUs a slice gets varies with the other work), though it still grows with the load.
 *
 *   NODE_OPTIONS=--expose-gc A=/path/to/before B=/path/to/after npx tsx bench/side-by-side.ts
 *   BENCH_SECONDS (default 20: per kind and server), BENCH_ROUNDS (default 5 slices)
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chartBenchRequests } from './chart-profile.js';
import { combine, type LoadResult, load } from './stats-load.js';

const dirs = { A: process.env.A, B: process.env.B };
if (!dirs.A || !dirs.B) throw new Error('set A and B to the two checkouts');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const benchUrl = Object.assign(new URL(process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'), {
  pathname: '/csp_bench',
}).toString();
const kinds = ['bare', 'floor', 'distinct', 'popular'] as const;
type Kind = (typeof kinds)[number];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const load1 = () => loadavg()[0]?.toFixed(2);

/**
 * CPU time a process has used so far (user + system, µs), from /proc: what a request costs the server, which on a
 * shared machine says more than requests per second (a slice's share of the CPUs varies with the others' work).
 */
function cpuMicros(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // utime and stime are fields 14 and 15 of the line (11 and 12 after the command), in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function start(name: string, dir: string) {
  // A_NODE_OPTIONS / B_NODE_OPTIONS: V8 flags of one server (say --max-semi-space-size), added to NODE_OPTIONS.
  const own = process.env[`${name}_NODE_OPTIONS`] ?? '';
  const child = fork(path.join(dir, 'bench', 'stats-server.ts'), {
    cwd: dir,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${own}`.trim(),
      BENCH_DB_URL: benchUrl,
      BENCH_WARM_UP: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number; token: string; base: string }];
  return { child, ...message };
}

async function memory(child: import('node:child_process').ChildProcess, what: 'memory' | 'gc') {
  child.send(what);
  const [m] = (await once(child, 'message')) as [{ memory: NodeJS.MemoryUsage; spaces?: Record<string, number> }];
  return { ...m.memory, spaces: JSON.stringify(m.spaces ?? {}) };
}

console.log(
  `load average at the start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const servers = [];
for (const [name, dir] of Object.entries(dirs) as [string, string][]) {
  const server = await start(name, dir);
  const requests = await chartBenchRequests(server);
  const first = await load({
    port: server.port,
    connections: 32,
    seconds: 300,
    maxRequests: requests.series,
    request: (i) => requests.chart(80_000_000 + i, true, i),
  });
  console.log(`${name} (${dir}): every series read in ${first.seconds.toFixed(1)} s`);
  servers.push({
    name,
    dir,
    server,
    requests,
    slices: { bare: [], floor: [], distinct: [], popular: [] } as Record<Kind, LoadResult[]>,
    /** Server CPU µs used during each kind's slices. */
    cpu: { bare: 0, floor: 0, distinct: 0, popular: 0 } as Record<Kind, number>,
  });
}
try {
  for (const s of servers) {
    await load({ port: s.server.port, connections: 32, seconds: 2, maxRequests: 1e7, request: s.requests.kinds.bare });
    await load({
      port: s.server.port,
      connections: 32,
      seconds: 2,
      maxRequests: 1e7,
      request: (i) => s.requests.kinds.distinct(50_000_000 + i),
    });
  }
  const loads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const s of order) {
        const request = s.requests.kinds[kind];
        const cpuBefore = cpuMicros(s.server.child.pid);
        s.slices[kind].push(
          await load({
            port: s.server.port,
            connections: 32,
            seconds: seconds / rounds,
            maxRequests: 2_000_000,
            request: (i) => request(round * 1_000_000 + i),
          }),
        );
        s.cpu[kind] += cpuMicros(s.server.child.pid) - cpuBefore;
      }
    }
    loads.push(loadavg()[0] ?? 0);
  }
  console.log(`load average during the slices: ${loads.map((l) => l.toFixed(1)).join(', ')} (now ${load1()})`);
  const pct = (a: LoadResult, b: LoadResult) => `${((a.rps / b.rps) * 100).toFixed(1)} %`;
  for (const s of servers) {
    const c = Object.fromEntries(kinds.map((k) => [k, combine(s.slices[k])])) as Record<Kind, LoadResult>;
    const now = await memory(s.server.child, 'memory');
    const collected = await memory(s.server.child, 'gc');
    console.log(`${s.name}: ${s.dir} ${process.env[`${s.name}_NODE_OPTIONS`] ?? ''}`);
    for (const k of kinds) {
      const r = c[k];
      console.log(
        `  ${k.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  statuses ${JSON.stringify(r.statuses)}`,
      );
    }
    console.log(
      `  of bare: floor ${pct(c.floor, c.bare)}, distinct ${pct(c.distinct, c.bare)}, popular ${pct(c.popular, c.bare)}; ` +
        `of the floor: distinct ${pct(c.distinct, c.floor)}, popular ${pct(c.popular, c.floor)}`,
    );
    const cpu = Object.fromEntries(
      kinds.map((k) => [k, s.cpu[k] / s.slices[k].reduce((n, r) => n + r.requests, 0)]),
    ) as Record<Kind, number>;
    console.log(
      `  server CPU per request: ${kinds.map((k) => `${k} ${cpu[k].toFixed(0)} µs`).join(', ')}; ` +
        `by CPU, distinct ${((cpu.floor / cpu.distinct) * 100).toFixed(1)} % of the floor, popular ${((cpu.floor / cpu.popular) * 100).toFixed(1)} %`,
    );
    console.log(
      `  memory after the load: rss ${mb(now.rss)}, heap used ${mb(now.heapUsed)}, array buffers ${mb(now.arrayBuffers)}; ` +
        `after a full GC: rss ${mb(collected.rss)}, heap used ${mb(collected.heapUsed)}`,
    );
    console.log(`  heap spaces (MB): after the load ${now.spaces}; after a full GC ${collected.spaces}`);
  }
} finally {
  for (const s of servers) s.server.child.kill('SIGTERM');
}
