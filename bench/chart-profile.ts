/**
 * Where a chart request's time goes (issue 22; not part of `npm test`): one bench server (`stats-server.ts`) on
 * `csp_bench` (build it once with `npx tsx bench/stats.ts --prepare-only`), every held value read first, then each
 * kind of load of the chart bench in turn — bare route, chart floor, distinct charts, popular 50 — for
 * BENCH_SECONDS (default 6) each, with the V8 sampling profiler on during that kind only (100 µs interval). For each
 * kind it prints the server's CPU time per request, split into buckets (garbage collection, our code, Fastify,
 * zod, Node's HTTP and streams, JSON, …) and the functions with the most self time, in µs per request.
 * The profiles are kept in /tmp (Chrome DevTools' `.cpuprofile`) for a closer look.
 *
 * With `--allocations`, V8's sampling heap profile instead: the bytes each request allocates and the allocation sites
 * that allocate most (`.heapprofile` kept in /tmp).
 *
 *   npx tsx bench/chart-profile.ts [bare|floor|distinct|popular ...] [--allocations]
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { chartPicks } from './chart-picks.js';
import { prepare, startServer } from './stats.js';
import { type BenchRequest, load } from './stats-load.js';

const benchUrl = Object.assign(new URL(process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'), {
  pathname: '/csp_bench',
}).toString();

/** The requests of the chart bench (`stats.ts`): the same bodies, the same picks. */
export async function chartBenchRequests(server: {
  port: number;
  base: string;
  child: import('node:child_process').ChildProcess;
}) {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const cities = (await db.query<{ id: string }>('select id from cities order by id')).rows.map((r) => r.id);
  const series = (
    await db.query<{ id: string }>('select id from series where level = 2 and number::int < 900000 order by id')
  ).rows.map((r) => r.id);
  await db.end();
  const path = `${server.base}/reception/city/stat/reception/examine/display`;
  const chart = (i: number, distinct: boolean, seriesAt?: number): BenchRequest => {
    const picks = chartPicks(distinct ? i : i % 50, cities.length, series.length);
    const body = JSON.stringify({
      cityIds: picks.cities.map((c) => cities[c]).join(','),
      seriesId: series[seriesAt ?? picks.series],
      startYear: 1990,
      endYear: 2019,
      resFlag: 0,
      findType: 3,
    });
    return { method: 'POST', path, body };
  };
  const sample = chart(1, true);
  const floorReply = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: sample.body,
  }).then((r) => r.text());
  server.child.send({ floor: floorReply });
  return {
    series: series.length,
    chart,
    kinds: {
      bare: (): BenchRequest => ({ method: 'GET', path: `${server.base}/bench/bare` }),
      floor: (i: number): BenchRequest => ({ ...chart(i, true), path: `${server.base}/bench/floor` }),
      distinct: (i: number) => chart(i, true),
      popular: (i: number) => chart(i, false),
    },
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The bucket of a function, by where it lives. */
function bucket(fn: string, url: string): string {
  if (fn === '(garbage collector)') return 'garbage collection';
  if (fn === '(idle)') return 'idle';
  if (fn === '(program)') return 'V8 / native (program)';
  if (fn === '(root)') return 'root';
  if (url.includes('/modules/stats/')) return 'chart engine (modules/stats)';
  if (url.includes('/apps/server/src/')) return 'server: plugins, hooks, other modules';
  if (url.includes('/bench/')) return 'bench routes';
  if (url.includes('node_modules/fastify/') || url.includes('node_modules/@fastify/') || url.includes('find-my-way'))
    return 'Fastify (routing, hooks, reply)';
  if (url.includes('node_modules/zod') || url.includes('fastify-type-provider-zod')) return 'zod (body validation)';
  if (url.includes('secure-json-parse')) return 'JSON parse (secure-json-parse)';
  if (url.includes('node_modules/pino') || url.includes('node_modules/light-my-request')) return 'pino / other libs';
  if (url.includes('node_modules/')) return 'other libraries';
  if (url.startsWith('node:internal/http') || url.startsWith('node:_http') || url.includes('/_http_'))
    return 'Node http';
  if (url.startsWith('node:internal/streams') || url.startsWith('node:net') || url.startsWith('node:internal/stream'))
    return 'Node net / streams';
  if (url.startsWith('node:')) return 'Node other';
  if (url === '' && /^(stringify|parse|JSON)/.test(fn)) return 'JSON (builtin)';
  if (url === '') return `builtin: ${fn || '(anonymous)'}`;
  return 'other';
}

/** Self time (µs) per function and per bucket. */
export function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i] as number;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const functions = new Map<string, number>();
  const buckets = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const short = url.replace(/^.*\/(node_modules|apps\/server\/src|bench)\//, '$1/').replace(/^file:\/\//, '');
    const name = `${functionName || '(anonymous)'} ${short}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const b = bucket(functionName, url);
    buckets.set(b, (buckets.get(b) ?? 0) + us);
  }
  return { functions, buckets, totalUs: profile.endTime - profile.startTime };
}

function report(kind: string, profile: Profile, requests: number, rps: number) {
  const { functions, buckets, totalUs } = summarise(profile);
  const idle = buckets.get('idle') ?? 0;
  const busy = totalUs - idle;
  const per = (us: number) => (us / requests).toFixed(1).padStart(6);
  console.log(
    `\n${kind}: ${requests.toLocaleString('en')} requests, ${rps.toFixed(0)} req/s; server busy ${per(busy)} µs a request ` +
      `(${((busy / totalUs) * 100).toFixed(0)} % of the time), load average ${loadavg()[0]?.toFixed(2)}`,
  );
  for (const [name, us] of [...buckets].sort((a, b) => b[1] - a[1])) {
    if (name === 'idle' || us / requests < 0.5) continue;
    console.log(`  ${per(us)} µs  ${name}`);
  }
  console.log('  top functions (self time):');
  for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    if (name.startsWith('(idle)')) continue;
    console.log(`  ${per(us)} µs  ${name}`);
  }
}

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}
interface HeapProfile {
  head: HeapNode;
}

/** Bytes allocated per request, and the allocation sites (with their two callers) that allocated most. */
function reportAllocations(kind: string, profile: HeapProfile, requests: number) {
  const sites = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, stack: string[]) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const short = url.replace(/^.*\/(node_modules|apps\/server\/src|bench)\//, '$1/').replace(/^file:\/\//, '');
    const here = [`${functionName || '(anonymous)'} ${short}${url ? `:${lineNumber + 1}` : ''}`, ...stack].slice(0, 3);
    if (node.selfSize > 0) {
      total += node.selfSize;
      const site = here.join(' < ');
      sites.set(site, (sites.get(site) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(profile.head, []);
  console.log(
    `\n${kind}: ${requests.toLocaleString('en')} requests, ${(total / requests).toFixed(0)} bytes allocated a request`,
  );
  for (const [site, bytes] of [...sites].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`  ${(bytes / requests).toFixed(0).padStart(6)} B  ${site}`);
  }
}

if (import.meta.main) {
  // --allocations: V8's sampling heap profile of each kind instead of the CPU profile.
  const allocations = process.argv.includes('--allocations');
  const kinds = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const wanted = kinds.length ? kinds : ['bare', 'floor', 'distinct', 'popular'];
  const seconds = Number(process.env.BENCH_SECONDS ?? 6);
  await prepare(true);
  const server = await startServer();
  try {
    const requests = await chartBenchRequests(server);
    // Every held value read first (one chart of each series), and a warm-up of each kind.
    await load({
      port: server.port,
      connections: 32,
      seconds: 120,
      maxRequests: requests.series,
      request: (i) => requests.chart(80_000_000 + i, true, i),
    });
    const held = async () => {
      const r = await fetch(`http://127.0.0.1:${server.port}${server.base}/sys/monitor/server`, {
        headers: { 'x-access-token': server.token },
      });
      return JSON.stringify(((await r.json()) as { result: { chartData: unknown } }).result.chartData);
    };
    console.log(`held after reading every series: ${await held()}`);
    for (const kind of wanted) {
      const request = requests.kinds[kind as keyof typeof requests.kinds];
      if (!request) throw new Error(`unknown kind ${kind}`);
      await load({
        port: server.port,
        connections: 32,
        seconds: 2,
        maxRequests: 1e7,
        request: (i) => request(9e6 + i),
      });
      if (allocations) {
        server.child.send('heap-start');
        await once(server.child, 'message');
        const r = await load({ port: server.port, connections: 32, seconds, maxRequests: 1e7, request });
        const file = `/tmp/chart-${kind}-${Date.now()}.heapprofile`;
        server.child.send({ heapStop: file });
        await once(server.child, 'message');
        reportAllocations(kind, JSON.parse(readFileSync(file, 'utf8')) as HeapProfile, r.requests);
        console.log(`  profile: ${file}`);
        continue;
      }
      server.child.send('profile-start');
      await once(server.child, 'message');
      const r = await load({ port: server.port, connections: 32, seconds, maxRequests: 1e7, request });
      const file = `/tmp/chart-${kind}-${Date.now()}.cpuprofile`;
      server.child.send({ profileStop: file });
      await once(server.child, 'message');
      report(kind, JSON.parse(readFileSync(file, 'utf8')) as Profile, r.requests, r.rps);
      console.log(`  profile: ${file}`);
      console.log(`  held: ${await held()}`);
    }
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
    const show = (m: NodeJS.MemoryUsage) =>
      `rss ${mb(m.rss)}, heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)}, array buffers ${mb(m.arrayBuffers)}`;
    server.child.send('memory');
    const [before] = (await once(server.child, 'message')) as [{ memory: NodeJS.MemoryUsage }];
    console.log(`\nserver memory after the load: ${show(before.memory)}`);
    server.child.send('gc');
    const [after] = (await once(server.child, 'message')) as [{ memory: NodeJS.MemoryUsage }];
    console.log(`after a full GC (NODE_OPTIONS=--expose-gc): ${show(after.memory)}`);
  } finally {
    server.child.kill('SIGTERM');
  }
}
