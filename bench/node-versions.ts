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
import { combine, type LoadResult } from './stats-load.js';

const otherNode = process.env.OTHER_NODE ?? '/usr/bin/node';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const chartOnly = process.argv.includes('--chart-only');
const version = (node: string) => execFileSync(node, ['--version']).toString().trim();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const pct = (a: LoadResult, b: LoadResult) => `${((a.rps / b.rps) * 100).toFixed(1)} %`;

await prepare(true);
const nodes = [
  { name: `Node ${version(process.execPath)} (pinned)`, execPath: process.execPath },
  { name: `Node ${version(otherNode)}`, execPath: otherNode },
];
const servers = [];
for (const node of nodes) servers.push({ ...node, server: await startServer(false, node.execPath) });
try {
  type Kind = 'bare' | 'floor' | 'distinct' | 'popular';
  const results = servers.map(() => ({ bare: [], floor: [], distinct: [], popular: [] }) as Record<Kind, LoadResult[]>);
  // chartBench runs its own alternating slices on one server; the two servers take turns, `rounds` times each.
  for (let round = 0; round < rounds; round++) {
    for (const [i, s] of servers.entries()) {
      const r = await chartBench(s.server);
      for (const kind of ['bare', 'floor', 'distinct', 'popular'] as const) results[i]?.[kind].push(r[kind]);
    }
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [i, s] of servers.entries()) {
    const r = results[i] as Record<Kind, LoadResult[]>;
    const c = {
      bare: combine(r.bare),
      floor: combine(r.floor),
      distinct: combine(r.distinct),
      popular: combine(r.popular),
    };
    const memory = await memoryOf(s.server.child);
    console.log(`${s.name}: ${rounds} turns`);
    console.log(`  bare route        ${fmt(c.bare)}`);
    console.log(`  chart floor       ${fmt(c.floor)}`);
    console.log(`  chart, distinct   ${fmt(c.distinct)}`);
    console.log(`  chart, popular 50 ${fmt(c.popular)}`);
    console.log(
      `  ratio to bare: floor ${pct(c.floor, c.bare)}, distinct ${pct(c.distinct, c.bare)}, popular ${pct(c.popular, c.bare)}`,
    );
    console.log(`  memory after the chart load: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}`);
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
