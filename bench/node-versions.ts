/**
 * The statistics bench on two Node.js versions side by side, in one run (issue 21; not part of `npm test`):
 * two bench servers on the same `csp_bench` database, one on the project's pinned Node (this process's) and
 * one on another Node binary. Chart loads alternate between them in short slices, so the machine's load
 * weighs on both alike; then each imports the 1,000,000-row CSV (the other one idle), and each server's
 * memory is read after its chart load.
 *
 *   npx tsx bench/stats.ts --prepare-only                 # once: the dataset
 *   OTHER_NODE=/usr/bin/node npx tsx bench/node-versions.ts [--chart-only]
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { chartBench, fmt, importBench, memoryOf, prepare, startServer } from './stats.js';
import { type ChartKind, chartTurns, combineKinds, type LoadResult, mb, printChartLoads } from './stats-load.js';

const otherNode = process.env.OTHER_NODE ?? '/usr/bin/node';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const chartOnly = process.argv.includes('--chart-only');
const version = (node: string) => execFileSync(node, ['--version']).toString().trim();

await prepare(true);
const nodes = [
  { name: `Node ${version(process.execPath)} (pinned)`, execPath: process.execPath },
  { name: `Node ${version(otherNode)}`, execPath: otherNode },
];
const servers = [];
for (const node of nodes) servers.push({ ...node, server: await startServer(false, node.execPath) });
try {
  // chartBench runs its own alternating slices on one server; the two servers take turns, `rounds` times each.
  const results = await chartTurns(servers, rounds, (s) => chartBench(s.server));
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [i, s] of servers.entries()) {
    const c = combineKinds(results[i] as Record<ChartKind, LoadResult[]>);
    printChartLoads(`${s.name}: ${rounds} turns`, c, await memoryOf(s.server.child), fmt);
  }
  if (!chartOnly) {
    for (const s of servers) {
      const imported = await importBench(s.server);
      console.log(
        `${s.name}: import of ${imported.rows.toLocaleString('en')} rows: raw COPY ${imported.copySeconds.toFixed(1)} s, ` +
          `upload ${imported.uploadSeconds.toFixed(1)} s, ratio ${(imported.uploadSeconds / imported.copySeconds).toFixed(2)}×; ` +
          `rss after ${mb((await memoryOf(s.server.child)).rss)}`,
      );
    }
  }
} finally {
  for (const s of servers) {
    s.server.child.kill('SIGTERM');
    await once(s.server.child, 'exit');
  }
}
