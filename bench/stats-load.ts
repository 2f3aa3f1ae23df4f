/**
 * A small loopback HTTP/1.1 load generator: N keep-alive connections, each sending its next request as soon
 * as the previous answer is complete (closed loop), bounded by a request budget and a time budget.
 * Raw sockets and a minimal response parser keep the client's own CPU cost low (the server shares the machine).
 */
import net from 'node:net';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface LoadOptions {
  port: number;
  connections: number;
  seconds: number;
  maxRequests: number;
  request: (i: number) => BenchRequest;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  latencies: number[];
}

/** A load result of `seconds` from its `latencies` (sorted, in ms) and the count of each status. */
function resultOf(latencies: number[], seconds: number, statuses: Record<string, number>): LoadResult {
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    statuses,
    latencies,
  };
}

/** Several runs of the same kind taken as one: requests over the summed time, percentiles over all latencies. */
export function combine(runs: LoadResult[]): LoadResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const statuses: Record<string, number> = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return resultOf(latencies, seconds, statuses);
}

/** The loads of bench/stats.ts's chart bench that the runtime comparisons (node-versions, server-runtimes) repeat. */
export const chartKinds = ['bare', 'floor', 'distinct', 'popular'] as const;
export type ChartKind = (typeof chartKinds)[number];

/**
 * `rounds` turns of `bench` (bench/stats.ts chartBench: its own alternating slices on one server), the servers
 * taking turns; each server's results by kind, a result a turn.
 */
export async function chartTurns<S>(
  servers: readonly S[],
  rounds: number,
  bench: (server: S) => Promise<Record<ChartKind, LoadResult>>,
): Promise<Record<ChartKind, LoadResult[]>[]> {
  const results = servers.map(
    () => ({ bare: [], floor: [], distinct: [], popular: [] }) as Record<ChartKind, LoadResult[]>,
  );
  for (let round = 0; round < rounds; round++) {
    for (const [i, server] of servers.entries()) {
      const r = await bench(server);
      for (const kind of chartKinds) results[i]?.[kind].push(r[kind]);
    }
  }
  return results;
}

/** Each kind's rounds taken as one. */
export const combineKinds = (runs: Record<ChartKind, LoadResult[]>) =>
  Object.fromEntries(chartKinds.map((k) => [k, combine(runs[k])])) as Record<ChartKind, LoadResult>;

export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const pct = (a: LoadResult, b: LoadResult) => `${((a.rps / b.rps) * 100).toFixed(1)} %`;

/**
 * Prints one server of a runtime comparison under `title`: each chart load as `fmt` writes it, its request rate as a
 * share of the bare route's, and the memory after the chart load.
 */
export function printChartLoads(
  title: string,
  c: Record<ChartKind, LoadResult>,
  memory: { rss: number; heapUsed: number },
  fmt: (r: LoadResult) => string,
) {
  console.log(title);
  console.log(`  bare route        ${fmt(c.bare)}`);
  console.log(`  chart floor       ${fmt(c.floor)}`);
  console.log(`  chart, distinct   ${fmt(c.distinct)}`);
  console.log(`  chart, popular 50 ${fmt(c.popular)}`);
  console.log(
    `  ratio to bare: floor ${pct(c.floor, c.bare)}, distinct ${pct(c.distinct, c.bare)}, popular ${pct(c.popular, c.bare)}`,
  );
  console.log(`  memory after the chart load: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}`);
}

const headerEnd = Buffer.from('\r\n\r\n');

function encode(r: BenchRequest): Buffer {
  const body = r.body ?? '';
  const extra = r.body ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` : '';
  return Buffer.from(
    `${r.method} ${r.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n${extra}\r\n${body}`,
  );
}

export function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  return new Promise((resolve, reject) => {
    let open = options.connections;
    const finish = () => {
      open -= 1;
      if (open > 0) return;
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      resolve(resultOf(latencies, seconds, statuses));
    };
    for (let c = 0; c < options.connections; c++) {
      const socket = net.connect(options.port, '127.0.0.1');
      socket.setNoDelay(true);
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      const next = () => {
        if (issued >= options.maxRequests || performance.now() >= deadline) {
          socket.end();
          return;
        }
        const request = options.request(issued);
        issued += 1;
        sentAt = performance.now();
        socket.write(encode(request));
      };
      socket.on('connect', next);
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        for (;;) {
          const end = buffer.indexOf(headerEnd);
          if (end < 0) return;
          const head = buffer.subarray(0, end).toString('latin1');
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
          if (buffer.length < end + 4 + length) return;
          const status = head.slice(9, 12);
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies.push(performance.now() - sentAt);
          buffer = buffer.subarray(end + 4 + length);
          next();
        }
      });
      socket.on('error', reject);
      socket.on('close', finish);
    }
  });
}
