/**
 * The compiled server against the same server run from its sources with tsx, side by side in one run (issue 18;
 * not part of `npm test`): two bench servers (bench/stats-server.ts) on the same `csp_bench` database, one built by
 * scripts/build-server.mjs and run with plain `node --enable-source-maps` (as `npm start` runs the product), one
 * run with `node --import tsx` (as the product ran before). The chart bench of "Statistics core" (bare route,
 * chart floor, all-different and popular charts, 32 connections) runs on one, then the other, `BENCH_ROUNDS`
 * turns each, so the machine's load weighs on both alike; each kind's slices are combined. Each server's start
 * time and memory after its chart load are reported too.
 *
 *   npx tsx bench/stats.ts --prepare-only      # once: the dataset
 *   npx tsx bench/server-runtimes.ts           # BENCH_ROUNDS (default 3), BENCH_SECONDS per turn (default 20)
 */
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { chartBench, fmt, memoryOf, prepare, type ServerRuntime, startServer } from './stats.js';
import {
  type ChartKind,
  chartKinds,
  chartTurns,
  combineKinds,
  type LoadResult,
  printChartLoads,
} from './stats-load.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

await prepare(true);
console.log(`load average at the start ${load()}`);
const runtimes: ServerRuntime[] = ['compiled', 'tsx'];
const servers = [];
for (const runtime of runtimes) {
  const started = performance.now();
  const server = await startServer(false, process.execPath, runtime);
  servers.push({ runtime, server, startSeconds: (performance.now() - started) / 1000 });
}
try {
  const results = await chartTurns(servers, rounds, (s) => chartBench(s.server));
  console.log(`load average at the end ${load()}`);
  const combined = servers.map((_, i) => combineKinds(results[i] as Record<ChartKind, LoadResult[]>));
  for (const [i, s] of servers.entries()) {
    const c = combined[i] as Record<ChartKind, LoadResult>;
    const title = `${s.runtime}: started in ${s.startSeconds.toFixed(1)} s; ${rounds} turns`;
    printChartLoads(title, c, await memoryOf(s.server.child), fmt);
  }
  const [compiled, tsx] = combined as [Record<ChartKind, LoadResult>, Record<ChartKind, LoadResult>];
  console.log(
    `compiled / tsx, req/s: ${chartKinds.map((k) => `${k} ${(compiled[k].rps / tsx[k].rps).toFixed(2)}×`).join(', ')}`,
  );
} finally {
  for (const s of servers) {
    s.server.child.kill('SIGTERM');
    await once(s.server.child, 'exit');
  }
}
